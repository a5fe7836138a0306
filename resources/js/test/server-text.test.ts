import { act, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import de from '../../lang/de.json'
import en from '../../lang/en.json'
import fr from '../../lang/fr.json'
import pt from '../../lang/pt.json'
import Field from '../Components/Form/Field'
import TextField from '../Components/TextField'
import { apiError } from '../lib/api'
import { deferredServerText, serverTextReady } from '../lib/deferredServerText'
import { changeLanguage, useTranslation, type LanguageCode } from '../lib/i18n'
import { serverText } from '../lib/serverText'

const files = { en, fr, de, pt } as Record<LanguageCode, Record<string, unknown>>
const sections = Object.fromEntries(Object.entries(files).map(([lng, file]) => [lng, file.server as Record<string, string>])) as Record<
  LanguageCode,
  Record<string, string>
>

/** Runs check with the UI in lng (translations served by a stubbed /i18n/{lng}.json), then back in English. */
async function inLanguage(lng: LanguageCode, check: () => void | Promise<void>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const code = /\/i18n\/(\w+)\.json$/.exec(url)?.[1] as LanguageCode
      return new Response(JSON.stringify(files[code]), { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  try {
    await act(() => changeLanguage(lng))
    await check()
  } finally {
    await act(() => changeLanguage('en'))
    vi.unstubAllGlobals()
  }
}

describe('serverText', () => {
  it('words a key the server sends, with its parameters, in English', () => {
    expect(serverText('server.invalidLogin')).toBe('Email or Password is Invalid')
    expect(serverText('server.atMostCharacters {"max":120}')).toBe('At most 120 characters.')
    expect(serverText('server.messageTooLong {"max":5000}')).toBe('A message is at most 5,000 characters.')
    expect(serverText('server.paymentOverBalance {"amount":1234.5}')).toBe('The payment is more than the balance of €1,234.50.')
    expect(serverText('server.addressInvalid {"address":"bob@@example"}')).toBe('"bob@@example" is not a valid e-mail address.')
  })

  it('words it in French, German and Portuguese', async () => {
    const expected: Partial<Record<LanguageCode, string>> = {
      fr: 'Cet e-mail est déjà utilisé.',
      de: 'Diese E-Mail-Adresse wird bereits verwendet.',
      pt: 'Este e-mail já está a ser utilizado.',
    }
    for (const [lng, text] of Object.entries(expected)) {
      await inLanguage(lng as LanguageCode, () => {
        expect(serverText('server.emailTaken')).toBe(text)
        expect(serverText('server.invalidLogin')).toBe(sections[lng as LanguageCode].invalidLogin)
        expect(serverText('server.chooseFile')).not.toBe('Choose a file.')
      })
    }
  })

  it('writes the numbers the way the reader does', async () => {
    await inLanguage('fr', () => {
      expect(serverText('server.atMostCharacters {"max":120}')).toBe('120 caractères au plus.')
      expect(serverText('server.passwordTooShort {"min":8}')).toBe('Le mot de passe doit comporter au moins 8 caractères.')
      expect(serverText('server.usernameFormat {"min":3,"max":30}')).toBe(
        'Le nom d’utilisateur comporte de 3 à 30 lettres, chiffres, points, tirets ou tirets bas.',
      )
      // A narrow no-break space between the thousands, a comma before the decimals, the euro after.
      expect(serverText('server.costFormat {"min":0,"max":1000000}')).toBe('Le prix unitaire est un montant de 0 à 1\u202f000\u202f000, par exemple 120,50.')
      expect(serverText('server.paymentOverBalance {"amount":1234.5}')).toBe('Le paiement dépasse le solde de 1\u202f234,50\u00a0€.')
      expect(serverText('server.tooManyAttempts {"minutes":15}')).toBe('Trop de tentatives de connexion. Réessayez dans 15\u00a0min.')
    })
    await inLanguage('de', () => {
      expect(serverText('server.messageTooLong {"max":5000}')).toBe('Eine Nachricht darf höchstens 5.000 Zeichen lang sein.')
    })
  })

  it('puts a text parameter in its place as sent', async () => {
    await inLanguage('fr', () => {
      expect(serverText('server.addressInvalid {"address":"bob@@example"}')).toBe('«\u202fbob@@example\u202f» n’est pas une adresse e-mail valide.')
      expect(serverText('server.outsideWithoutSmtp {"address":"ext2@example.org"}')).toBe(
        'ext2@example.org est hors de Partage et aucun serveur SMTP n’est configuré (SMTP_URL)\u202f: rien n’a été envoyé.',
      )
    })
  })

  it('shows anything else as it is', async () => {
    await inLanguage('fr', () => {
      expect(serverText('Something new.')).toBe('Something new.')
      expect(serverText('At most 120 characters.')).toBe('At most 120 characters.')
      expect(serverText('server.noSuchKey')).toBe('server.noSuchKey')
      expect(serverText('server.atMostCharacters {not json')).toBe('server.atMostCharacters {not json')
      expect(serverText('Le titre est obligatoire.')).toBe('Le titre est obligatoire.')
      expect(serverText('server.titleRequired and more')).toBe('server.titleRequired and more')
      expect(serverText('')).toBe('')
    })
  })

  it('is loaded soon after the sign-in pages, which do not wait for it', async () => {
    await serverTextReady
    await inLanguage('fr', () => {
      expect(deferredServerText('server.invalidLogin')).toBe('E-mail ou mot de passe invalide')
      expect(deferredServerText('Anything else')).toBe('Anything else')
    })
  })
})

describe('the JSON answers', () => {
  it('give their texts by key, which serverText words', async () => {
    const e = apiError(400, '/apps/todo/add-tasks', {
      error: {
        code: 'invalid',
        message: 'Send {task: {…}}.',
        key: 'server.sendTask',
        fields: { title: 'Title is at most 200 characters.', other: 'As sent.' },
        field_keys: { title: { key: 'server.titleTooLong', params: { max: 200 } } },
      },
    })
    expect(e.code).toBe('invalid')
    expect(e.detail).toBe('server.sendTask')
    expect(e.fields).toEqual({ title: 'server.titleTooLong {"max":200}', other: 'As sent.' })
    await inLanguage('fr', () => {
      expect(serverText(e.fields.title as string)).toBe('Le titre fait au plus 200 caractères.')
    })
    // An answer without keys (a proxy's, an older server's) keeps its English.
    expect(apiError(500, '/x', { error: { code: 'internal', message: 'Something went wrong' } }).detail).toBe('Something went wrong')
    expect(apiError(502, '/x', undefined).detail).toBe('')
  })
})

describe('the field components', () => {
  beforeAll(() => serverTextReady)

  it('show the server message in the UI language and re-word it when the language changes', async () => {
    function Form() {
      useTranslation()
      return createElement(
        'div',
        null,
        createElement(Field, { label: 'Full name', value: '', onChange: () => undefined, error: 'server.fullNameRequired' }),
        createElement(Field, { label: 'Qty', value: '0', onChange: () => undefined, error: 'server.qtyFormat {"min":1,"max":100000}' }),
        createElement(TextField, { label: 'Email', value: '', onChange: () => undefined, error: 'server.invalidLogin' }),
      )
    }
    render(createElement(Form))
    const shown = () => screen.getAllByRole('alert').map((p) => p.textContent)
    const english = ['Full name is required.', 'Quantity is a whole number from 1 to 100,000.', 'Email or Password is Invalid']
    expect(shown()).toEqual(english)
    await inLanguage('fr', () => {
      expect(shown()).toEqual(['Le nom complet est obligatoire.', 'La quantité est un nombre entier de 1 à 100\u202f000.', 'E-mail ou mot de passe invalide'])
    })
    expect(shown()).toEqual(english)
  })
})

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1] as string).sort()

describe('the server section', () => {
  it('is in all four files with the same keys and the same placeholders', () => {
    const english = sections.en
    expect(Object.keys(english).length).toBeGreaterThan(100)
    for (const lng of ['fr', 'de', 'pt'] as const) {
      expect(Object.keys(sections[lng]).sort(), lng).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(english)) {
        const other = sections[lng][key] as string
        expect(other.trim(), `${lng}:${key}`).not.toBe('')
        expect(placeholders(other), `${lng}:${key}`).toEqual(placeholders(text))
      }
    }
  })
})
