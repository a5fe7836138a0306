import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/tables/data-table' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import { exportURL, normalizeFilter, orderedHidden, parseTableQuery, selectedExportURL, TABLE_DEFAULTS, tableURL } from '../Components/Employees/tableState'
import type { Employee, EmployeeFilter } from '../Components/Employees/types'
import DataTablePage from '../Pages/Tables/DataTable'
import { admin } from './fixtures'

function employee(over: Partial<Employee> = {}): Employee {
  return {
    id: 7,
    avatar: '',
    full_name: 'Zoé Lefèvre',
    post: 'Chargée de communication',
    email: 'zoe.lefevre@example.org',
    city: 'Genève',
    start_date: '2021-03-15',
    salary: '42500.50',
    salary_cents: 4250050,
    age: 34,
    experience: 1,
    status: 3,
    ...over,
  }
}

const ROWS = [employee(), employee({ id: 8, full_name: 'Søren Østergaard', status: 1, avatar: '/tables/data-table/portraits/3.svg', experience: 12 }), employee({ id: 9, full_name: 'Ayşe Yılmaz', status: 5 })]

function renderPage(filter: Partial<EmployeeFilter> = {}, hidden: string[] = ['id', 'email', 'city', 'experience'], rows = ROWS, total = 1234) {
  return render(<DataTablePage employees={rows} total={total} filter={{ ...TABLE_DEFAULTS, ...filter } as EmployeeFilter} columns={{ hidden }} options={{ perPages: [10, 25, 50, 100], maxSelected: 500 }} />)
}

const headers = () => within(screen.getByRole('table', { name: 'Employees' })).getAllByRole('columnheader').map((h) => h.textContent?.trim())
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement
const visited = (get: ReturnType<typeof vi.spyOn>) => (get.mock.calls.at(-1) as [string, Record<string, string>, unknown] | undefined)

