import { useMemo } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useLayout } from '@/lib/layout'
import { readPalette, type Palette } from './theme'

/** What a card's chart depends on besides its figures: words, language, direction and the skin's colours (re-read when the skin changes). */
export function useChartEnv(): { t: (key: string, options?: Record<string, unknown>) => string; lang: string; rtl: boolean; palette: Palette } {
  const { t, i18n } = useTranslation()
  const { skin, isRTL } = useLayout()
  const palette = useMemo(() => readPalette(skin), [skin])
  return { t, lang: i18n.language, rtl: isRTL, palette }
}

/** The translation keys' prefix of a card: "revenue-report" → "analytics.cards.revenueReport". */
export function cardKey(name: string): string {
  return `analytics.cards.${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`
}

/** The lists the cards lead to, by path, and the words of their links. */
const LISTS: [string, string][] = [
  ['/dashboard/analytics/activity', 'activity'],
  ['/coop/contact', 'contact'],
  ['/apps/invoice/list', 'invoices'],
  ['/apps/ecommerce/manage/orders', 'orders'],
  ['/apps/user/list', 'users'],
  ['/coop/clients', 'clients'],
  ['/coop/configuration', 'configuration'],
]

/** The translation key of the link to href's list ("See the invoices"); a general one for a list not known here. */
export function linkKey(href: string): string {
  const path = href.split(/[?#]/)[0] ?? ''
  const found = LISTS.find(([p]) => path === p || path.startsWith(`${p}/`))
  return `analytics.links.${found ? found[1] : 'list'}`
}
