import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fr from '../../lang/fr.json'

vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => ({ props: {}, url: '/dashboard/analytics', component: 'Dashboard/Analytics' }),
  Head: () => null,
}))

/** ApexCharts needs a real browser's SVG measurements: the chart module is replaced by one that shows what it was given. */
const drawn = vi.hoisted(() => ({ last: new Map<string, { type: string; series: unknown; options: Record<string, any> }>() }))
vi.mock('../Components/Analytics/ApexChart', () => ({
  default: ({ type, series, options }: { type: string; series: unknown; options: Record<string, any> }) => {
    const key = `${type}:${JSON.stringify(options?.colors ?? [])}:${JSON.stringify(series).slice(0, 40)}`
    drawn.last.set(key, { type, series, options })
    return <div data-testid="apex" data-type={type} data-mode={options?.theme?.mode} data-series={JSON.stringify(series)} data-categories={JSON.stringify(options?.xaxis?.categories ?? [])} data-opposite={String(Boolean(options?.yaxis?.opposite))} />
  },
}))

import { timeChart } from '../Components/Analytics/charts'
import { csvCell, csvFileName, euros, seriesTable, toCsv } from '../Components/Analytics/csv'
import { orderedStatuses } from '../Components/Analytics/EcommerceCards'
import { bucketLabel, duration, formatChange, trendOf } from '../Components/Analytics/figures'
import { customErrors, periodParams } from '../Components/Analytics/period'
import { apexLocale, mirror, readPalette } from '../Components/Analytics/theme'
import type { AnalyticsCards, DashboardProps, EcommerceCards, Period } from '../Components/Analytics/types'
import { linkKey } from '../Components/Analytics/useChartEnv'
import { changeLanguage } from '../lib/i18n'
import { resetLayout, setLayout } from '../lib/layout'
import Analytics from '../Pages/Dashboard/Analytics'
import Ecommerce from '../Pages/Dashboard/Ecommerce'

const PERIOD: Period = { key: '7d', from: '2026-11-19', to: '2026-11-25', unit: 'day' }
const DAYS = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']
const ZEROS = [0, 0, 0, 0, 0, 0, 0]
const ACTIVITY = '/dashboard/analytics/activity'

function analyticsCards(over: Partial<AnalyticsCards> = {}): AnalyticsCards {
  return {
    'avg-sessions': { average: 12.4, total: 87, change: 12.5, labels: DAYS, series: [{ name: 'sessions', data: [10, 12, 9, 15, 14, 13, 14] }], href: ACTIVITY },
    'site-traffic': {
      total: 1234,
      change: -3.2,
      labels: DAYS,
      series: [{ name: 'visits', data: [150, 170, 160, 190, 180, 200, 184] }],
      topRoutes: [
        { route: '/apps/invoice/list', visits: 420 },
        { route: '/apps/user/view/{id:[0-9]+}', visits: 300 },
      ],
      href: ACTIVITY,
    },
    'active-users': { total: 23, averageDaily: 7.5, change: null, labels: DAYS, series: [{ name: 'active', data: [7, 8, 6, 9, 8, 7, 8] }], href: ACTIVITY },
    'sessions-device': {
      total: 87,
      devices: [
        { device: 'mobile', sessions: 30, percent: 34.5 },
        { device: 'desktop', sessions: 50, percent: 57.5 },
        { device: 'tablet', sessions: 7, percent: 8 },
      ],
      href: ACTIVITY,
    },
    'support-tracker': { total: 12, new: 3, open: 4, closed: 5, firstReplyMinutes: 200, answeredPercent: 75, href: '/coop/contact' },
    subscribers: { total: 0, change: null, labels: DAYS, series: [{ name: 'subscribers', data: ZEROS }], href: '/apps/user/list' },
    ...over,
  }
}

