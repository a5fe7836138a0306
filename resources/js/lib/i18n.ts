import { useSyncExternalStore } from 'react'
import { postJSON } from './http'

/**
 * Translations: nested JSON per language from GET /i18n/{lng}.json (never
 * cached), `t(key, {name})` with `{{name}}` interpolation, English as the
 * fallback.
 *
 * The server decides the language (the account's, the switcher's choice kept
 * in the browser, Accept-Language, DEFAULT_LANGUAGE: controllers/language.go)
 * and writes it in `<html lang>`, so the first paint is in it; the client
 * starts there, follows the `language` prop of the pages the server sends,
 * and saves the switcher's choice with POST /api/language. `i18n.language` is
 * the one current language every formatter reads.
 *
 * A few dozen lines instead of i18next + react-i18next + their HTTP backend:
 * those three weigh 21 KB gzip, which the 100 KB budget of the login page
 * cannot carry beside React and Inertia. `useTranslation()` keeps
 * react-i18next's shape, so pages read the same either way.
 */

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']

export const DEFAULT_LANGUAGE: LanguageCode = 'en'
/** Where older versions kept the choice, per browser; read once to carry it over (see adoptStoredChoice). */
export const LANGUAGE_STORAGE_KEY = 'partage.language'

/** Where the page's language comes from (the server's `language` shared prop). */
export type LanguageSource = 'account' | 'browser' | 'accept-language' | 'default'

/** The `language` shared prop: the page's language and where it comes from. */
export interface PageLanguage {
  code: LanguageCode
  source: LanguageSource
}

const codes: readonly string[] = LANGUAGES.map((l) => l.code)

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && codes.includes(value)
}

/** The language the server wrote in `<html lang>`, or the default (en). */
export function pageLanguage(): LanguageCode {
  const value = typeof document === 'undefined' ? '' : document.documentElement.lang
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

export type Messages = { [key: string]: string | Messages }
export type Resources = Partial<Record<LanguageCode, { translation: Messages }>>
export type TOptions = Record<string, unknown> & { defaultValue?: string }

const loaded: Partial<Record<LanguageCode, Messages>> = {}
const listeners = new Set<() => void>()
let language: LanguageCode = DEFAULT_LANGUAGE
let version = 0

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** The loaded texts of lng (English by default, always loaded once ready), placeholders unfilled; for lib/serverText's index. */
export const loadedTexts = (lng: LanguageCode = DEFAULT_LANGUAGE): Readonly<Messages> | undefined => loaded[lng]

/** Whether key has a text in the current language or the fallback. */
export function exists(key: string): boolean {
  return lookup(loaded[language], key) !== undefined || lookup(loaded[DEFAULT_LANGUAGE], key) !== undefined
}

/** The text of key in the current language, falling back to English, then to defaultValue, then to the key. */
export function t(key: string, options: TOptions = {}): string {
  const text = lookup(loaded[language], key) ?? lookup(loaded[DEFAULT_LANGUAGE], key) ?? options.defaultValue ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole))
}

async function load(lng: LanguageCode): Promise<void> {
  if (loaded[lng]) return
  const res = await fetch(`/i18n/${lng}.json`, { cache: 'no-store', headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`translations ${lng}: HTTP ${res.status}`)
  loaded[lng] = (await res.json()) as Messages
}

function activate(lng: LanguageCode) {
  language = lng
  version++
  if (typeof document !== 'undefined') document.documentElement.lang = lng
  listeners.forEach((fn) => fn())
}

let ready: Promise<void> | null = null

/** Loads the page's language (and English, the fallback) once; later calls return the same promise. */
export function initI18n({ resources, lng }: { resources?: Resources; lng?: LanguageCode } = {}): Promise<void> {
  if (ready) return ready
  const wanted = lng ?? pageLanguage()
  if (resources) {
    for (const [code, bundle] of Object.entries(resources)) loaded[code as LanguageCode] = bundle?.translation
    activate(wanted)
    ready = Promise.resolve()
    return ready
  }
  ready = Promise.all([load(DEFAULT_LANGUAGE), wanted === DEFAULT_LANGUAGE ? null : load(wanted).catch(() => undefined)]).then(
    () => activate(loaded[wanted] ? wanted : DEFAULT_LANGUAGE),
  )
  return ready
}

/** Switches the UI language (loading its texts first); the choice is not saved: see chooseLanguage. */
export async function changeLanguage(lng: LanguageCode): Promise<void> {
  await load(lng)
  activate(lng)
}

// The switcher's choices not yet saved: meanwhile the pages' props still carry the former language.
let saving = 0

/**
 * The switcher's choice: the UI switches at once, and the server keeps it
 * (in this browser, and on the account when signed in) so that the next pages
 * and the next sign-in are in it. Rejects when the texts or the saving failed;
 * the UI stays in lng for this page either way once its texts are loaded.
 */
export async function chooseLanguage(lng: LanguageCode): Promise<void> {
  saving++
  try {
    await changeLanguage(lng)
    await postJSON('/api/language', { language: lng })
  } finally {
    saving--
  }
}

/**
 * Follows the language of a page the server sent (its `language` prop): after
 * signing in, the account's. Ignored while a choice of the switcher is being
 * saved (the page may predate it) and when the texts cannot be loaded.
 */
export async function followPageLanguage(prop: unknown): Promise<void> {
  const code = (prop as Partial<PageLanguage> | null | undefined)?.code
  if (saving > 0 || !isLanguage(code) || code === language) return
  await changeLanguage(code).catch(() => undefined)
}

/**
 * Carries over a choice older versions kept in this browser's localStorage,
 * once: when the server had no choice of the person (its language came from
 * Accept-Language or the default), the old choice is chosen again, and so
 * saved where choices live now. The old entry is removed either way.
 */
export async function adoptStoredChoice(prop: unknown): Promise<void> {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (stored !== null) window.localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return // storage unavailable: nothing was kept there
  }
  const source = (prop as Partial<PageLanguage> | null | undefined)?.source
  if (!isLanguage(stored) || source === 'account' || source === 'browser' || stored === language) return
  await chooseLanguage(stored).catch(() => undefined)
}

const i18n = {
  get language() {
    return language
  },
  get resolvedLanguage() {
    return language
  },
  changeLanguage,
  exists,
  t,
}

function subscribe(fn: () => void) {
  listeners.add(fn)
  return () => {
    listeners.delete(fn)
  }
}

/** Re-renders the component when the language changes; returns t and the i18n object. */
export function useTranslation() {
  useSyncExternalStore(subscribe, () => version, () => version)
  return { t, i18n }
}

export default i18n
