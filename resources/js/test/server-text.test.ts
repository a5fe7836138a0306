import { act, render, screen } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import de from '../../lang/de.json'
import en from '../../lang/en.json'
import fr from '../../lang/fr.json'
import pt from '../../lang/pt.json'
import InvoiceField from '../Components/Invoice/Field'
import TextField from '../Components/TextField'
import UserInputField from '../Components/User/InputField'
import { deferredServerText, serverTextReady } from '../lib/deferredServerText'
import { changeLanguage, useTranslation, type LanguageCode } from '../lib/i18n'
import { serverText } from '../lib/serverText'

const files = { en, fr, de, pt } as Record<LanguageCode, Record<string, unknown>>
const sections = Object.fromEntries(Object.entries(files).map(([lng, file]) => [lng, file.serverMessages as Record<string, string>])) as Record<
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

// Sentences as the Go server sends them (app/…, controllers/…), numbers and all.
const SENT = [
  'Email or Password is Invalid',
  'This email is already in use.',
  'Password must be at least 8 characters.',
  'This password reset link is invalid or has expired.',
  'At most 120 characters.',
  'Username is 3 to 30 letters, digits, dots, dashes or underscores.',
  'Birth date is a past date like 1985-04-23.',
  'Contact is a phone number: digits, spaces and + ( ) . / -.',
  'Cost is an amount like 120.50, from 0 to 1,000,000.',
  'Tax is a percentage from 0 to 100, like 20 or 5.5.',
  'An invoice adds up to at most 1,000,000,000.',
  'The payment is more than the balance of €1,234.50.',
  'ext@example.org is outside Partage and no SMTP server is configured (SMTP_URL): nothing was sent.',
  '"bob@@example" is not a valid e-mail address.',
  'Files may be at most 10 MB.',
  'A message is at most 5,000 characters.',
  'Calendar is one of Business, Holiday, Personal, Family, ETC.',
  'Something went wrong',
]