function ecommerceCards(over: Partial<EcommerceCards> = {}): EcommerceCards {
  return {
    'revenue-report': {
      labels: DAYS,
      series: [
        { name: 'invoiced', data: [120_050, 0, 30_000, 0, 0, 99_999, 1] },
        { name: 'collected', data: [100_000, 5, 0, 0, 0, 0, 0] },
      ],
      totals: { invoiced: 250_050, collected: 100_005 },
      href: '/apps/invoice/list',
    },
    'goal-overview': { configured: false, goalCents: 0, collectedCents: 100_005, percent: null, href: '/coop/configuration' },
    revenue: {
      totalCents: 100_005,
      change: 0,
      labels: DAYS,
      series: [
        { name: 'invoices', data: [100_000, 0, 0, 0, 0, 0, 0] },
        { name: 'shop', data: [0, 5, 0, 0, 0, 0, 0] },
      ],
      href: '/apps/invoice/list',
    },
    'product-orders': { total: 9, byStatus: { cancelled: 1, delivered: 2, placed: 3, paid: 2, shipped: 1 }, href: '/apps/ecommerce/manage/orders' },
    customers: { total: 0, new: 0, returning: 0, href: '/coop/clients' },
    'orders-bar-chart': { total: 9, change: 50, labels: DAYS, series: [{ name: 'orders', data: [1, 2, 0, 3, 1, 1, 1] }], href: '/apps/ecommerce/manage/orders' },
    'profit-line-chart': { totalCents: -2_500, change: -120, labels: DAYS, series: [{ name: 'net', data: [0, 0, -2_500, 0, 0, 0, 0] }], href: '/apps/invoice/list' },
    sales: { totalCents: 45_600, count: 8, change: 10, labels: DAYS, series: [{ name: 'sales', data: [5_000, 10_000, 0, 20_000, 600, 5_000, 5_000] }], href: '/apps/ecommerce/manage/orders' },
    'statistics-revenue': { totalCents: 250_050, change: 4.1, labels: DAYS, series: [{ name: 'invoiced', data: [120_050, 0, 30_000, 0, 0, 99_999, 1] }], href: '/apps/invoice/list' },
    orders: { total: 9, change: 50, labels: DAYS, series: [{ name: 'orders', data: [1, 2, 0, 3, 1, 1, 1] }], href: '/apps/ecommerce/manage/orders' },
    ...over,
  }
}

const props = <C,>(cards: C, over: Partial<DashboardProps<C>> = {}): DashboardProps<C> => ({
  period: PERIOD,
  today: '2026-11-25',
  rolledAt: new Date().toISOString(),
  cards,
  periodError: null,
  ...over,
})

const card = (name: string) => document.querySelector(`[data-card="${name}"]`) as HTMLElement
const valueOf = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.getAttribute('data-value')

/** The CSV text a card's "Download CSV" hands the browser, and the file's name. */
async function downloadOf(name: string): Promise<{ file: string; text: string; bytes: Uint8Array }> {
  let blob: Blob | undefined
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:x'), revokeObjectURL: () => undefined }))
  let file = ''
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    file = this.download
  })
  fireEvent.click(within(card(name)).getByRole('button', { name: /^Download CSV/ }))
  click.mockRestore()
  expect(blob, 'a file was made').toBeTruthy()
  const bytes = new Uint8Array(await blob!.arrayBuffer())
  return { file, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), bytes }
}

beforeEach(() => drawn.last.clear())
afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetLayout()
  await changeLanguage('en')
})

describe('the CSV of a chart', () => {
  it('writes euros with a dot and two decimals, from integer cents', () => {
    expect([euros(0), euros(5), euros(123_456), euros(-1_234), euros(-5), euros(100)]).toEqual(['0.00', '0.05', '1234.56', '-12.34', '-0.05', '1.00'])
  })

  it('quotes cells that need it and keeps text from being read as a formula', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('-12.34')).toBe('-12.34')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell('/apps/user/view/{id:[0-9]+}')).toBe('/apps/user/view/{id:[0-9]+}')
  })

  it('has a byte order mark, a header of the unit and the series, one CRLF line a label', () => {
    const table = seriesTable(['2026-11-01', '2026-11-02'], [{ name: 'invoiced', data: [120_050, 7] }, { name: 'collected', data: [0, -250] }], 'day', true)
    expect(toCsv(table)).toBe('\ufeffday,invoiced_eur,collected_eur\r\n2026-11-01,1200.50,0.00\r\n2026-11-02,0.07,-2.50\r\n')
    const counts = seriesTable(['2026-01', '2026-02'], [{ name: 'orders', data: [3] }], 'month', false)
    expect(toCsv(counts)).toBe('\ufeffmonth,orders\r\n2026-01,3\r\n2026-02,0\r\n')
    expect(csvFileName('revenue-report', PERIOD)).toBe('revenue-report_7d_2026-11-19_2026-11-25.csv')
  })
})

