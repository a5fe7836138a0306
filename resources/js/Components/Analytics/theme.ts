import type { ApexOptions } from 'apexcharts'
import type { Skin } from '@/lib/layout'

/**
 * What every chart shares: the skin's colours (read from the CSS variables
 * the skins set on <html>, so a chart drawn after a skin change takes the new
 * ones), month and day names of the page's language for ApexCharts, and the
 * mirroring of a right-to-left page (ApexCharts has no right-to-left mode:
 * the series are reversed and the value axis moves to the right).
 */

/** The colours a chart draws with. */
export interface Palette {
  mode: 'light' | 'dark'
  text: string
  muted: string
  line: string
  surface: string
  primary: string
  info: string
  success: string
  warning: string
  danger: string
}

/** The light skin's values: used when the variables cannot be read (tests, a page without the stylesheet). */
const LIGHT: Omit<Palette, 'mode'> = {
  text: '#5d596c',
  muted: '#6d6b77',
  line: '#e6e6e8',
  surface: '#ffffff',
  primary: '#7367f0',
  info: '#0089a3',
  success: '#1f8a4c',
  warning: '#b86e00',
  danger: '#d63031',
}

/**
 * The skin's colours. Semi-dark darkens the menu only: its content, where
 * the charts are, is light. The skin is a parameter so that callers
 * recompute when it changes.
 */
export function readPalette(skin: Skin): Palette {
  const mode = skin === 'dark' ? 'dark' : 'light'
  if (typeof document === 'undefined') return { mode, ...LIGHT }
  const style = getComputedStyle(document.documentElement)
  const read = (name: keyof typeof LIGHT) => style.getPropertyValue(`--p-${name}`).trim() || LIGHT[name]
  return {
    mode,
    text: read('text'),
    muted: read('muted'),
    line: read('line'),
    surface: read('surface'),
    primary: read('primary'),
    info: read('info'),
    success: read('success'),
    warning: read('warning'),
    danger: read('danger'),
  }
}

/** A tone of the palette, by name. */
export type Tone = 'primary' | 'info' | 'success' | 'warning' | 'danger'

/** Month and day names of lang, from Intl, in ApexCharts' shape. */
export function apexLocale(lang: string): { name: string; options: { months: string[]; shortMonths: string[]; days: string[]; shortDays: string[] } } {
  const names = (options: Intl.DateTimeFormatOptions, count: number, date: (i: number) => Date) => {
    const f = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' })
    return Array.from({ length: count }, (_, i) => f.format(date(i)))
  }
  const month = (i: number) => new Date(Date.UTC(2026, i, 15))
  // 2026-03-01 is a Sunday: ApexCharts' weeks start there.
  const day = (i: number) => new Date(Date.UTC(2026, 2, 1 + i))
  return {
    name: lang,
    options: {
      months: names({ month: 'long' }, 12, month),
      shortMonths: names({ month: 'short' }, 12, month),
      days: names({ weekday: 'long' }, 7, day),
      shortDays: names({ weekday: 'short' }, 7, day),
    },
  }
}

/** Items in reading order: reversed in a right-to-left page, so time runs from right to left. */
export function mirror<T>(items: readonly T[], rtl: boolean): T[] {
  return rtl ? [...items].reverse() : [...items]
}

/** Whether the reader asked for less motion. */
function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The options every chart starts from: no toolbar, zoom or built-in legend
 * (the cards write their own legend and figures in HTML, which follow the
 * page's direction and language), the skin's colours and the language's
 * names. Screen readers get each card's title, a description and the table of
 * its figures (Chart.tsx hides the drawing itself from them).
 */
export function baseOptions(p: Palette, lang: string): ApexOptions {
  const locale = apexLocale(lang)
  return {
    chart: {
      fontFamily: 'inherit',
      foreColor: p.muted,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      selection: { enabled: false },
      animations: { enabled: !reducedMotion() },
      locales: [locale],
      defaultLocale: locale.name,
      parentHeightOffset: 0,
      redrawOnParentResize: true,
    },
    theme: { mode: p.mode },
    grid: { borderColor: p.line, strokeDashArray: 4, padding: { top: 0, left: 8, right: 8, bottom: 0 } },
    tooltip: { theme: p.mode },
    dataLabels: { enabled: false },
    legend: { show: false },
    stroke: { curve: 'monotoneCubic', width: 2.5 },
    states: { active: { filter: { type: 'none' } } },
  }
}
