import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/coop/parts' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import { centsOf, redemptionCents } from '../Components/Coop/Parts/MovementDrawer'
import { amountOf } from '../Components/Coop/Parts/SubscriptionDrawer'
import TiersParts from '../Components/Coop/Parts/TiersParts'
import { runVerification, VerifyDialog, type VerifyState } from '../Components/Coop/Parts/VerifyButton'
import {
  attestationHref,
  changeParts,
  exportHref,
  parsePartsQuery,
  partiesOf,
  partsQuery,
  partsState,
  reloadOnly,
  verificationText,
  type CapTable,
  type Category,
  type Entry,
  type PartsProps,
} from '../Components/Coop/Parts/types'
import Parts from '../Pages/Coop/Parts'

const CATEGORIES: Category[] = [
  { code: 'A', label: 'Parts A — membres', nominalCents: 5000, minPerHolder: 1, maxPerHolder: 100, voting: true, members: true },
  { code: 'B', label: 'Parts B — investisseurs', nominalCents: 10000, minPerHolder: 1, maxPerHolder: 500, voting: false, members: false },
]

const entry = (over: Partial<Entry> = {}): Entry => ({
  number: 12,
  date: '2026-03-01',
  kind: 'souscription',
  category: 'A',
  parts: 10,
  unitCents: 5000,
  totalCents: 50000,
  fromTiers: 0,
  fromName: '',
  toTiers: 7,
  toName: 'Zoé Martin',
  decision: 'AG du 2026-02-20',
  corrects: 0,
  correctedBy: 0,
  createdBy: 1,
  createdByName: 'Alice',
  createdAt: '2026-03-01T10:00:00Z',
  prevHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
  ...over,
})

const CAP: CapTable = {
  asOf: '2026-11-24',
  number: 13,
  rows: [{ tiersId: 7, name: 'Zoé Martin', category: 'A', parts: 10, capitalCents: 50000, percentage: 12.5, voting: true, votes: 1, votingWeight: 50 }],
  total: 1,
  categories: [
    { category: 'A', label: 'Parts A — membres', parts: 80, capitalCents: 400000, holders: 2, voting: true, nominalCents: 5000 },
    { category: 'B', label: 'Parts B — investisseurs', parts: 10, capitalCents: 100000, holders: 1, voting: false, nominalCents: 10000 },
  ],
  capitalCents: 500000,
  votingHolders: 2,
  page: 1,
  perPage: 25,
}

function props(over: Partial<PartsProps> = {}): PartsProps {
  return {
    entries: [entry({ number: 13, kind: 'annulation', corrects: 11, fromTiers: 7, fromName: 'Zoé Martin', toTiers: 0 }), entry({ number: 12 }), entry({ number: 11, correctedBy: 13 })],
    total: 3,
    filter: { from: '', to: '', kind: '', category: '', holder: '', q: '', page: 1, perPage: 25, asOf: '2026-11-24', capCategory: '', capQ: '', capPage: 1, capPerPage: 25 },
    capTable: CAP,
    subscriptions: [],
    categories: CATEGORIES,
    kinds: ['souscription', 'cession', 'remboursement', 'annulation'],
    chain: { number: 13, hash: 'c'.repeat(64) },
    ...over,
  }
}

function setPage(abilities: { action: string; subject: string }[], url = '/coop/parts') {
  page.current = { props: { auth: { user: { id: 1 }, abilities }, errors: {} }, url }
}

const MANAGER = [{ action: 'manage', subject: 'Shares' }]
const READER = [{ action: 'read', subject: 'Shares' }]

