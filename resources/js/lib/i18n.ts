import { useSyncExternalStore } from 'react'

/**
 * Translations: nested JSON per language from GET /i18n/{lng}.json (never
 * cached), `t(key, {name})` with `{{name}}` interpolation, English as the
 * fallback, the choice remembered in localStorage.
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
export const LANGUAGE_STORAGE_KEY = 'partage.language'

const codes: readonly string[] = LANGUAGES.map((l) => l.code)

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && codes.includes(value)
}

/** Language remembered in localStorage, or the default (en). */
export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(value) ? value : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
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

/** Loads the remembered language (and English, the fallback) once; later calls return the same promise. */
export function initI18n({ resources, lng }: { resources?: Resources; lng?: LanguageCode } = {}): Promise<void> {
  if (ready) return ready
  const wanted = lng ?? storedLanguage()
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

/** Switches the UI language and remembers the choice. */
export async function changeLanguage(lng: LanguageCode): Promise<void> {
  await load(lng)
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  activate(lng)
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