let get: ReturnType<typeof vi.spyOn>
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  page.current = { url: '/tables/data-table', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  vi.clearAllMocks()
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => new Response(String(init.body), { status: 200, headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the table state in the URL', () => {
  it('keeps only what differs from the defaults, and reads it back', () => {
    const f = normalizeFilter({ q: ' zoé ', sortBy: 'salary', sortDesc: true, perPage: 25, page: 3 })
    expect(tableURL(f)).toBe('/tables/data-table?q=zo%C3%A9&page=3&perPage=25&sortBy=salary&sortDesc=true')
    expect(parseTableQuery('q=zo%C3%A9&page=3&perPage=25&sortBy=salary&sortDesc=true')).toEqual({ ...f, q: 'zoé' })
    expect(tableURL(TABLE_DEFAULTS)).toBe('/tables/data-table')
  })

  it('refuses a page size or a sort the table does not offer', () => {
    expect(normalizeFilter({ perPage: 7, sortBy: 'search', page: -3 })).toEqual(TABLE_DEFAULTS)
    expect(normalizeFilter({ perPage: 100 }).perPage).toBe(100)
  })

  it('writes the exports: the search and the order, or the ticked ids', () => {
    const f = normalizeFilter({ q: 'zoé', sortBy: 'age', sortDesc: true, page: 4 })
    expect(exportURL(f)).toBe('/tables/data-table/export.csv?q=zo%C3%A9&sortBy=age&sortDesc=true')
    expect(exportURL(TABLE_DEFAULTS)).toBe('/tables/data-table/export.csv?sortBy=id&sortDesc=false')
    expect(selectedExportURL([42, 7, 300], f)).toBe('/tables/data-table/export.csv?ids=7%2C42%2C300&sortBy=age&sortDesc=true')
  })

  it('orders hidden columns as the table shows them and never hides the name', () => {
    expect(orderedHidden(['status', 'full_name', 'id', 'nope'])).toEqual(['id', 'status'])
  })
})

describe('the page', () => {
  it('shows the columns the person keeps, formatted in the page language', () => {
    renderPage()
    expect(headers()).toEqual(['', 'Name', 'Post', 'Start date', 'Salary', 'Age', 'Status'])
    const zoe = rowOf('Zoé Lefèvre')
    expect(within(zoe).getByText('€42,500.50')).toBeTruthy()
    expect(within(zoe).getByText('Mar 15, 2021')).toBeTruthy()
    expect(within(zoe).getByText('Rejected')).toBeTruthy()
    expect(within(rowOf('Ayşe Yılmaz')).getByText('Applied')).toBeTruthy()
    // A portrait, or the initials.
    expect(rowOf('Søren Østergaard').querySelector('img')?.getAttribute('src')).toBe('/tables/data-table/portraits/3.svg')
    expect(within(zoe).getByText('ZL')).toBeTruthy()
    expect(screen.getByText('Showing 1 to 3 of 1,234')).toBeTruthy()
  })

  it('shows the experience in years when the column is shown', () => {
    renderPage({}, [])
    expect(headers()).toContain('Experience')
    expect(within(rowOf('Zoé Lefèvre')).getByText('1 year')).toBeTruthy()
    expect(within(rowOf('Søren Østergaard')).getByText('12 years')).toBeTruthy()
    expect(within(rowOf('Søren Østergaard')).getByText('#8')).toBeTruthy()
  })

  it('sorts by a column, then the other way', () => {
    renderPage({ sortBy: 'salary' })
    const salary = screen.getByRole('columnheader', { name: /Salary/ })
    expect(salary.getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(within(salary).getByRole('button'))
    expect(visited(get)?.[1]).toEqual({ sortBy: 'salary', sortDesc: 'true' })
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'))
    expect(visited(get)?.[1]).toEqual({ sortBy: 'age', sortDesc: 'false' })
  })

  it('searches after typing pauses, back on the first page', () => {
    vi.useFakeTimers()
    renderPage({ page: 3 })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search employees' }), { target: { value: 'zoe' } })
    act(() => vi.advanceTimersByTime(400))
    expect(visited(get)?.[0]).toBe('/tables/data-table')
    expect(visited(get)?.[1]).toEqual({ q: 'zoe' })
  })

  it('changes the page size', () => {
    renderPage()
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } })
    expect(visited(get)?.[1]).toEqual({ perPage: '50' })
  })

  it('ticks rows and the page, and exports the ticked rows', () => {
    renderPage({ sortBy: 'age' })
    expect(screen.queryByRole('link', { name: 'Export selected' })).toBeNull()
    fireEvent.click(within(rowOf('Ayşe Yılmaz')).getByRole('checkbox', { name: 'Select Ayşe Yılmaz' }))
    expect(screen.getByText('Selected: 1')).toBeTruthy()
    const all = screen.getByRole('checkbox', { name: 'Select every row of this page' }) as HTMLInputElement
    expect(all.indeterminate).toBe(true)
    fireEvent.click(all)
    expect(all.checked).toBe(true)
    expect(screen.getByText('Selected: 3')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Export selected' }).getAttribute('href')).toBe('/tables/data-table/export.csv?ids=7%2C8%2C9&sortBy=age&sortDesc=false')
    fireEvent.click(all) // all ticked: the page's box unticks them
    expect(screen.queryByText(/Selected:/)).toBeNull()
  })

  it('forgets the ticked rows when the search changes', () => {
    const { rerender } = renderPage()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Zoé Lefèvre' }))
    expect(screen.getByText('Selected: 1')).toBeTruthy()
    rerender(<DataTablePage employees={ROWS} total={3} filter={{ ...TABLE_DEFAULTS, q: 'zoe' }} columns={{ hidden: [] }} />)
    expect(screen.queryByText(/Selected:/)).toBeNull()
  })

  it('exports the filtered rows, all pages', () => {
    renderPage({ q: 'zoé', page: 2, sortBy: 'status', sortDesc: true })
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/tables/data-table/export.csv?q=zo%C3%A9&sortBy=status&sortDesc=true')
  })

  it('says when nothing matches, with a way back', () => {
    renderPage({ q: 'personne' }, undefined, [], 0)
    expect(screen.getByText('No employee matches “personne”.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(visited(get)?.[1]).toEqual({})
  })

  it('hides and shows a column, kept on the server', async () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Post' }))
    expect(headers()).not.toContain('Post')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/datatables/columns')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({ hidden: ['id', 'post', 'email', 'city', 'experience'] })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }))
    await waitFor(() => expect(headers()).toContain('Email'))
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ hidden: ['id', 'post', 'city', 'experience'] })
    fireEvent.click(screen.getByRole('button', { name: 'Back to the defaults' }))
    await waitFor(() => expect(headers()).toContain('Post'))
    expect(headers()).not.toContain('Email')
  })

  it('undoes a column choice the server could not keep', async () => {
    fetchMock.mockImplementation(async () => new Response('{"error":{"code":"internal"}}', { status: 500, headers: { 'Content-Type': 'application/json' } }))
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Status' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your choice of columns could not be kept. Try again.'))
    expect(headers()).toContain('Status')
  })
})
