import { beforeEach, describe, expect, it } from 'vitest'
import { bootLayout } from '../lib/layoutBoot'
import { getLayout, readLayout, resetLayout, setLayout, toggleDark } from '../lib/layout'

beforeEach(() => {
  resetLayout()
})

describe('layout store', () => {
  it('persists skin and menuCollapsed under the spec keys, the rest in partage.layout, and sets <html> attributes', () => {
    setLayout({ skin: 'dark' })
    expect(localStorage.getItem('skin')).toBe('"dark"')
    expect(document.documentElement.dataset.skin).toBe('dark')

    setLayout({ menuCollapsed: true, contentWidth: 'boxed', navbarType: 'sticky', footerType: 'hidden', menuHidden: true })
    expect(localStorage.getItem('menuCollapsed')).toBe('true')
    const html = document.documentElement
    expect(html.getAttribute('data-menu-collapsed')).toBe('true')
    expect(html.getAttribute('data-menu-hidden')).toBe('true')
    expect(html.getAttribute('data-content-width')).toBe('boxed')
    expect(html.getAttribute('data-navbar-type')).toBe('sticky')
    expect(html.getAttribute('data-footer-type')).toBe('hidden')
    const rest = JSON.parse(localStorage.getItem('partage.layout') ?? '{}') as Record<string, unknown>
    expect(rest).toMatchObject({ contentWidth: 'boxed', navbarType: 'sticky', footerType: 'hidden', menuHidden: true })
    expect(rest).not.toHaveProperty('skin')
  })

  it('reads stored settings back, ignoring invalid values', () => {
    localStorage.setItem('skin', '"semi-dark"')
    localStorage.setItem('menuCollapsed', 'true')
    localStorage.setItem('partage.layout', JSON.stringify({ navbarType: 'nonsense', isRTL: true, footerType: 'sticky' }))
    expect(readLayout()).toMatchObject({ skin: 'semi-dark', menuCollapsed: true, navbarType: 'floating', isRTL: true, footerType: 'sticky' })
    localStorage.setItem('skin', 'not json')
    expect(readLayout().skin).toBe('light')
  })

  it('boot applies the stored settings to <html> before any render', () => {
    localStorage.setItem('skin', '"bordered"')
    localStorage.setItem('partage.layout', JSON.stringify({ isRTL: true, contentWidth: 'boxed' }))
    bootLayout()
    expect(document.documentElement.dataset.skin).toBe('bordered')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.dataset.contentWidth).toBe('boxed')
  })

  it('reset restores the defaults (spec §9) and clears storage', () => {
    setLayout({ skin: 'dark', isRTL: true, menuCollapsed: true })
    resetLayout()
    expect(getLayout()).toMatchObject({ skin: 'light', isRTL: false, menuCollapsed: false, menuHidden: false, contentWidth: 'full', navbarType: 'floating', navbarColor: 'white', footerType: 'static', scrollToTop: true })
    expect(localStorage.getItem('skin')).toBeNull()
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('the light/dark toggle goes back to the light skin used before', () => {
    setLayout({ skin: 'bordered' })
    toggleDark()
    expect(getLayout().skin).toBe('dark')
    toggleDark()
    expect(getLayout().skin).toBe('bordered')
  })
})
