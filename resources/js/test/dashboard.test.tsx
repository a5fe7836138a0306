import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/', component: 'Dashboard/Home' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import { barWidth } from '../Components/Dashboard/Breakdowns'
import { niceCeil, paths, placePoints, yAxis, type Plot } from '../Components/Dashboard/chart'
import { figureValues, FIGURES } from '../Components/Dashboard/Figures'
import { monthDays, type Overview } from '../Components/Dashboard/types'
import { connect, disconnect } from '../lib/realtime'
import Home from '../Pages/Dashboard/Home'
import { FakeEventSource } from './fakeEventSource'

const months = Array.from({ length: 12 }, (_, i) => {
  const month = `2026-${String(i + 1).padStart(2, '0')}`
  const a = 100_000 * (i + 1)
  return { month, totalCents: a + 50_000, byCategory: { A: a, B: 50_000 } }
})

const overview = (over: Partial<Overview> = {}): Overview => ({
  today: '2026-12-15',
  members: { all: 42, candidat: 3, examen: 1, admis: 2, actif: 30, sortant: 1, sorti: 4, rejete: 1 },
  memberStatuses: ['candidat', 'examen', 'admis', 'actif', 'sortant', 'sorti', 'rejete'],
  applicationsPending: 2,
  capital: {
    totalCents: 1_250_000,
    categories: [
      { category: 'A', label: 'Parts A — membres', nominalCents: 5000, parts: 240, capitalCents: 1_200_000, holders: 30 },
      { category: 'B', label: 'Parts B — investisseurs', nominalCents: 10000, parts: 5, capitalCents: 50_000, holders: 1 },
    ],
    months,
  },
  movements: {
    count: 2,
    cents: 45_000,
    oldest: [
      { id: 7, tiersId: 11, tiersName: 'Zoé Martin', kind: 'withdrawal', amountCents: 30_000, requestedName: 'Marc', requestedAt: '2026-12-01T10:00:00Z', approvalsCount: 0, approvalsNeeded: 1, canApprove: true },
      { id: 9, tiersId: 12, tiersName: 'Léa Roux', kind: 'deposit', amountCents: 15_000, requestedName: 'Camille', requestedAt: '2026-12-02T10:00:00Z', approvalsCount: 0, approvalsNeeded: 1, canApprove: false },
    ],
  },
  canApprove: true,
  flows: { month: '2026-12', deposits: { count: 4, cents: 80_000 }, withdrawals: { count: 1, cents: 12_345 } },
  contact: { new: 3, inProgress: 2 },
  invoicesPastDue: { count: 5, cents: 99_900 },
  tasks: { count: 1, overdue: 0, items: [{ id: 1, title: 'Relire le bilan', dueDate: '2026-12-15', overdue: false, isImportant: true, assignee: '' }] },
  events: { count: 0, items: [] },
  tookMs: 1.2,
  ...over,
})

const PLOT: Plot = { width: 100, height: 60, start: 10, end: 10, top: 10, bottom: 10 }

describe('the capital chart’s scale', () => {
  it('rounds the top up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([niceCeil(0), niceCeil(7), niceCeil(12), niceCeil(21), niceCeil(2600), niceCeil(100)]).toEqual([0, 10, 20, 25, 5000, 100])
    const axis = yAxis([0, 1_180_000, 1_250_000])
    expect(axis.top).toBeGreaterThanOrEqual(1_250_000)
    expect(axis.marks).toHaveLength(5)
    expect(axis.marks[0]).toBe(0)
    expect(axis.marks[4]).toBe(axis.top)
    // Nothing yet: a flat line on the base, never a division by zero.
    expect(yAxis([0, 0]).top).toBeGreaterThan(0)
  })

  it('places the months from the start, the largest at the top; mirrored right to left', () => {
    const pts = placePoints([0, 50, 100], 100, PLOT)
    expect(pts).toEqual([
      { x: 10, y: 50 },
      { x: 50, y: 30 },
      { x: 90, y: 10 },
    ])
    const rtl = placePoints([0, 50, 100], 100, PLOT, true)
    expect(rtl.map((p) => p.x)).toEqual([90, 50, 10])
    expect(rtl.map((p) => p.y)).toEqual([50, 30, 10])
    expect(placePoints([5], 10, PLOT)[0]).toEqual({ x: 50, y: 30 })
    const { line, area } = paths(pts, 50)
    expect(line).toBe('M10 50 L50 30 L90 10')
    expect(area).toBe('M10 50 L50 30 L90 10 L90 50 L10 50 Z')
  })

  it('sizes the members’ bars on the largest state', () => {
    expect([barWidth(30, 30), barWidth(15, 30), barWidth(0, 30), barWidth(1, 1000), barWidth(3, 0)]).toEqual([100, 50, 0, 2, 0])
  })
})

