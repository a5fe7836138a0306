import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/invoice/list' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import InvoiceAdd from '../Pages/Apps/Invoice/Add'
import InvoiceList from '../Pages/Apps/Invoice/List'
import InvoicePreview from '../Pages/Apps/Invoice/Preview'
import type { Seller } from '../Components/Invoice/types'
import { admin } from './fixtures'
import { invoice, invoiceDetail } from './invoiceFixtures'

type Options = { onSuccess?: () => void; onError?: (e: Record<string, string>) => void; onFinish?: () => void; onStart?: () => void }
let post: ReturnType<typeof vi.spyOn>
let put: ReturnType<typeof vi.spyOn>
let get: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>

const seller: Seller = { Name: 'Partage', Address: '12 rue', City: 'Lyon', Email: 'f@partage.coop', Phone: '+33' }
const defaults = { issuedDate: '2026-03-01', dueDate: '2026-03-31', taxRate: 20, salesperson: 'Ada Admin' }
const counts = { '': 3, Paid: 1, Downloaded: 0, Sent: 1, Draft: 1, 'Partial Payment': 0, 'Past Due': 0 }

beforeEach(() => {
  page.current = { url: '/apps/invoice/list', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  put = vi.spyOn(router, 'put').mockImplementation(() => undefined)
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('list', () => {
  const rows = [invoice({ id: 5003 }), invoice({ id: 5002, invoiceStatus: 'Paid', balance: 0, balanceCents: 0, client: { ...invoice().client, name: 'Hugo Petit' } })]
  const renderList = (filter = {}) => render(<InvoiceList invoices={rows} total={3} counts={counts} filter={filter} />)

  it('shows the rows with money in cents, a paid balance as Paid, and the counts', () => {
    renderList()
    const table = screen.getByRole('table', { name: 'Invoices' })
    const first = within(table).getAllByRole('row')[1]!
    expect(first.textContent).toContain('#5003')
    expect(first.textContent).toContain('€1,080.00')
    expect(first.textContent).toContain('Sent')
    expect(within(table).getAllByRole('row')[2]!.textContent).toMatch(/Paid.*Paid/)
    expect(screen.getByRole('button', { name: /^1\s*Paid$/ }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByText('Showing 1 to 2 of 3 invoices')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/apps/invoice/invoices.csv?sortBy=id&sortDesc=true')
  })

  it('filters by status from a card or the select, back to page 1, in the URL', () => {
    renderList({ page: 2 })
    fireEvent.click(screen.getByRole('button', { name: /^1\s*Sent$/ }))
    expect(get).toHaveBeenCalledWith('/apps/invoice/list', { status: 'Sent' }, expect.objectContaining({ preserveState: true }))
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Past Due' } })
    expect(get).toHaveBeenLastCalledWith('/apps/invoice/list', { status: 'Past Due' }, expect.anything())
  })

  it('sorts by a column, the largest first', () => {
    renderList()
    fireEvent.click(screen.getByRole('button', { name: 'Total' }))
    expect(get).toHaveBeenCalledWith('/apps/invoice/list', expect.objectContaining({ sortBy: 'total' }), expect.anything())
    expect(String(get.mock.calls[0]![1].sortDesc ?? 'true')).toBe('true')
  })

  it('deletes after a confirmation', () => {
    renderList()
    fireEvent.click(screen.getByRole('button', { name: 'More actions for invoice #5003' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Delete invoice #5003?')
    expect(del).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(del).toHaveBeenCalledWith('/apps/invoice/delete?id=5003', expect.anything())
  })
})

describe('form', () => {
  const renderAdd = () => render(<InvoiceAdd defaults={defaults} recentClients={[invoice().client]} seller={seller} />)
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })
  /** Chooses the first of the recent clients the picker offers before anything is typed. */
  const pickClient = async () => {
    const picker = screen.getByRole('combobox', { name: 'Invoice to' })
    fireEvent.focus(picker)
    await screen.findByRole('option', { name: /Léa Moreau/ })
    fireEvent.keyDown(picker, { key: 'ArrowDown' })
    fireEvent.keyDown(picker, { key: 'Enter' })
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Léa Moreau'))
  }

  it('adds and removes lines, shows the totals while typing, and sends no total', async () => {
    renderAdd()
    type('Item 1', 'Formation')
    type('Cost 1', '19.99')
    type('Quantity 1', '3')
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
    type('Item 2', 'Salle')
    type('Cost 2', '120,50')
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }))
    type('Item 3', 'En trop')
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 3' }))
    expect(screen.queryByRole('textbox', { name: 'Item 3' })).toBeNull()
    type('Discount (€)', '10')
    const totals = screen.getByLabelText('Totals')
    expect(totals.textContent).toContain('€180.47')
    expect(totals.textContent).toContain('€34.09')
    expect(totals.textContent).toContain('€204.56')

    // No client yet: said at once, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Choose a client.')).toBeTruthy()
    expect(post).not.toHaveBeenCalled()

    await pickClient()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(post).toHaveBeenCalledTimes(1)
    const [url, data] = post.mock.calls[0] as [string, { invoice: Record<string, unknown> }]
    expect(url).toBe('/apps/invoice/add')
    expect(data.invoice).toMatchObject({ clientId: 3, discount: '10', taxRate: '20', lines: [{ item: 'Formation', cost: '19.99', qty: '3', description: '' }, { item: 'Salle', cost: '120,50', qty: '1', description: '' }] })
    expect(JSON.stringify(data)).not.toMatch(/total/i)
    // Saved, the preview opens at its top; refused, the form keeps its place beside the errors.
    expect((post.mock.calls[0] as unknown[])[2]).toMatchObject({ preserveScroll: 'errors' })
  })

  it('shows the server field errors under their lines', async () => {
    renderAdd()
    await pickClient()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const options = post.mock.calls[0]![2] as Options
    act(() => options.onError!({ 'lines.0.item': 'Item is required.', 'lines.0.cost': 'Cost is an amount.' }))
    expect(screen.getByRole('textbox', { name: 'Item 1' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Cost is an amount.')).toBeTruthy()
    type('Cost 1', '12')
    expect(screen.queryByText('Cost is an amount.')).toBeNull()
  })

  it('adds a client in the side panel and chooses it', async () => {
    const created = { ...invoice().client, id: 9, name: 'Rose Vidal', companyEmail: 'rose@vidal.example' }
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ client: created }), { status: 201, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
    renderAdd()
    fireEvent.click(screen.getByRole('button', { name: 'Add a new client' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Rose Vidal' } })
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'rose@vidal.example' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add client' }))
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Invoice to' }) as HTMLInputElement).value).toBe('Rose Vidal'))
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ client: { name: 'Rose Vidal', email: 'rose@vidal.example' } })
  })
})

describe('preview', () => {
  const renderPreview = (over = {}) =>
    render(
      <InvoicePreview
        invoice={invoiceDetail(over)}
        paymentDetails={{ totalDue: '€1080.00', bankName: 'Crédit Coopératif', country: 'France', iban: 'FR76', swiftCode: 'CCOP' }}
        seller={seller}
        methods={['transfer', 'cheque']}
        smtp={false}
        today="2026-03-10"
      />,
    )

  it('shows the server totals and records a payment; a refusal goes under the amount', async () => {
    renderPreview()
    const totals = screen.getByLabelText('Totals')
    expect(totals.textContent).toContain('Tax (5.5 %)')
    expect(totals.textContent).toContain('-€10.00')
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByLabelText('Payment amount') as HTMLInputElement).value).toBe('1080.00')
    fireEvent.change(within(dialog).getByLabelText('Payment amount'), { target: { value: '2000' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    expect(post).toHaveBeenCalledWith('/apps/invoice/5001/payments', { amount: '2000', date: '2026-03-10', method: 'transfer', note: '' }, expect.anything())
    act(() => (post.mock.calls[0]![2] as Options).onError!({ amount: 'The payment is more than the balance of €1080.00.' }))
    expect(within(dialog).getByText('The payment is more than the balance of €1080.00.')).toBeTruthy()
  })

  it('sends with the subject and message in the reader language, and says mail stays in Partage without SMTP', async () => {
    renderPreview()
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('No mail server is configured')
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Invoice #5001 from Partage')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(post).toHaveBeenCalledWith('/apps/invoice/5001/send', expect.objectContaining({ to: 'lea@canut.example', lng: 'en' }), expect.anything())
    expect(put).not.toHaveBeenCalled()
  })
})
