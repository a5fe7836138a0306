import { useSyncExternalStore } from 'react'
import { applyLayout, LAYOUT_KEY, MENU_COLLAPSED_KEY, SKIN_KEY, stored, type LayoutSettings, type Skin } from './layoutBoot'

export type { LayoutSettings, Skin } from './layoutBoot'

/** Allowed values of each setting that is not a switch. */
export const LAYOUT_OPTIONS = {
  skin: ['light', 'bordered', 'dark', 'semi-dark'],
  contentWidth: ['full', 'boxed'],
  navbarColor: ['white', 'primary', 'success', 'danger', 'info', 'warning', 'dark'],
  navbarType: ['floating', 'sticky', 'static', 'hidden'],
  footerType: ['static', 'sticky', 'hidden'],
  transition: ['fade', 'slide', 'zoom', 'none'],
} as const satisfies { [K in keyof LayoutSettings]?: readonly LayoutSettings[K][] }

/** Spec §9: light skin, full width, floating white navbar, static footer, menu expanded and shown, LTR, scroll-to-top on. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  skin: 'light',
  contentWidth: 'full',
  navbarColor: 'white',
  navbarType: 'floating',
  footerType: 'static',
  transition: 'fade',
  isRTL: false,
  menuCollapsed: false,
  menuHidden: false,
  scrollToTop: true,
}

/** The stored settings, each checked against its allowed values; defaults for the rest. */
export function readLayout(): LayoutSettings {
  const raw: Record<string, unknown> = { ...(stored(LAYOUT_KEY) as object), skin: stored(SKIN_KEY), menuCollapsed: stored(MENU_COLLAPSED_KEY) }
  const settings: Record<string, unknown> = { ...DEFAULT_LAYOUT }
  for (const key in settings) {
    const value = raw[key]
    const allowed = (LAYOUT_OPTIONS as Record<string, readonly unknown[]>)[key]
    if (allowed ? allowed.includes(value) : typeof value === 'boolean') settings[key] = value
  }
  return settings as unknown as LayoutSettings
}

/**
 * The layout settings store: the customizer writes, the shell reads
 * (useSyncExternalStore). Every change is applied to <html> and saved.
 */
let state: LayoutSettings = typeof window === 'undefined' ? DEFAULT_LAYOUT : readLayout()
// Replaces what the boot applied unchecked.
if (typeof document !== 'undefined') applyLayout(state)
const listeners = new Set<() => void>()
/** The light skin to go back to from dark with the navbar's toggle. */
let lastLightSkin: Skin = state.skin === 'dark' ? 'light' : state.skin

function emit() {
  listeners.forEach((fn) => fn())
}

function save(s: LayoutSettings) {
  const { skin, menuCollapsed, ...rest } = s
  try {
    localStorage.setItem(SKIN_KEY, JSON.stringify(skin))
    localStorage.setItem(MENU_COLLAPSED_KEY, JSON.stringify(menuCollapsed))
    localStorage.setItem(LAYOUT_KEY, JSON.stringify(rest))
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** Current settings. */
export function getLayout(): LayoutSettings {
  return state
}

/** Changes some settings, applies them to <html> and saves them. */
export function setLayout(patch: Partial<LayoutSettings>): void {
  state = { ...state, ...patch }
  if (state.skin !== 'dark') lastLightSkin = state.skin
  applyLayout(state)
  save(state)
  emit()
}

/** Back to the defaults (spec §9); the stored settings are removed. */
export function resetLayout(): void {
  state = { ...DEFAULT_LAYOUT }
  lastLightSkin = state.skin
  applyLayout(state)
  try {
    for (const key of [SKIN_KEY, MENU_COLLAPSED_KEY, LAYOUT_KEY]) localStorage.removeItem(key)
  } catch {
    // storage unavailable
  }
  emit()
}

/** The navbar's light/dark switch: dark, or back to the light skin used before (light, bordered, semi-dark). */
export function toggleDark(): void {
  setLayout({ skin: state.skin === 'dark' ? lastLightSkin : 'dark' })
}

function subscribe(fn: () => void) {
  listeners.add(fn)
  return () => {
    listeners.delete(fn)
  }
}

// Another tab changed the settings: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && ![SKIN_KEY, MENU_COLLAPSED_KEY, LAYOUT_KEY].includes(event.key)) return
    state = readLayout()
    applyLayout(state)
    emit()
  })
}

/** The layout settings; re-renders when they change. */
export function useLayout(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayout, () => DEFAULT_LAYOUT)
}