describe('figures', () => {
  it('writes a change with its sign in the language, and tells when there is nothing to compare', () => {
    expect(formatChange(12.5, 'en')).toBe('+12.5%')
    expect(formatChange(-3, 'en')).toBe('-3%')
    expect(formatChange(12.5, 'fr')).toBe('+12,5\u00a0%')
    expect(formatChange(0, 'en')).toBe('0%')
    expect(formatChange(null, 'en')).toBe('')
    expect([trendOf(1), trendOf(-0.1), trendOf(0), trendOf(null)]).toEqual(['up', 'down', 'flat', 'none'])
  })

  it('writes days and months of the axis and the tooltip in the four languages', () => {
    expect(bucketLabel('2026-11-03', 'day', 'en')).toBe('Nov 3')
    expect(bucketLabel('2026-11-03', 'day', 'fr')).toBe('3 nov.')
    expect(bucketLabel('2026-11-03', 'day', 'de')).toBe('3. Nov.')
    expect(bucketLabel('2026-11-03', 'day', 'pt')).toBe('3 de nov.')
    expect(bucketLabel('2026-03', 'month', 'fr', true)).toBe('mars 2026')
    expect(bucketLabel('2026-03', 'month', 'de', true)).toBe('März 2026')
    expect(bucketLabel('2026-03', 'month', 'pt', true)).toBe('março de 2026')
    expect(apexLocale('fr').options.months[2]).toBe('mars')
    expect(apexLocale('de').options.shortDays[0]).toBe('So')
    expect(duration(45, 'en')).toBe('45m')
    expect(duration(200, 'en')).toBe('3h 20m')
  })

  it('checks a custom period as the server does', () => {
    const today = '2026-11-25'
    expect(customErrors('2026-11-01', '2026-11-25', today)).toEqual({})
    expect(customErrors('', '2026-11-25', today)).toEqual({ from: 'analytics.period.errors.day' })
    expect(customErrors('2026-02-30', '2026-11-25', today)).toEqual({ from: 'analytics.period.errors.day' })
    expect(customErrors('2026-11-01', '2026-11-26', today)).toEqual({ to: 'analytics.period.errors.future' })
    expect(customErrors('2026-11-20', '2026-11-10', today)).toEqual({ from: 'analytics.period.errors.order' })
    expect(customErrors('2023-11-24', '2026-11-25', today)).toEqual({ from: 'analytics.period.errors.tooLong' })
    expect(customErrors('2023-11-25', '2026-11-24', today)).toEqual({})
    expect(periodParams({ period: '7d', from: 'x', to: 'y' })).toEqual({ period: '7d' })
    expect(periodParams({ period: 'custom', from: '2026-01-01', to: '2026-02-01' })).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-02-01' })
  })

  it('names the list behind a card by its path', () => {
    expect(linkKey('/apps/invoice/list')).toBe('analytics.links.invoices')
    expect(linkKey('/coop/contact?status=new')).toBe('analytics.links.contact')
    expect(linkKey('/somewhere/else')).toBe('analytics.links.list')
    expect(orderedStatuses({ zeta: 1, cancelled: 1, placed: 2 })).toEqual(['placed', 'cancelled', 'zeta'])
  })
})

