import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { router } from '@inertiajs/react'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
}))

import LanguageSwitcher from '../Components/LanguageSwitcher'
import { changeLanguage } from '../lib/i18n'

// fetch stub: the French texts, and POST /api/language answering status.
function server(status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/language' ? new Response(JSON.stringify({ language: 'fr' }), { status }) : new Response(JSON.stringify({ common: { language: 'Langue' } })),
    ),
  )
}

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await changeLanguage('en')
})

describe('the language switcher', () => {
  it('once the choice is saved, the page’s language prop says it, so a later partial reload cannot bring the former one back', async () => {
    server()
    page.current = { props: { auth: { user: { id: 1 } }, language: { code: 'en', source: 'account' } }, url: '/' }
    const replaceProp = vi.spyOn(router, 'replaceProp').mockImplementation(() => undefined)
    render(<LanguageSwitcher />)
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } })
    await waitFor(() => expect(replaceProp).toHaveBeenCalledWith('language', { code: 'fr', source: 'account' }))
  })

  it('leaves the page’s language prop alone when the choice could not be saved', async () => {
    server(500)
    page.current = { props: { auth: { user: null }, language: { code: 'en', source: 'default' } }, url: '/login' }
    const replaceProp = vi.spyOn(router, 'replaceProp').mockImplementation(() => undefined)
    render(<LanguageSwitcher />)
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } })
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'))
    await new Promise((r) => setTimeout(r, 20))
    expect(replaceProp).not.toHaveBeenCalled()
  })
})
