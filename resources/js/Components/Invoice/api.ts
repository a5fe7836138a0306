/** The form's own JSON calls: the client picker's search and adding a client from the side panel. */
import { HttpError } from '@/lib/http'
import type { Client } from './types'

/** A refusal with the server's field errors (`{"error": {"fields"}}`). */
export class InvoiceApiError extends HttpError {
  constructor(
    status: number,
    url: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(status, url)
  }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } })
  if (!res.ok) {
    let fields: Record<string, string> = {}
    try {
      fields = ((await res.json()) as { error?: { fields?: Record<string, string> } }).error?.fields ?? {}
    } catch {
      // not JSON: the status says enough
    }
    throw new InvoiceApiError(res.status, url, fields)
  }
  return (await res.json()) as T
}

/** What the side panel sends to add a client. */
export interface ClientPayload {
  name: string
  company: string
  email: string
  address: string
  country: string
  contact: string
}

export const invoiceApi = {
  /** Up to 20 clients whose name or e-mail holds q. */
  clients: (q: string, signal?: AbortSignal) => call<Client[]>(`/apps/invoice/clients?q=${encodeURIComponent(q)}`, { signal }),
  addClient: (client: ClientPayload) =>
    call<{ client: Client }>('/apps/invoice/clients', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client }) }).then((b) => b.client),
}