describe('chart options', () => {
  const palette = readPalette('light')
  const series = [{ name: 'visits', data: [1, 2, 3] }]
  const labels = ['2026-11-01', '2026-11-02', '2026-11-03']

  it('runs time from right to left in a right-to-left page, the value axis on the right', () => {
    const ltr = timeChart({ kind: 'area', labels, series, names: ['Visits'], unit: 'day', money: false, tones: ['primary'], palette, lang: 'en', rtl: false })
    const rtl = timeChart({ kind: 'area', labels, series, names: ['Visits'], unit: 'day', money: false, tones: ['primary'], palette, lang: 'en', rtl: true })
    expect((ltr.options.xaxis as { categories: string[] }).categories).toEqual(labels)
    expect((ltr.series as { data: number[] }[])[0]!.data).toEqual([1, 2, 3])
    expect((ltr.options.yaxis as { opposite: boolean }).opposite).toBe(false)
    expect((rtl.options.xaxis as { categories: string[] }).categories).toEqual([...labels].reverse())
    expect((rtl.series as { data: number[] }[])[0]!.data).toEqual([3, 2, 1])
    expect((rtl.options.yaxis as { opposite: boolean }).opposite).toBe(true)
    expect(mirror([1, 2], false)).toEqual([1, 2])
  })

  it('writes axis and tooltip figures through lib/format in the page’s language', () => {
    const money = timeChart({ kind: 'bar', labels, series: [{ name: 'invoiced', data: [1_250_000, 0, 5] }], names: ['Facturé'], unit: 'day', money: true, tones: ['info'], palette, lang: 'fr', rtl: false })
    const y = money.options.yaxis as { labels: { formatter: (v: number) => string } }
    expect(y.labels.formatter(1_250_000)).toBe('12,5\u00a0k\u00a0€')
    const tip = money.options.tooltip as { y: { formatter: (v: number) => string }; x: { formatter: (v: number, o: { dataPointIndex: number }) => string } }
    expect(tip.y.formatter(1_250_050)).toBe('12\u202f500,50\u00a0€')
    expect(tip.x.formatter(0, { dataPointIndex: 1 })).toBe('lun. 2 nov. 2026')
    expect(money.options.colors).toEqual([palette.info])
  })
})