let get: ReturnType<typeof vi.spyOn>
let replace: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  replace = vi.spyOn(router, 'replace').mockImplementation(() => undefined)
  setPage(MANAGER)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the page state in the address', () => {
  it('reads the tab and the date from the address, not the date the server filled in', () => {
    const s = partsState({ asOf: '2026-11-24', kind: 'cession', page: 3, perPage: 50 }, '/coop/parts?tab=capitalisation&kind=cession&page=3')
    expect(s.tab).toBe('capitalisation')
    expect(s.asOf).toBe('')
    expect(s.kind).toBe('cession')
    expect(s.page).toBe(3)
    expect(s.perPage).toBe(50)
    expect(partsState({}, '/coop/parts?tab=nope&asOf=2025-01-31')).toMatchObject({ tab: 'registre', asOf: '2025-01-31' })
    // The server's 0 for "no holder" is no filter, and stays out of the address.
    expect(partsQuery(partsState({ holder: 0 as unknown as string }, '/coop/parts'))).toEqual({})
    expect(partsState({ holder: 7 as unknown as string }, '/coop/parts').holder).toBe('7')
    // A page size the server does not offer falls back to the default.
    expect(partsState({ perPage: 7, capPerPage: 3 }, '/coop/parts')).toMatchObject({ perPage: 25, capPerPage: 25 })
  })

  it('sends a list back to its first page when its own filter changes, not the other list', () => {
    const s = parsePartsQuery('page=4&capPage=3&tab=registre')
    expect(changeParts(s, { kind: 'cession' })).toMatchObject({ page: 1, capPage: 3, kind: 'cession' })
    expect(changeParts(s, { asOf: '2025-06-30' })).toMatchObject({ page: 4, capPage: 1 })
    expect(changeParts(s, { page: 5 })).toMatchObject({ page: 5, capPage: 3 })
    // The same value again is no change.
    expect(changeParts(s, { kind: '' })).toMatchObject({ page: 4 })
  })

  it('writes only what differs from the defaults, never the fixed order', () => {
    const s = changeParts(parsePartsQuery(''), { from: '2025-01-01', q: ' Zoé ', tab: 'capitalisation' })
    expect(partsQuery(s)).toEqual({ from: '2025-01-01', q: 'Zoé', tab: 'capitalisation' })
    expect(partsQuery(parsePartsQuery(''))).toEqual({})
  })

  it('reloads only the props a change needs', () => {
    expect(reloadOnly({ kind: 'cession' }).sort()).toEqual(['entries', 'filter', 'total'])
    expect(reloadOnly({ asOf: '2025-01-01' }).sort()).toEqual(['capTable', 'filter'])
    expect(reloadOnly({ capPage: 2 }).sort()).toEqual(['capTable', 'filter'])
  })

  it('exports the filtered period and links the certificate as of the date', () => {
    expect(exportHref('csv', { from: '', to: '' })).toBe('/coop/parts/export.csv')
    expect(exportHref('pdf', { from: '2025-01-01', to: '2025-12-31' })).toBe('/coop/parts/export.pdf?from=2025-01-01&to=2025-12-31')
    expect(attestationHref('/coop/tiers/7/attestation.pdf', '')).toBe('/coop/tiers/7/attestation.pdf')
    expect(attestationHref('/coop/tiers/7/attestation.pdf', '2025-06-30')).toBe('/coop/tiers/7/attestation.pdf?asOf=2025-06-30')
  })
})

describe('the new movement', () => {
  it('names the parties each kind has', () => {
    expect(partiesOf('souscription')).toEqual({ from: false, to: true })
    expect(partiesOf('cession')).toEqual({ from: true, to: true })
    expect(partiesOf('remboursement')).toEqual({ from: true, to: false })
  })

  it('reads a unit price as typed, in cents', () => {
    expect(centsOf('')).toBe(0)
    expect(centsOf('50')).toBe(5000)
    expect(centsOf('50,5')).toBe(5050)
    expect(centsOf('1 234.56 €')).toBe(123456)
    expect(centsOf('12.345')).toBeNaN()
    expect(centsOf('abc')).toBeNaN()
    expect(centsOf('-5')).toBeNaN()
  })

  it("counts a redemption's credit: parts × the unit price typed, else the nominal value", () => {
    expect(redemptionCents(CATEGORIES[1], '3', '')).toBe(30000)
    expect(redemptionCents(CATEGORIES[1], '2', '123,45')).toBe(24690)
    expect(redemptionCents(CATEGORIES[0], '4', '0')).toBe(20000)
    expect(redemptionCents(CATEGORIES[1], '', '')).toBeNull()
    expect(redemptionCents(CATEGORIES[1], '0', '')).toBeNull()
    expect(redemptionCents(CATEGORIES[1], '1.5', '')).toBeNull()
    expect(redemptionCents(CATEGORIES[1], '3', 'abc')).toBeNull()
    expect(redemptionCents(undefined, '3', '')).toBeNull()
  })

  it("counts a subscription's amount from the category's nominal value", () => {
    expect(amountOf(CATEGORIES, 'B', '3', 'en')).toBe('€300.00')
    expect(amountOf(CATEGORIES, 'A', '0', 'en')).toBe('')
    expect(amountOf(CATEGORIES, 'Z', '3', 'en')).toBe('')
  })
})