describe('serverText', () => {
  it('gives the sentences back unchanged in English', () => {
    for (const message of SENT) expect(serverText(message)).toBe(message)
  })

  it('words a known sentence in French, German and Portuguese', async () => {
    const expected: Partial<Record<LanguageCode, string>> = {
      fr: 'Cet e-mail est déjà utilisé.',
      de: 'Diese E-Mail-Adresse wird bereits verwendet.',
      pt: 'Este e-mail já está a ser utilizado.',
    }
    for (const [lng, text] of Object.entries(expected)) {
      await inLanguage(lng as LanguageCode, () => {
        expect(serverText('This email is already in use.')).toBe(text)
        expect(serverText('Email or Password is Invalid')).toBe(sections[lng as LanguageCode].invalidLogin)
      })
    }
  })

  it('keeps the numbers of a sentence, written the French way', async () => {
    await inLanguage('fr', () => {
      expect(serverText('At most 120 characters.')).toBe('120 caractères au plus.')
      expect(serverText('Password must be at least 8 characters.')).toBe('Le mot de passe doit comporter au moins 8 caractères.')
      expect(serverText('Username is 3 to 30 letters, digits, dots, dashes or underscores.')).toBe(
        'Le nom d’utilisateur comporte de 3 à 30 lettres, chiffres, points, tirets ou tirets bas.',
      )
      // Several numbers keep their order; the parts of a date stay as written.
      expect(serverText('Tax is a percentage from 0 to 100, like 20 or 5.5.')).toBe('La TVA est un pourcentage de 0 à 100, par exemple 20 ou 5,5.')
      expect(serverText('Birth date is a past date like 1985-04-23.')).toBe('La date de naissance est une date passée, par exemple 1985-04-23.')
      // English separators become French ones (a narrow no-break space between thousands).
      expect(serverText('Cost is an amount like 120.50, from 0 to 1,000,000.')).toBe('Le prix unitaire est un montant de 0 à 1\u202f000\u202f000, par exemple 120,50.')
      expect(serverText('The payment is more than the balance of €1,234.50.')).toBe('Le paiement dépasse le solde de 1\u202f234,50 €.')
      // The same template with other numbers.
      expect(serverText('At most 60 characters.')).toBe('60 caractères au plus.')
    })
    await inLanguage('de', () => {
      expect(serverText('A message is at most 5,000 characters.')).toBe('Eine Nachricht darf höchstens 5.000 Zeichen lang sein.')
    })
  })

  it('puts the address of a sentence that names one in its place', async () => {
    await inLanguage('fr', () => {
      expect(serverText('"bob@@example" is not a valid e-mail address.')).toBe('«\u00a0bob@@example\u00a0» n’est pas une adresse e-mail valide.')
      expect(serverText('ext2@example.org is outside Partage and no SMTP server is configured (SMTP_URL): nothing was sent.')).toBe(
        'ext2@example.org est hors de Partage et aucun serveur SMTP n’est configuré (SMTP_URL)\u00a0: rien n’a été envoyé.',
      )
    })
  })

  it('shows any other message as sent', async () => {
    await inLanguage('fr', () => {
      expect(serverText('Something new.')).toBe('Something new.')
      expect(serverText('At most 120 characters')).toBe('At most 120 characters')
      expect(serverText('Send {task: {…}}.')).toBe('Send {task: {…}}.')
      expect(serverText('Le titre est obligatoire.')).toBe('Le titre est obligatoire.')
      expect(serverText('')).toBe('')
    })
  })

  it('is loaded soon after the sign-in pages, which do not wait for it', async () => {
    await serverTextReady
    await inLanguage('fr', () => {
      expect(deferredServerText('Email or Password is Invalid')).toBe('E-mail ou mot de passe invalide')
      expect(deferredServerText('Anything else')).toBe('Anything else')
    })
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
        createElement(UserInputField, { label: 'Full name', value: '', onChange: () => undefined, error: 'Full name is required.' }),
        createElement(InvoiceField, { label: 'Qty', value: '0', onChange: () => undefined, error: 'Quantity is a whole number from 1 to 100,000.' }),
        createElement(TextField, { label: 'Email', value: '', onChange: () => undefined, error: 'Email or Password is Invalid' }),
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
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1] as string)

describe('the serverMessages section', () => {
  const english = sections.en

  it('is in all four files with the same keys and the same placeholders', () => {
    expect(Object.keys(english).length).toBeGreaterThan(50)
    for (const lng of ['fr', 'de', 'pt'] as const) {
      expect(Object.keys(sections[lng]).sort(), lng).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(english)) {
        const other = sections[lng][key] as string
        expect(other.trim(), `${lng}:${key}`).not.toBe('')
        expect(placeholders(other).sort(), `${lng}:${key}`).toEqual(placeholders(text).sort())
      }
    }
  })

  it('words each sentence once, numbers only as {{n}} or {{n1}}, {{n2}}… in order', () => {
    const texts = Object.values(english)
    expect(new Set(texts).size).toBe(texts.length)
    for (const [key, text] of Object.entries(english)) {
      const names = placeholders(text)
      const numbers = names.filter((n) => /^n\d*$/.test(n))
      const expected = numbers.length === 1 ? ['n'] : numbers.map((_, i) => `n${i + 1}`)
      expect(numbers, key).toEqual(expected)
      expect(names.filter((n) => !/^n\d*$/.test(n)), key).toEqual(names.includes('value') ? ['value'] : [])
      expect(text.replace(PLACEHOLDER, ''), `${key}: a number outside a placeholder is never matched`).not.toMatch(/\d/)
    }
  })

  it('holds sentences the Go server writes', () => {
    const root = join(import.meta.dirname, '..', '..', '..')
    const goFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) return goFiles(path)
        return name.endsWith('.go') && !name.endsWith('_test.go') ? [path] : []
      })
    const go = ['app', 'controllers'].flatMap((d) => goFiles(join(root, d))).map((f) => readFileSync(f, 'utf8')).join('\n')
    // Each piece between the placeholders (where Go has %d, %s, %q or a literal number) is in a Go file.
    const missing = Object.entries(english).flatMap(([key, text]) =>
      text
        .split(/\{\{\s*\w+\s*\}\}|["€]/)
        .map((piece) => piece.trim())
        .filter((piece) => piece.length >= 4 && !go.includes(piece))
        .map((piece) => `${key}: ${piece}`),
    )
    expect(missing).toEqual([])
  })
})
