/**
 * The form's conversions: amounts in euros as people type them to integer
 * cents and back, a rate in percent to basis points and back, and the whole
 * form (its numbers as typed) to the settings the server takes.
 */
import { parseAmount, parseRate } from '@/Components/Coop/Money/amount'
import type { Category, Settings } from './types'

/** A category as the form edits it: its numbers as typed. */
export interface CategoryDraft extends Omit<Category, 'nominalCents' | 'minPerHolder' | 'maxPerHolder'> {
  /** A key of its own, so that removing a row keeps the others' inputs. */
  key: string
  nominal: string
  min: string
  max: string
}

/** The form: the settings with their amounts and rate as typed. */
export interface Draft extends Omit<Settings, 'categories' | 'approvals' | 'interest' | 'analytics' | 'updatedAt' | 'updatedBy'> {
  categories: CategoryDraft[]
  secondAbove: string
  interestCap: string
  retentionDays: string
  goal: string
}

/** cents as an amount in euros to edit, in lang's decimal mark: 5000 → "50", 12345 → "123,45" in French. */
export function centsToText(cents: number, lang: string): string {
  const whole = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  if (rest === 0) return String(whole)
  const mark = new Intl.NumberFormat(lang).format(1.5).replace(/\d/g, '') || '.'
  return `${whole}${mark}${String(rest).padStart(2, '0')}`
}

/** An amount in euros as typed to cents; zero is allowed, null when it is not an amount. */
export function textToCents(text: string, lang: string): number | null {
  const parsed = parseAmount(text, lang)
  if (parsed.cents !== undefined) return parsed.cents
  if (parsed.problem === 'positive' && !text.includes('-')) return 0
  return null
}

/** Basis points as a percent to edit: 400 → "4", 450 → "4,5" in French. */
export function bpToText(bp: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(bp / 100)
}

/** A percent as typed ("4,5", "4.5 %") to basis points (450); null when it is not one. */
export const textToBp = (text: string): number | null => parseRate(text)

/** A whole number of parts as typed; null when it is not one. */
export function textToCount(text: string): number | null {
  const s = text.trim()
  if (s === '') return 0
  return /^-?\d{1,12}$/.test(s) ? Number(s) : null
}

let serial = 0
/** A fresh key for a row of the form. */
export const rowKey = () => `row-${++serial}`

/** The form of settings, in lang's writing. */
export function draftOf(s: Settings, lang: string): Draft {
  const { categories, approvals, interest, analytics, updatedAt: _at, updatedBy: _by, ...rest } = s
  return {
    ...rest,
    requiredDocuments: [...s.requiredDocuments],
    categories: categories.map(({ nominalCents, minPerHolder, maxPerHolder, ...c }) => ({
      ...c,
      key: rowKey(),
      nominal: centsToText(nominalCents, lang),
      min: String(minPerHolder),
      max: String(maxPerHolder),
    })),
    secondAbove: centsToText(approvals.secondAboveCents, lang),
    interestCap: bpToText(interest.capBasisPoints, lang),
    retentionDays: String(analytics.retentionDays),
    goal: analytics.goalCents ? centsToText(analytics.goalCents, lang) : '',
  }
}

/** The settings the form says, or the fields whose numbers cannot be read (by the server's names for them). */
export type Converted = { settings: Omit<Settings, 'updatedAt' | 'updatedBy'>; invalid?: undefined } | { settings?: undefined; invalid: string[] }

/** The settings of the form: its numbers read, or the fields that are not numbers. */
export function settingsOf(d: Draft, lang: string): Converted {
  const invalid: string[] = []
  const read = <T>(value: T | null, field: string): T => {
    if (value === null) invalid.push(field)
    return (value ?? 0) as T
  }
  const categories = d.categories.map(({ key: _key, nominal, min, max, ...c }, i) => ({
    ...c,
    nominalCents: read(textToCents(nominal, lang), `categories.${i}.nominalCents`),
    minPerHolder: read(textToCount(min), `categories.${i}.minPerHolder`),
    maxPerHolder: read(textToCount(max), `categories.${i}.maxPerHolder`),
  }))
  const secondAboveCents = read(textToCents(d.secondAbove, lang), 'approvals.secondAboveCents')
  const capBasisPoints = read(textToBp(d.interestCap), 'interest.capBasisPoints')
  const retentionDays = read(textToCount(d.retentionDays), 'analytics.retentionDays')
  const goalCents = read(d.goal.trim() === '' ? 0 : textToCents(d.goal, lang), 'analytics.goalCents')
  if (invalid.length) return { invalid }
  const { secondAbove: _s, interestCap: _i, retentionDays: _r, goal: _g, ...rest } = d
  return { settings: { ...rest, categories, approvals: { secondAboveCents }, interest: { capBasisPoints }, analytics: { retentionDays, goalCents } } }
}
