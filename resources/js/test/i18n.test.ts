import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n, { adoptStoredChoice, changeLanguage, chooseLanguage, exists, followPageLanguage, pageLanguage, t } from '../lib/i18n'

// setup.ts loaded en.json inline; these tests switch languages through the real loader with fetch stubbed.
describe('translator', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await changeLanguage('en')
  })

  it('interpolates parameters and leaves unknown ones visible', () => {
    expect(t('flash.welcome', { name: 'Léa' })).toBe('Welcome, Léa!')
    expect(t('flash.welcome')).toBe('Welcome, {{name}}!')
  })

  it('falls back to defaultValue, then to the key', () => {
    expect(exists('no.such.key')).toBe(false)
    expect(t('no.such.key', { defaultValue: 'Fallback' })).toBe('Fallback')
    expect(t('no.such.key')).toBe('no.such.key')
    expect(t('auth')).toBe('auth') // a group is not a text
  })

  it('loads a language once with no-store and falls back to English for missing keys', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ flash: { signedOut: 'Vous êtes déconnecté.' } })))
    vi.stubGlobal('fetch', fetchMock)
    await changeLanguage('fr')
    await changeLanguage('en')
    await changeLanguage('fr')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/i18n/fr.json', expect.objectContaining({ cache: 'no-store' }))
    expect(t('flash.signedOut')).toBe('Vous êtes déconnecté.')
    expect(t('flash.welcome', { name: 'Léa' })).toBe('Welcome, Léa!')
    expect(document.documentElement.lang).toBe('fr')
    expect(window.localStorage.getItem('partage.language')).toBeNull() // the server keeps choices now
  })

  it('keeps the current language when a language file cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })))
    await expect(changeLanguage('pt')).rejects.toThrow('HTTP 500')
    expect(document.documentElement.lang).toBe('en')
  })
})

// The server decides the language (controllers/language.go); the client starts
// in <html lang>, follows the pages' language prop, and saves the switcher's choice.
describe('the language follows the person', () => {
  const french = { flash: { signedOut: 'Vous êtes déconnecté.' } }
  // fetch stub: the French texts, and POST /api/language answering status.
  function server(status = 200) {
    const calls: { url: string; init?: RequestInit }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init })
        if (url === '/api/language') return new Response(JSON.stringify({ language: 'fr' }), { status })
        return new Response(JSON.stringify(french))
      }),
    )
    return calls
  }
  const saves = (calls: { url: string; init?: RequestInit }[]) =>
    calls.filter((c) => c.url === '/api/language').map((c) => [c.init?.method, JSON.parse(String(c.init?.body)) as unknown])

  afterEach(async () => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
    await changeLanguage('en')
  })

  it('starts in the language the server wrote in <html lang>', () => {
    document.documentElement.lang = 'de'
    expect(pageLanguage()).toBe('de')
    document.documentElement.lang = 'xx'
    expect(pageLanguage()).toBe('en')
    document.documentElement.lang = 'en'
  })

  it('switches at once on a choice and saves it with POST /api/language', async () => {
    const calls = server()
    await chooseLanguage('fr')
    expect(i18n.language).toBe('fr')
    expect(t('flash.signedOut')).toBe('Vous êtes déconnecté.')
    expect(saves(calls)).toEqual([['POST', { language: 'fr' }]])
  })

  it('rejects when the choice cannot be saved, the page staying in it', async () => {
    server(500)
    await expect(chooseLanguage('fr')).rejects.toThrow('HTTP 500')
    expect(i18n.language).toBe('fr')
  })

  it("follows the language of the pages the server sends, not while a choice is being saved", async () => {
    const calls = server()
    await followPageLanguage({ code: 'fr', source: 'account' })
    expect(i18n.language).toBe('fr')
    await followPageLanguage({ code: 'xx', source: 'account' })
    await followPageLanguage(undefined)
    expect(i18n.language).toBe('fr')
    expect(saves(calls)).toEqual([]) // following saves nothing

    await changeLanguage('en')
    const saving = chooseLanguage('fr')
    await followPageLanguage({ code: 'en', source: 'account' }) // a page made before the choice
    await saving
    expect(i18n.language).toBe('fr')
  })

  it('carries a choice older versions kept in localStorage over once, unless the person has one on the server', async () => {
    const calls = server()
    window.localStorage.setItem('partage.language', 'fr')
    await adoptStoredChoice({ code: 'en', source: 'accept-language' })
    expect(i18n.language).toBe('fr')
    expect(saves(calls)).toEqual([['POST', { language: 'fr' }]])
    expect(window.localStorage.getItem('partage.language')).toBeNull()

    await changeLanguage('en')
    window.localStorage.setItem('partage.language', 'fr')
    await adoptStoredChoice({ code: 'en', source: 'account' })
    expect(i18n.language).toBe('en')
    expect(saves(calls)).toHaveLength(1)
    expect(window.localStorage.getItem('partage.language')).toBeNull()
  })
})
