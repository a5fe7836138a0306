import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage, exists, t } from '../lib/i18n'

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

  it('loads a language once with no-store, falls back to English for missing keys, and remembers it', async () => {
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
    expect(window.localStorage.getItem('partage.language')).toBe('fr')
  })

  it('keeps the current language when a language file cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })))
    await expect(changeLanguage('pt')).rejects.toThrow('HTTP 500')
    expect(document.documentElement.lang).toBe('en')
    expect(window.localStorage.getItem('partage.language')).toBe('en')
  })
})
