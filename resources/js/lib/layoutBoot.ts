/**
 * Applies the stored layout settings (the customizer's choices) to <html>
 * before the first render. app.tsx runs it on every page, /login included,
 * whose budget has no room to spare: keep it tiny. The checked settings, the
 * store and the customizer come with the AppLayout chunk (lib/layout.ts).
 *
 * Storage (spec §4 names for the two settings it lists):
 *   skin           JSON string: "light" | "bordered" | "dark" | "semi-dark"
 *   menuCollapsed  JSON boolean
 *   partage.layout JSON object with the other settings
 */
export const SKIN_KEY = 'skin'
export const MENU_COLLAPSED_KEY = 'menuCollapsed'
export const LAYOUT_KEY = 'partage.layout'

export type Skin = 'light' | 'bordered' | 'dark' | 'semi-dark'

export interface LayoutSettings {
  skin: Skin
  contentWidth: 'full' | 'boxed'
  navbarColor: 'white' | 'primary' | 'success' | 'danger' | 'info' | 'warning' | 'dark'
  navbarType: 'floating' | 'sticky' | 'static' | 'hidden'
  footerType: 'static' | 'sticky' | 'hidden'
  transition: 'fade' | 'slide' | 'zoom' | 'none'
  isRTL: boolean
  menuCollapsed: boolean
  menuHidden: boolean
  scrollToTop: boolean
}

/** A stored JSON value; null when absent, not JSON, or storage is unavailable. */
export function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

/** The settings that are attributes of <html> (data-*), besides dir. */
const ATTRIBUTES = ['skin', 'contentWidth', 'menuCollapsed', 'menuHidden', 'navbarType', 'navbarColor', 'footerType'] as const

/** Sets the attributes of <html> the CSS follows: dir and data-skin, data-content-width… (those present in s). */
export function applyLayout(s: Partial<LayoutSettings>): void {
  const html = document.documentElement
  html.dir = s.isRTL ? 'rtl' : 'ltr'
  for (const key of ATTRIBUTES) if (s[key] != null) html.dataset[key] = String(s[key])
}

/** At boot: the stored settings, unchecked (lib/layout.ts checks them when the shell loads). */
export function bootLayout(): void {
  applyLayout({ ...(stored(LAYOUT_KEY) as object), skin: stored(SKIN_KEY) as Skin, menuCollapsed: stored(MENU_COLLAPSED_KEY) as boolean })
}
