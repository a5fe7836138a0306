/** The words of the user view's timeline: what happened (users.activity.<kind>) with its details. */
import { formatList } from '@/lib/format'
import { t } from '@/lib/i18n'
import { fieldLabel, planLabel, roleLabel, statusLabel } from './labels'
import type { Activity } from './types'

/** How a kind's from/to codes are worded. */
const CODES: Record<string, (code: string) => string> = { status: statusLabel, role: roleLabel, plan: planLabel }

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The changed fields, in words: "e-mail, company and country". */
export function fieldList(fields: unknown, lang: string): string {
  const names = Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string').map(fieldLabel) : []
  return formatList(names, lang)
}

/** One event of the timeline as a sentence. */
export function describeActivity(activity: Pick<Activity, 'kind' | 'params'>, lang: string): string {
  const params = activity.params ?? {}
  const word = CODES[activity.kind] ?? ((code: string) => code)
  const values = {
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, text(v)])),
    fields: fieldList(params.fields, lang),
    from: word(text(params.from)),
    to: word(text(params.to)),
  }
  if (activity.kind === 'updated' && !values.fields) return t('users.activity.updatedNothing')
  // Signing out every other device is one event with its counts, not one device.
  const kind = activity.kind === 'signed_out_device' && params.others ? 'signed_out_others' : activity.kind
  return t(`users.activity.${kind}`, { ...values, defaultValue: activity.kind })
}

/** The tone of the timeline's dot for a kind. Full class names, so Tailwind sees them. */
export const ACTIVITY_TONE: Record<string, string> = {
  created: 'bg-success',
  signed_in: 'bg-info',
  updated: 'bg-primary',
  status: 'bg-warning',
  avatar: 'bg-primary',
  deleted_avatar: 'bg-danger',
  role: 'bg-warning',
  plan: 'bg-success',
  information: 'bg-info',
  social: 'bg-info',
  password: 'bg-warning',
  twostep_enabled: 'bg-success',
  twostep_disabled: 'bg-danger',
  recovery_codes: 'bg-warning',
  signed_out_device: 'bg-info',
  email_changed: 'bg-primary',
}