describe('the analytics dashboard', () => {
  it('shows each card’s figure, change and list, and a sentence for an empty period', async () => {
    render(<Analytics {...props(analyticsCards())} />)
    expect(valueOf('site-traffic')).toBe('1234')
    expect(card('site-traffic').querySelector('[data-figure]')?.textContent).toBe('1,234')
    expect(valueOf('avg-sessions')).toBe('12.4')
    expect(within(card('avg-sessions')).getByText('87 sessions in all')).toBeTruthy()
    expect(valueOf('active-users')).toBe('23')
    // The change: an arrow, the percent, and words (not colour alone).
    expect(within(card('avg-sessions')).getByText('up +12.5% on the previous period')).toBeTruthy()
    expect(card('avg-sessions').querySelector('[data-trend="up"]')).toBeTruthy()
    expect(within(card('site-traffic')).getByText('down -3.2% on the previous period')).toBeTruthy()
    expect(within(card('active-users')).getByText('Nothing to compare')).toBeTruthy()
    // The most visited pages, and the support tracker's figures.
    expect(card('site-traffic').querySelector('[data-route="/apps/user/view/{id:[0-9]+}"]')?.textContent).toContain('300')
    expect(card('support-tracker').querySelector('[data-support="firstReply"]')?.textContent).toContain('3h 20m')
    // Devices in a fixed order, with their share.
    expect([...card('sessions-device').querySelectorAll('[data-legend]')].map((e) => e.getAttribute('data-legend'))).toEqual(['desktop', 'mobile', 'tablet'])
    expect(card('sessions-device').querySelector('[data-legend="desktop"]')?.textContent).toContain('57.5%')
    // Nothing this period: a sentence, no chart.
    expect(within(card('subscribers')).getByText('No account was created in this period.')).toBeTruthy()
    expect(card('subscribers').querySelector('[data-chart]')).toBeNull()
    // Each card leads to its list.
    expect(within(card('support-tracker')).getByRole('link', { name: 'See the contact messages' }).getAttribute('href')).toBe('/coop/contact')
    expect(within(card('subscribers')).getByRole('link', { name: 'See the accounts' }).getAttribute('href')).toBe('/apps/user/list')
    // A figure and a table for screen readers.
    const figure = within(card('avg-sessions')).getByRole('figure')
    expect(figure.getAttribute('aria-describedby')).toBeTruthy()
    const table = within(card('avg-sessions')).getByRole('table', { name: 'Average sessions per day' })
    expect(within(table).getAllByRole('row')).toHaveLength(8)
    expect(within(table).getByRole('rowheader', { name: 'Sun, Nov 22, 2026' }).parentElement?.textContent).toContain('15')
    // The charts arrive after a placeholder of their height.
    expect(await screen.findAllByTestId('apex')).toHaveLength(5)
  })

  it('downloads a chart’s figures as CSV named after the card and the period', async () => {
    render(<Analytics {...props(analyticsCards())} />)
    const { file, text, bytes } = await downloadOf('avg-sessions')
    expect(file).toBe('avg-sessions_7d_2026-11-19_2026-11-25.csv')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text).toBe('\ufeffday,sessions\r\n2026-11-19,10\r\n2026-11-20,12\r\n2026-11-21,9\r\n2026-11-22,15\r\n2026-11-23,14\r\n2026-11-24,13\r\n2026-11-25,14\r\n')
    const devices = await downloadOf('sessions-device')
    expect(devices.text).toBe('\ufeffdevice,sessions,percent\r\ndesktop,50,57.5\r\nmobile,30,34.5\r\ntablet,7,8\r\n')
  })

  it('changes the period with a partial reload of the cards; dims them meanwhile', async () => {
    const get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
    render(<Analytics {...props(analyticsCards())} />)
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '12 months' }))
    expect(get).toHaveBeenCalledTimes(1)
    const [path, query, options] = get.mock.calls[0]!
    expect(path).toBe('/dashboard/analytics')
    expect(query).toEqual({ period: '12m' })
    expect(options).toMatchObject({ only: ['cards', 'period', 'rolledAt', 'periodError'], preserveState: true, preserveScroll: true })
    act(() => (options as { onStart: () => void }).onStart())
    expect(card('avg-sessions').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toContain('Loading…')
    act(() => (options as { onFinish: () => void }).onFinish())
    expect(card('avg-sessions').getAttribute('aria-busy')).toBeNull()
  })

  it('checks a custom period before asking for it', () => {
    const get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
    render(<Analytics {...props(analyticsCards())} />)
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }))
    expect(get).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('The first day must come before the last.')).toBeTruthy()
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true')
    expect(get).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(get).toHaveBeenCalledWith('/dashboard/analytics', { period: 'custom', from: '2026-10-01', to: '2026-11-10' }, expect.objectContaining({ only: ['cards', 'period', 'rolledAt', 'periodError'] }))
  })

  it('says why the period asked for was refused, and when the figures were computed', () => {
    const rolledAt = new Date()
    rolledAt.setHours(14, 5, 0, 0)
    render(<Analytics {...props(analyticsCards(), { periodError: 'Nope.', rolledAt: rolledAt.toISOString() })} />)
    expect(screen.getByRole('alert').textContent).toBe('Nope. Here are the last 30 days instead.')
    expect(screen.getByText('Updated at 2:05 PM')).toBeTruthy()
  })

  it('follows the skin and the direction: dark charts, time mirrored right to left', async () => {
    render(<Analytics {...props(analyticsCards())} />)
    const first = (await screen.findAllByTestId('apex'))[0]!
    expect(first.getAttribute('data-mode')).toBe('light')
    act(() => setLayout({ skin: 'dark', isRTL: true }))
    await waitFor(() => expect(screen.getAllByTestId('apex')[0]!.getAttribute('data-mode')).toBe('dark'))
    const traffic = card('site-traffic').querySelector('[data-testid="apex"]')!
    expect(JSON.parse(traffic.getAttribute('data-categories')!)).toEqual([...DAYS].reverse())
    expect(JSON.parse(traffic.getAttribute('data-series')!)[0].data).toEqual([184, 200, 180, 190, 160, 170, 150])
    expect(traffic.getAttribute('data-opposite')).toBe('true')
    act(() => setLayout({ skin: 'semi-dark' }))
    // Semi-dark darkens the menu only: the charts stay light.
    await waitFor(() => expect(screen.getAllByTestId('apex')[0]!.getAttribute('data-mode')).toBe('light'))
  })

  it('reads in French', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(fr), { headers: { 'Content-Type': 'application/json' } })))
    await changeLanguage('fr')
    render(<Analytics {...props(analyticsCards())} />)
    expect(card('site-traffic').querySelector('[data-figure]')?.textContent).toBe('1\u202f234')
    expect(card('avg-sessions').querySelector('[data-trend] .sr-only')?.textContent).toBe('en hausse de +12,5\u00a0% par rapport à la période précédente')
    expect(within(card('subscribers')).getByText('Aucun compte créé sur cette période.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Télécharger le CSV\u202f: Fréquentation' })).toBeTruthy()
    expect(screen.getByText('19–25 nov. 2026')).toBeTruthy()
  })
})

