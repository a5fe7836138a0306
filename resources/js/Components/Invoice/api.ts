/** The form's own JSON calls: the client picker's search and adding a client from the side panel. */
import { callJSON as call, sendJSON } from '@/lib/api'
import type { Client } from './types'

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
    sendJSON<{ client: Client }>('/apps/invoice/clients', { client }).then((b) => b.client),
}
