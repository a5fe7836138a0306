import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { exists } from '@/lib/i18n'

/** One field of an audit entry: its value before and after (null when created or deleted). */
export interface AuditChange {
  field: string
  before: unknown
  after: unknown
}

/** One line of the audit log, as app/audit.Entry answers it in JSON. */
export interface AuditEntry {
  id: number
  at: string
  actorId: number
  actorName: string
  ip: string
  recordType: string
  recordId: number
  action: string
  changes: AuditChange[]
}

type T = (key: string, options?: Record<string, unknown>) => string

/** The record types the audit log knows, in the order the filter offers them (app/audit Record*). */
export const RECORD_TYPES = [
  'tiers',
  'membership',
  'application',
  'document',
  'contact',
  'staff',
  'change_request',
  'share_entry',
  'subscription',
  'movement',
  'interest_run',
  'settings',
] as const

/** A key's text, or the raw name when no translation exists: a new action or field still reads, if untranslated. */
function labelOr(t: T, key: string, raw: string): string {
  return exists(key) ? t(key) : raw
}

/**
 * The translated name of an action ("created", "updated", a transition…): the
 * record type's own word when it has one ("Fiche créée" for a tiers), else the
 * action's.
 */
export function actionLabel(t: T, action: string, recordType = ''): string {
  const own = `coop.audit.actions.${recordType}.${action}`
  return recordType && exists(own) ? t(own) : labelOr(t, `coop.audit.actions.${action}`, action)
}

const CATEGORY_FIELD = /^categories\.([^.]+)\.(.+)$/

/**
 * The translated name of a field (iban, postalCode…); a field of a category
 * of parts in the configuration ("categories.A.nominalCents") names the
 * category and its field.
 */
export function fieldLabel(t: T, field: string): string {
  const category = CATEGORY_FIELD.exec(field)
  if (category) {
    const [, code, own] = category
    return t('coop.audit.fields.categoryOf', { code, field: labelOr(t, `coop.audit.fields.categoryField.${own}`, own) })
  }
  return labelOr(t, `coop.audit.fields.${field}`, field)
}

/** The translated name of a record type (tiers, membership…). */
export const recordLabel = (t: T, type: string) => labelOr(t, `coop.audit.records.${type}`, type)

/** Fields whose values are codes, by record type and field: where their words are. */
const CODES: Record<string, string> = {
  'tiers.kind': 'coop.tiers.kinds',
  'tiers.civility': 'coop.tiers.civilities',
  'tiers.legalForm': 'coop.tiers.legalForms',
  'tiers.language': 'coop.tiers.languages',
  'document.kind': 'coop.tiers.documentKinds',
  'membership.status': 'coop.members.status',
  'membership.exitKind': 'coop.members.exitKinds',
  'share_entry.kind': 'coop.parts.kinds',
  'subscription.status': 'coop.parts.subscriptions.status',
  'movement.kind': 'coop.money.kinds',
  'movement.status': 'coop.money.statuses',
}

/** A code's word (a membership's status, a tiers' legal form…), or the value itself. */
function codeWord(t: T, recordType: string, field: string, value: unknown): string | undefined {
  const group = CODES[`${recordType}.${field}`]
  if (!group || typeof value !== 'string') return undefined
  return labelOr(t, `${group}.${value}`, value)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const GROUPED = new Set(['size', 'partsWished'])

/**
 * A value as people read it: empty as —, a code by its word (for the record
 * type's coded fields), amounts in cents as money, booleans as Oui/Non, days in the page's language, numbers grouped, an IBAN by groups of four (field names
 * which), anything structured as compact JSON.
 */
export function formatValue(t: T, value: unknown, lang: string, field = '', recordType = ''): string {
  if (value === null || value === undefined || value === '') return '—'
  const code = codeWord(t, recordType, field, value)
  if (code !== undefined) return code
  if (field === 'iban' && typeof value === 'string') return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
  if (typeof value === 'boolean') return value ? t('coop.audit.yes') : t('coop.audit.no')
  // Amounts are kept in cents and read as money.
  if (typeof value === 'number' && field.endsWith('Cents')) return formatMoney(value, lang)
  // Numbers are mostly ids and member numbers, read as written; counts are grouped.
  if (typeof value === 'number') return formatNumber(value, lang, GROUPED.has(field) ? {} : { useGrouping: false })
  if (typeof value === 'string') return DAY.test(value) ? formatDate(value, lang) : value
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => formatValue(t, v, lang, field)).join(', ')
  return JSON.stringify(value)
}
