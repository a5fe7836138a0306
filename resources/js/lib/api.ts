import { HttpError } from './http'

/**
 * The apps' JSON calls (chat, calendar, mail, invoices): same-origin fetch, and
 * a refusal read from the server's error body, `{"error": {"code", "message", "fields"}}`.
 * Kept apart from lib/http, which the sign-in pages load.
 */

/** A refused call: the status (0 when no answer came) and what the server said of it. */
export class ApiError extends HttpError {
  constructor(
    status: number,
    url: string,
    readonly code = '',
    readonly detail = '',
    readonly fields: Record<string, string> = {},
  ) {
    super(status, url)
  }
}

interface ServerText {
  key?: string
  params?: Record<string, unknown>
}

interface ErrorBody {
  error?: ServerText & { code?: string; message?: string; fields?: Record<string, string>; field_keys?: Record<string, ServerText> }
}

/** A text of the server as the pages' errors carry it ("server.key" or "server.key {params}"), for lib/serverText; english when it has no key. */
function encoded(text: ServerText | undefined, english = ''): string {
  if (!text?.key) return english
  return text.params && Object.keys(text.params).length > 0 ? `${text.key} ${JSON.stringify(text.params)}` : text.key
}

/**
 * The ApiError of an answer whose body was parsed (or could not be: undefined).
 * Its detail and fields are the server's texts by key, as lib/serverText shows
 * them in the reader's language (the English message when a text has no key).
 */
export function apiError(status: number, url: string, body: unknown): ApiError {
  const e = (body as ErrorBody | undefined)?.error ?? {}
  const fields: Record<string, string> = { ...e.fields }
  for (const [name, text] of Object.entries(e.field_keys ?? {})) fields[name] = encoded(text, fields[name])
  return new ApiError(status, url, e.code, encoded(e, e.message), fields)
}

/** fetch url for JSON: the parsed answer (undefined for 204), or an ApiError. */
export async function callJSON<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } })
  if (!res.ok) {
    let body: unknown
    try {
      body = await res.json()
    } catch {
      // not JSON (a proxy's page): the status says enough
    }
    throw apiError(res.status, url, body)
  }
  if (res.status === 204) return undefined as T
  return (await res.json()) as T
}

/** Sends body as JSON (POST unless said otherwise); answers as callJSON does. */
export function sendJSON<T>(url: string, body: unknown, method = 'POST'): Promise<T> {
  return callJSON<T>(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}
