import type { AuditEntry } from '../audit'

/** The audit page's state, all in its URL (controllers/coop_audit.go). */
export interface AuditFilter {
  [key: string]: string | number | boolean
  actor: number
  recordType: string
  recordId: number
  from: string
  to: string
  page: number
  perPage: number
  /** The log is always newest first; these keep the table toolkit's shape. */
  sortBy: string
  sortDesc: boolean
}

/** A person the filter offers (the staff, and a filtered member). */
export interface AuditActor {
  id: number
  name: string
  role: string
}

export interface AuditOptions {
  actors: AuditActor[]
  recordTypes: string[]
  perPages: number[]
}

/** The props of Pages/Coop/Audit. */
export interface AuditProps {
  entries: AuditEntry[]
  total: number
  filter: Partial<AuditFilter>
  options: AuditOptions
}

export const AUDIT_PATH = '/coop/audit'

export const AUDIT_DEFAULTS: AuditFilter = { actor: 0, recordType: '', recordId: 0, from: '', to: '', page: 1, perPage: 25, sortBy: '', sortDesc: false }

/** The server's filter with the defaults filled in. */
export const normalizeAuditFilter = (raw: Partial<AuditFilter> | undefined): AuditFilter => ({ ...AUDIT_DEFAULTS, ...(raw ?? {}), sortBy: '', sortDesc: false })

/** The page of a record an entry is about, when it has one. */
export function recordPath(type: string, id: number): string | null {
  switch (type) {
    case 'tiers':
    case 'document':
      return `/coop/tiers/${id}`
    case 'membership':
      return `/coop/membres/${id}`
    case 'contact':
      return `/coop/contact/${id}`
    default:
      return null
  }
}
