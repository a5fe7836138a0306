import i18n, { t } from './i18n'

/**
 * A text that depends on a count: `key.one` or `key.other` (the languages of
 * Partage only need these two), with {{count}} and the other params.
 *   tCount('cart.items', 3) → "3 items"
 */
export function tCount(key: string, count: number, params: Record<string, unknown> = {}): string {
  const form = new Intl.PluralRules(i18n.language).select(count) === 'one' ? 'one' : 'other'
  return t(`${key}.${form}`, { ...params, count })
}
