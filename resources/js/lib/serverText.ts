import i18n, { DEFAULT_LANGUAGE, loadedTexts, t, type Messages } from './i18n'

/**
 * The server's messages (field errors and the like) in the UI language.
 *
 * The Go server words them in English, which the JSON API keeps. Each one the
 * server is known to send has a key under `serverMessages` in the translation
 * files whose English text is the server's sentence, numbers replaced by
 * placeholders: {{n}} for one, {{n1}}, {{n2}}… in order for several
 * ("Tax is a percentage from {{n1}} to {{n2}}, like {{n3}} or {{n4}}.").
 * The numbers come back as the reader writes them ("5,000" is "5 000" in
 * French); two carry an e-mail address as {{value}}. Any other message is
 * shown as sent.
 *
 * Called where a message is shown (the field components, the panels' own
 * error lines), so that a change of language re-words what is on screen; the
 * hooks and helpers that collect a form's errors keep them as sent. Text
 * already in the UI language passes through unchanged. The sign-in pages use
 * it through lib/deferredServerText, which keeps it out of their first load.
 */

const SECTION = 'serverMessages'

/** A number as the server writes it: 120, 5,000, 1,000,000, 99.90. */
const NUMBER = /\d+(?:[.,]\d+)*/g
const NUMBER_SOURCE = NUMBER.source
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
const NUMBER_NAME = /^n\d*$/

interface Pattern {
  key: string
  re: RegExp
  names: string[]
}

interface Index {
  /** Template (numbers as placeholders) → key. */
  exact: Map<string, string>
  /** Templates holding a {{value}}, matched as a whole. */
  patterns: Pattern[]
}

let built: { source: Readonly<Messages>; index: Index } | undefined

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function buildIndex(source: Readonly<Messages>): Index {
  const exact = new Map<string, string>()
  const patterns: Pattern[] = []
  for (const [key, text] of Object.entries(source)) {
    if (typeof text !== 'string') continue
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string)
    if (names.every((name) => NUMBER_NAME.test(name))) {
      exact.set(text.replace(PLACEHOLDER, (_, name: string) => `{{${name}}}`), key)
      continue
    }
    const body = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? escape(part) : NUMBER_NAME.test(part) ? `(${NUMBER_SOURCE})` : '(.+)'))
      .join('')
    patterns.push({ key, re: new RegExp(`^${body}$`, 's'), names })
  }
  return { exact, patterns }
}

/** The index of the English sentences, rebuilt if the English texts were reloaded. */
function index(): Index | undefined {
  const source = loadedTexts()?.[SECTION]
  if (!source || typeof source === 'string') return undefined
  if (built?.source !== source) built = { source, index: buildIndex(source) }
  return built.index
}

/**
 * A number the server wrote (English: "5,000", "120.50") as readers of lng
 * write it ("5 000", "120,50" in French). Numbers without separators stay as
 * written, so the parts of a date ("2026-12-31") keep their digits.
 */
function localNumber(text: string, lng: string): string {
  if (lng === DEFAULT_LANGUAGE || !/[.,]/.test(text)) return text
  const [whole = '', fraction = '', ...rest] = text.split('.')
  if (rest.length > 0) return text
  const value = Number(`${whole.replace(/,/g, '')}.${fraction || '0'}`)
  if (!Number.isFinite(value)) return text
  try {
    return new Intl.NumberFormat(lng, { minimumFractionDigits: fraction.length, maximumFractionDigits: fraction.length }).format(value)
  } catch {
    return text
  }
}

/** message in the UI language when the server is known to send it; any other message unchanged. */
export function serverText(message: string): string {
  if (!message) return message
  const found = index()
  if (!found) return message
  const lng = i18n.language

  const numbers = message.match(NUMBER) ?? []
  const names = numbers.length === 1 ? ['n'] : numbers.map((_, i) => `n${i + 1}`)
  let at = 0
  const template = message.replace(NUMBER, () => `{{${names[at++]}}}`)
  const key = found.exact.get(template)
  if (key) {
    const params = Object.fromEntries(numbers.map((number, i) => [names[i] as string, localNumber(number, lng)]))
    return t(`${SECTION}.${key}`, params)
  }

  for (const { key: patternKey, re, names: parts } of found.patterns) {
    const match = re.exec(message)
    if (!match) continue
    const params = Object.fromEntries(
      parts.map((name, i) => {
        const value = match[i + 1] ?? ''
        return [name, NUMBER_NAME.test(name) ? localNumber(value, lng) : value]
      }),
    )
    return t(`${SECTION}.${patternKey}`, params)
  }
  return message
}