describe('the figures’ links', () => {
  it('spans a month from its first to its last day', () => {
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(monthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(monthDays('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' })
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })

  it('follows the month the flows count', () => {
    render(<Home overview={overview({ today: '2027-02-01', flows: { month: '2027-02', deposits: { count: 0, cents: 0 }, withdrawals: { count: 0, cents: 0 } } })} stats={{ users: 0, admins: 0, clients: 0 }} />)
    const link = (key: string) => document.querySelector(`[data-figure="${key}"]`)!.closest('a')!.getAttribute('href')
    expect(link('depositsMonth')).toBe('/coop/depot-retrait?status=executed&kind=deposit&from=2027-02-01&to=2027-02-28')
    expect(link('eventsToday')).toBe('/apps/calendar?view=day&date=2027-02-01')
  })
})

describe('the dashboard', () => {
  beforeEach(() => {
    page.current = { props: { auth: { user: { id: 1, fullName: 'Camille Lefèvre' }, abilities: [{ action: 'manage', subject: 'all' }] } }, url: '/', component: 'Dashboard/Home' }
    FakeEventSource.reset()
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => {
    disconnect()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('shows every figure, each a link to its filtered list', () => {
    const o = overview()
    render(<Home overview={o} stats={{ users: 5, admins: 1, clients: 2 }} />)
    const values = figureValues(o)
    for (const key of FIGURES) {
      const el = document.querySelector(`[data-figure="${key}"]`)
      expect(el, key).not.toBeNull()
      expect(Number(el!.getAttribute('data-value'))).toBe(values[key])
    }
    const text = (key: string) => document.querySelector(`[data-figure="${key}"]`)!.textContent
    expect(text('membersActive')).toBe('30')
    expect(text('capitalTotal')).toBe('€12,500.00')
    expect(text('withdrawalsMonth')).toBe('€123.45')
    expect(text('contactOpen')).toBe('5')
    const link = (key: string) => document.querySelector(`[data-figure="${key}"]`)!.closest('a')!.getAttribute('href')
    expect(link('movementsPending')).toBe('/coop/depot-retrait?status=requested')
    expect(link('membersCandidates')).toBe('/coop/membres?status=candidat')
    expect(link('invoicesPastDue')).toBe('/apps/invoice/list?status=Past%20Due')
    expect(link('contactOpen')).toBe('/coop/contact?status=open')
    // The month's flows open the movements executed between the month's first and last days.
    expect(link('depositsMonth')).toBe('/coop/depot-retrait?status=executed&kind=deposit&from=2026-12-01&to=2026-12-31')
    expect(link('withdrawalsMonth')).toBe('/coop/depot-retrait?status=executed&kind=withdrawal&from=2026-12-01&to=2026-12-31')
    expect(link('applicationsPending')).toBe('/coop/rejoignez-nous?status=pending')
    expect(link('tasksToday')).toBe('/apps/todo/due')
    expect(link('eventsToday')).toBe('/apps/calendar?view=day&date=2026-12-15')
    expect(screen.getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe('/apps/calendar?view=day&date=2026-12-15')
    expect(screen.getByRole('link', { name: 'Open the tasks' }).getAttribute('href')).toBe('/apps/todo/due')
    // The accounts' counts stay below.
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeTruthy()
  })

  it('draws the year of capital with a title, a description and a table', () => {
    render(<Home overview={overview()} stats={{ users: 0, admins: 0, clients: 0 }} />)
    const chart = screen.getByRole('img', { name: /Share capital at the end of each month/ })
    expect(chart.querySelectorAll('circle')).toHaveLength(12)
    expect(chart.querySelector('desc')!.textContent).toBe('From January 2026 to December 2026, the capital goes from €1,500.00 to €12,500.00.')
    const table = screen.getByRole('table', { hidden: true })
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13)
    expect(within(table).getByText('December 2026')).toBeTruthy()
  })

  it('offers Approve only where the viewer may, and posts it', () => {
    const post = vi.spyOn(router, 'post').mockImplementation(() => {})
    render(<Home overview={overview()} stats={{ users: 0, admins: 0, clients: 0 }} />)
    expect(within(screen.getByTestId('pending-9')).queryByRole('button')).toBeNull()
    fireEvent.click(within(screen.getByTestId('pending-7')).getByRole('button', { name: 'Approve: Withdrawal for Zoé Martin' }))
    expect(post).toHaveBeenCalledWith('/coop/depot-retrait/movements/7/approve', {}, expect.objectContaining({ preserveScroll: true }))
  })

  it('says so when nothing waits', () => {
    const empty = overview({ movements: { count: 0, cents: 0, oldest: [] }, tasks: { count: 0, overdue: 0, items: [] } })
    render(<Home overview={empty} stats={{ users: 0, admins: 0, clients: 0 }} />)
    expect(screen.getByText('No movement is waiting for approval.')).toBeTruthy()
    expect(screen.getByText('Nothing else to do today.')).toBeTruthy()
    expect(screen.getByText('No events today.')).toBeTruthy()
  })

  it('reloads only the overview when a colleague acts, once for a burst', () => {
    vi.useFakeTimers()
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {})
    connect('/events', 1)
    render(<Home overview={overview()} stats={{ users: 0, admins: 0, clients: 0 }} />)
    const es = FakeEventSource.last!
    act(() => {
      es.open()
      es.emit('dashboard.changed', {}, '5')
      es.emit('dashboard.changed', {}, '6')
      es.emit('dashboard.changed', {}, '7')
    })
    expect(reload).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(400))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledWith({ only: ['overview'], showProgress: false })
  })
})
