import i18n, { exists, t } from './i18n'

/**
 * The server's messages (field errors, refusals) in the UI language.
 *
 * The server sends a text as a key of the `server` section of the translation
 * files and its parameters, encoded in one string because the pages' errors
 * are strings: the key alone (`server.titleRequired`), or the key, one space
 * and the parameters as JSON (`server.titleTooLong {"max":200}`); lib/api
 * encodes a JSON answer's {key, params} the same way. Numbers are written the
 * reader's way (`5 000` in French), a parameter whose name starts with
 * "amount" as euros; other values as sent. Anything else (a message worded by
 * the front end itself) is shown as it is.
 *
 * Called where a message is shown (the field components, the panels' own
 * error lines), so that a change of language re-words what is on screen. The
 * sign-in pages use it through lib/deferredServerText, which keeps it out of
 * their first load.
 */

const ENCODED = /^(server\.\w+)(?: (\{.*\}))?$/s

/** value as readers of lng write it. */
function localValue(name: string, value: unknown, lng: string): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value
  try {
    const options: Intl.NumberFormatOptions = name.startsWith('amount') ? { style: 'currency', currency: 'EUR' } : {}
    return new Intl.NumberFormat(lng, options).format(value)
  } catch {
    return String(value)
  }
}

/** message in the UI language when it is a text of the server; any other message unchanged. */
export function serverText(message: string): string {
  const found = ENCODED.exec(message ?? '')
  if (!found || !exists(found[1] as string)) return message
  let params: Record<string, unknown> = {}
  if (found[2]) {
    try {
      const parsed: unknown = JSON.parse(found[2])
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) params = parsed as Record<string, unknown>
    } catch {
      return message
    }
  }
  const lng = i18n.language
  return t(found[1] as string, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, localValue(name, value, lng)])))
}