describe('the verification', () => {
  it('words each outcome', () => {
    expect(verificationText({ entries: 1234, ok: true, brokenAt: 0, reason: '' })).toEqual({ key: 'ok.other', params: { count: 1234 } })
    expect(verificationText({ entries: 1, ok: true, brokenAt: 0, reason: '' }).key).toBe('ok.one')
    expect(verificationText({ entries: 9, ok: false, brokenAt: 57, reason: 'hash' })).toEqual({ key: 'broken.hash', params: { number: 57 } })
    expect(verificationText({ entries: 9, ok: false, brokenAt: 5, reason: 'previous hash' }).key).toBe('broken.previous')
    expect(verificationText({ entries: 9, ok: false, brokenAt: 5, reason: 'gap' }).key).toBe('broken.gap')
    expect(verificationText({ entries: 9, ok: false, brokenAt: 0, reason: 'holdings', tiersId: 7, category: 'A' })).toEqual({ key: 'broken.holdings', params: { tiers: 7, category: 'A' } })
    expect(verificationText({ entries: 9, ok: false, brokenAt: 12, reason: 'missing' })).toEqual({ key: 'broken.missing', params: { number: 12 } })
  })

  it('asks GET /coop/parts/verify, and a failed call is a state of its own', async () => {
    const fetcher = vi.fn(async () => ({ entries: 3, ok: true, brokenAt: 0, reason: '' }))
    expect(await runVerification(fetcher)).toEqual({ status: 'done', result: { entries: 3, ok: true, brokenAt: 0, reason: '' } })
    expect(fetcher).toHaveBeenCalledWith('/coop/parts/verify')
    expect(await runVerification(async () => Promise.reject(new Error('down')))).toEqual({ status: 'failed' })
  })

  const dialog = (state: VerifyState) => render(<VerifyDialog state={state} onClose={() => undefined} />)

  it('shows nothing while not asked, then "checking", then the outcome', () => {
    const { rerender } = dialog({ status: 'idle' })
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(<VerifyDialog state={{ status: 'checking' }} onClose={() => undefined} />)
    expect(screen.getByRole('dialog', { name: 'Verifying the register' })).toBeTruthy()
    expect(screen.getByText(/Checking every entry/)).toBeTruthy()
    rerender(<VerifyDialog state={{ status: 'done', result: { entries: 1234, ok: true, brokenAt: 0, reason: '' } }} onClose={() => undefined} />)
    expect(screen.getByRole('dialog', { name: 'The register is intact' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('1,234 entries checked: numbers unbroken, every hash matches.')
  })

  it('names the first broken entry, why, and links to it', () => {
    dialog({ status: 'done', result: { entries: 80, ok: false, brokenAt: 57, reason: 'hash' } })
    expect(screen.getByRole('dialog', { name: 'The register has been altered' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Entry no. 57 was changed after it was recorded: its content no longer matches its hash.')
    expect(screen.getByRole('link', { name: 'Show entry no. 57' }).getAttribute('href')).toBe('/coop/parts?q=57')
  })

  it('says when the verification could not run', () => {
    dialog({ status: 'failed' })
    expect(screen.getByRole('dialog', { name: 'Verification failed' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toMatch(/could not run/)
  })

  it('the button runs it and shows the answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ entries: 2, ok: true, brokenAt: 0, reason: '' }), { headers: { 'Content-Type': 'application/json' } })))
    render(<Parts {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify the register' }))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'The register is intact' })).toBeTruthy())
    expect(screen.getByRole('status').textContent).toMatch(/^2 entries checked/)
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/coop/parts/verify')
  })
})

describe('Coop/Parts', () => {
  it('shows the figures, the register with its parties and corrections, and the write buttons to who manages shares', () => {
    render(<Parts {...props()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Register of share movements' })).toBeTruthy()
    const stats = screen.getByRole('region', { name: 'The register in figures' })
    expect(stats.textContent).toContain('€5,000.00')
    expect(stats.textContent).toContain('Parts A80')
    expect(stats.textContent).toContain('No. 13')
    const table = screen.getByRole('table', { name: 'Register of share movements' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[1]!.textContent).toContain('Annulment')
    expect(rows[1]!.textContent).toContain('corrects no. 11')
    expect(rows[3]!.textContent).toContain('annulled by no. 13')
    // An annulment and an entry already annulled cannot be annulled again.
    expect(within(rows[1]!).queryByRole('button', { name: /^Annul/ })).toBeNull()
    expect(within(rows[3]!).queryByRole('button', { name: /^Annul/ })).toBeNull()
    expect(within(rows[2]!).getByRole('button', { name: 'Annul entry no. 12' })).toBeTruthy()
    expect(within(rows[2]!).getByRole('link', { name: 'Zoé Martin' }).getAttribute('href')).toBe('/coop/tiers/7')
    expect(rows[2]!.textContent).toContain('Issued')
    expect(screen.getByRole('button', { name: 'New movement' })).toBeTruthy()
    expect(screen.getByRole('link', { name: "Export the period's register as CSV" }).getAttribute('href')).toBe('/coop/parts/export.csv')
  })

  it('hides every write button from a reader', () => {
    setPage(READER)
    render(<Parts {...props()} />)
    expect(screen.queryByRole('button', { name: 'New movement' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Annul entry/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Verify the register' })).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: /Subscriptions/ }))
    expect(screen.queryByRole('button', { name: 'Open a subscription' })).toBeNull()
    expect(screen.getByText('No subscription is waiting for its payment.')).toBeTruthy()
  })

  it('filters through the address: a partial reload of the register from its first page', () => {
    setPage(MANAGER, '/coop/parts?page=2')
    render(<Parts {...props({ filter: { ...props().filter, page: 2 } })} />)
    fireEvent.change(screen.getByLabelText('Movement'), { target: { value: 'cession' } })
    expect(get).toHaveBeenCalledWith('/coop/parts', { kind: 'cession' }, expect.objectContaining({ only: ['filter', 'entries', 'total'], preserveState: true }))
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } })
    expect(get).toHaveBeenLastCalledWith('/coop/parts', { from: '2025-01-01' }, expect.anything())
  })

  it('keeps the tab in the address, and the cap table asks for its date', () => {
    render(<Parts {...props()} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Cap table' }))
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ url: '/coop/parts?tab=capitalisation' }))
    expect(screen.getByRole('heading', { name: 'Cap table on Nov 24, 2026' })).toBeTruthy()
    const holders = screen.getByRole('table', { name: 'Holders and their parts' })
    expect(within(holders).getByRole('link', { name: 'Certificate of holding of Zoé Martin (PDF)' }).getAttribute('href')).toBe('/coop/tiers/7/attestation.pdf')
    expect(holders.textContent).toContain('12.5%')
    expect(holders.textContent).toContain('50%')
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2025-06-30' } })
    expect(get).toHaveBeenLastCalledWith('/coop/parts', { asOf: '2025-06-30' }, expect.objectContaining({ only: ['filter', 'capTable'] }))
  })

  it('opens on the tab the address names, with an empty state that says what to do', () => {
    setPage(MANAGER, '/coop/parts?tab=souscriptions')
    render(<Parts {...props({ entries: [], total: 0 })} />)
    expect(screen.getByRole('tab', { name: /Subscriptions/ }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText(/Open one for a new member or an investor/)).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Open a subscription' }).length).toBeGreaterThan(0)
  })

  it('asks a date and a decision before annulling', async () => {
    render(<Parts {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Annul entry no. 12' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Annul entry no. 12?' })
    expect(within(dialog).getByLabelText('Date of the movement')).toBeTruthy()
    expect(within(dialog).getByLabelText('Decision')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Record the annulment' })).toBeTruthy()
  })

  it('a movement shows the parties its kind needs', async () => {
    render(<Parts {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'New movement' }))
    const drawer = await screen.findByRole('dialog', { name: 'New movement' })
    expect(within(drawer).getByLabelText('Subscriber')).toBeTruthy()
    expect(within(drawer).queryByLabelText('Seller (transferor)')).toBeNull()
    fireEvent.click(within(drawer).getByLabelText(/^Transfer/))
    expect(within(drawer).getByLabelText('Seller (transferor)')).toBeTruthy()
    expect(within(drawer).getByLabelText('Buyer (transferee)')).toBeTruthy()
    fireEvent.click(within(drawer).getByLabelText(/^Redemption/))
    expect(within(drawer).getByLabelText('Holder redeemed')).toBeTruthy()
    expect(within(drawer).queryByLabelText('Buyer (transferee)')).toBeNull()
    // The redemption says, live, what it credits to the holder's account.
    expect(within(drawer).getByRole('status').textContent).toBe(
      "The value of the parts (number × unit price) will be credited to the holder's account (deposits and withdrawals).",
    )
    fireEvent.change(within(drawer).getByLabelText('Category'), { target: { value: 'B' } })
    fireEvent.change(within(drawer).getByLabelText('Number of parts'), { target: { value: '3' } })
    expect(within(drawer).getByRole('status').textContent).toBe("€300.00 will be credited to the holder's account (deposits and withdrawals) in the same step.")
    fireEvent.change(within(drawer).getByLabelText('Unit price'), { target: { value: '12.50' } })
    expect(within(drawer).getByRole('status').textContent).toMatch(/^€37\.50 will be credited/)
    fireEvent.click(within(drawer).getByLabelText(/^Transfer/))
    expect(within(drawer).queryByText(/will be credited/)).toBeNull()
    fireEvent.click(within(drawer).getByLabelText(/^Redemption/))
    // A unit price that is not an amount is refused under its field, nothing sent.
    const post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
    fireEvent.change(within(drawer).getByLabelText('Unit price'), { target: { value: '12,345' } })
    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Record the movement' }))
    })
    expect(within(drawer).getByText('Enter an amount in euros, e.g. 50 or 50.00.')).toBeTruthy()
    expect(post).not.toHaveBeenCalled()
  })
})

describe('TiersParts', () => {
  it('shows what the tiers holds, the pending subscription and the certificate as of the date', () => {
    render(
      <TiersParts
        attestationHref="/coop/tiers/7/attestation.pdf"
        data={{
          asOf: '2025-06-30',
          holdings: [
            { tiersId: 7, name: 'Zoé Martin', category: 'A', parts: 10, capitalCents: 50000, percentage: 12.5, voting: true },
            { tiersId: 7, name: 'Zoé Martin', category: 'B', parts: 0, capitalCents: 0, percentage: 0, voting: false },
          ],
          pending: [{ id: 4, tiersId: 7, tiersName: 'Zoé Martin', category: 'B', parts: 2, unitCents: 10000, totalCents: 20000, status: 'pending', decision: '', entryNumber: 0, movementId: 0, createdAt: '2026-11-20T10:00:00Z' }],
          categories: [{ code: 'A', label: 'Parts A — membres' }],
        }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Parts held on Jun 30, 2025' })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(table.textContent).toContain('Parts A — membres')
    expect(table.textContent).toContain('€500.00')
    expect(screen.getByRole('list', { name: 'Subscriptions waiting for payment' }).textContent).toBe('2 parts (Category B) waiting for payment: €200.00.')
    expect(screen.getByRole('link', { name: 'Certificate of holding (PDF)' }).getAttribute('href')).toBe('/coop/tiers/7/attestation.pdf?asOf=2025-06-30')
  })

  it('says when nothing is held, and renders nothing without data', () => {
    const { container, rerender } = render(<TiersParts attestationHref="/coop/profil/attestation.pdf" data={undefined} />)
    expect(container.textContent).toBe('')
    rerender(<TiersParts attestationHref="/coop/profil/attestation.pdf" data={{ asOf: '2025-06-30', holdings: [], pending: [] }} />)
    expect(screen.getByText('No part held on Jun 30, 2025.')).toBeTruthy()
  })
})
