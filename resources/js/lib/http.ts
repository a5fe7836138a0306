/**
 * The few JSON calls the shell makes itself (search, bookmarks, notifications):
 * same-origin fetch, so the session cookie goes along.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url}: HTTP ${status}`)
  }
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } })
  if (!res.ok) throw new HttpError(res.status, url)
  if (res.status === 204) return undefined as T
  return (await res.json()) as T
}

/** GET url, answering its JSON. */
export function getJSON<T>(url: string, signal?: AbortSignal): Promise<T> {
  return call<T>(url, { signal })
}

/** POST a JSON body; answers the JSON reply (undefined for 204). */
export function postJSON<T = undefined>(url: string, body: unknown): Promise<T> {
  return call<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}