describe('the eCommerce dashboard', () => {
  it('shows money in euros, the statuses in order, and says what is missing', async () => {
    render(<Ecommerce {...props(ecommerceCards())} />)
    expect(valueOf('revenue-report')).toBe('100005')
    expect(card('revenue-report').querySelector('[data-figure]')?.textContent).toBe('€1,000.05')
    expect(within(card('revenue-report')).getByText('collected, of €2,500.50 invoiced')).toBeTruthy()
    expect(valueOf('profit-line-chart')).toBe('-2500')
    expect(card('profit-line-chart').querySelector('[data-figure]')?.textContent).toBe('-€25.00')
    expect(within(card('sales')).getByText('8 sales')).toBeTruthy()
    expect(card('revenue').querySelector('[data-trend="flat"]')).toBeTruthy()
    expect([...card('product-orders').querySelectorAll('[data-legend]')].map((e) => e.textContent?.split(/\d/)[0])).toEqual(['Placed', 'Paid', 'Shipped', 'Delivered', 'Cancelled'])
    // No goal set: said, with the way to the configuration.
    expect(within(card('goal-overview')).getByText('No monthly goal is set: set one in the configuration.')).toBeTruthy()
    expect(within(card('goal-overview')).getByRole('link', { name: 'Open the configuration' }).getAttribute('href')).toBe('/coop/configuration')
    expect(within(card('customers')).getByText('No purchase in this period.')).toBeTruthy()
    expect(screen.queryByText(/newsletter/i)).toBeNull()
    expect(await screen.findAllByTestId('apex')).toHaveLength(8)
  })

  it('downloads money columns in euros with a dot decimal', async () => {
    render(<Ecommerce {...props(ecommerceCards())} />)
    const { file, text } = await downloadOf('revenue-report')
    expect(file).toBe('revenue-report_7d_2026-11-19_2026-11-25.csv')
    expect(text.split('\r\n').slice(0, 3)).toEqual(['\ufeffday,invoiced_eur,collected_eur', '2026-11-19,1200.50,1000.00', '2026-11-20,0.00,0.05'])
    expect((await downloadOf('product-orders')).text).toBe('\ufeffstatus,orders\r\nplaced,3\r\npaid,2\r\nshipped,1\r\ndelivered,2\r\ncancelled,1\r\n')
    expect((await downloadOf('goal-overview')).text).toBe('\ufefffrom,to,goal_eur,collected_eur,percent\r\n2026-11-19,2026-11-25,,1000.05,\r\n')
  })

  it('draws a set goal as a ring with the share reached', async () => {
    render(<Ecommerce {...props(ecommerceCards({ 'goal-overview': { configured: true, goalCents: 200_000, collectedCents: 250_000, percent: 125, href: '/coop/configuration' } }))} />)
    expect(within(card('goal-overview')).getByText('collected, goal €2,000.00')).toBeTruthy()
    await screen.findAllByTestId('apex')
    const ring = card('goal-overview').querySelector('[data-testid="apex"]')!
    expect(ring.getAttribute('data-type')).toBe('radialBar')
    // The ring stops full; the figure says 125%.
    expect(JSON.parse(ring.getAttribute('data-series')!)).toEqual([100])
    expect(within(card('goal-overview')).getByRole('table').textContent).toContain('125%')
  })
})
