import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { router } from '@inertiajs/react'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/coop/depot-retrait' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import { amountText, newIdempotencyKey, parseAmount, parseRate } from '../Components/Coop/Money/amount'
import ApprovalsCard from '../Components/Coop/Money/ApprovalsCard'
import { approveRule, approveState, approvedCount, cancelAllowed, rejectAllowed } from '../Components/Coop/Money/rules'
import MovementsToolbar from '../Components/Coop/Money/MovementsToolbar'
import { FILTER_DEFAULTS, normalizeFilter, periodPatch, signedCents, statementURL, type Movement, type MovementFilter } from '../Components/Coop/Money/types'

const MANAGER = { id: 3, canManage: true }

const movement = (over: Partial<Movement> = {}): Movement => ({
  id: 12,
  tiersId: 7,
  tiersName: 'Sébastien Weber',
  kind: 'withdrawal',
  amountCents: 15000,
  label: 'Virement',
  status: 'requested',
  approvalsNeeded: 1,
  approvalsCount: 0,
  approvals: [],
  subscriptionId: 0,
  requestedBy: 9,
  requestedName: 'Sébastien Weber',
  requestedAt: '2026-11-24T09:00:00Z',
  decidedAt: null,
  executedAt: null,
  reason: '',
  ...over,
})

/** Signs in `id` with the money abilities of `manage`. */
function signIn(id: number, manage: boolean) {
  const abilities = [{ action: 'read', subject: 'Money' }, ...(manage ? [{ action: 'manage', subject: 'Money' }] : [])]
  page.current = { props: { auth: { user: { id }, abilities }, errors: {} }, url: '/coop/depot-retrait' }
}

describe('amounts as people type them', () => {
  it('reads French, English and German writing into cents', () => {
    expect(parseAmount('1 234,50', 'fr')).toEqual({ cents: 123450 })
    expect(parseAmount('1\u202f234,50 €', 'fr')).toEqual({ cents: 123450 })
    expect(parseAmount('1234.50', 'fr')).toEqual({ cents: 123450 })
    expect(parseAmount('1234.50', 'en')).toEqual({ cents: 123450 })
    expect(parseAmount('1,234.50', 'en')).toEqual({ cents: 123450 })
    expect(parseAmount('1.234,50', 'de')).toEqual({ cents: 123450 })
    expect(parseAmount('1.234.567,8', 'de')).toEqual({ cents: 123456780 })
    expect(parseAmount('12', 'fr')).toEqual({ cents: 1200 })
    expect(parseAmount('0,5', 'fr')).toEqual({ cents: 50 })
    expect(parseAmount(',05', 'fr')).toEqual({ cents: 5 })
    expect(parseAmount('+20', 'en')).toEqual({ cents: 2000 })
  })

  it('settles a lone mark before three digits by the reader’s language', () => {
    expect(parseAmount('1,234', 'en')).toEqual({ cents: 123400 })
    expect(parseAmount('1,234', 'fr')).toEqual({ problem: 'decimals' })
    expect(parseAmount('1.234', 'de')).toEqual({ cents: 123400 })
    expect(parseAmount('1.234', 'en')).toEqual({ problem: 'decimals' })
  })

  it('refuses what is not an amount, and says why', () => {
    expect(parseAmount('', 'fr')).toEqual({ problem: 'required' })
    expect(parseAmount('   ', 'fr')).toEqual({ problem: 'required' })
    expect(parseAmount('abc', 'fr')).toEqual({ problem: 'invalid' })
    expect(parseAmount('12a', 'fr')).toEqual({ problem: 'invalid' })
    expect(parseAmount('1,2.50', 'en')).toEqual({ problem: 'invalid' })
    expect(parseAmount('1.2.3', 'en')).toEqual({ problem: 'invalid' })
    expect(parseAmount('1.234,5.0', 'de')).toEqual({ problem: 'invalid' })
    expect(parseAmount(',', 'fr')).toEqual({ problem: 'invalid' })
    expect(parseAmount('12,345', 'fr')).toEqual({ problem: 'decimals' })
    expect(parseAmount('0', 'fr')).toEqual({ problem: 'positive' })
    expect(parseAmount('0,00', 'fr')).toEqual({ problem: 'positive' })
    expect(parseAmount('-5', 'fr')).toEqual({ problem: 'positive' })
    expect(parseAmount('99999999999', 'fr')).toEqual({ problem: 'tooLarge' })
    expect(parseAmount('1000000000,01', 'fr')).toEqual({ problem: 'tooLarge' })
  })

  it('writes cents back as a form holds them, and reads them again', () => {
    expect(amountText(123450, 'fr')).toBe('1234,50')
    expect(amountText(123450, 'en')).toBe('1234.50')
    for (const lang of ['fr', 'en', 'de', 'pt']) expect(parseAmount(amountText(987654, lang), lang)).toEqual({ cents: 987654 })
  })

  it('reads a rate in percent as basis points', () => {
    expect(parseRate('2,5')).toBe(250)
    expect(parseRate('3 %')).toBe(300)
    expect(parseRate('0.75')).toBe(75)
    expect(parseRate('1.234')).toBeNull()
    expect(parseRate('')).toBeNull()
    expect(parseRate('x')).toBeNull()
  })

  it('makes a new UUID for each form', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newIdempotencyKey()).not.toBe(a)
  })
})

describe('four eyes', () => {
  it('offers Approve to another person who may approve, while it waits', () => {
    expect(approveRule(movement(), MANAGER)).toEqual({ approve: true })
    expect(rejectAllowed(movement(), MANAGER)).toBe(true)
  })

  it('never to its author, who may cancel it instead', () => {
    const own = movement({ requestedBy: 3 })
    expect(approveRule(own, MANAGER)).toEqual({ approve: false, reason: 'author' })
    expect(rejectAllowed(own, MANAGER)).toBe(false)
    expect(cancelAllowed(own, 3)).toBe(true)
    expect(cancelAllowed(movement(), 3)).toBe(false)
    expect(cancelAllowed(movement({ requestedBy: 3, status: 'executed' }), 3)).toBe(false)
  })

  it('not twice by the same person, not to read-only staff, not once decided', () => {
    const half = movement({ approvalsNeeded: 2, approvalsCount: 1, approvals: [{ userId: 3, userName: 'Bruno', decision: 'approved', reason: '', at: '' }] })
    expect(approveRule(half, MANAGER)).toEqual({ approve: false, reason: 'already' })
    expect(approveRule(half, { id: 4, canManage: true })).toEqual({ approve: true })
    expect(approveRule(movement(), { id: 4, canManage: false })).toEqual({ approve: false, reason: 'notAllowed' })
    for (const status of ['approved', 'executed', 'rejected', 'cancelled']) expect(approveRule(movement({ status }), MANAGER)).toEqual({ approve: false, reason: 'closed' })
  })

  it('lets the server’s own answer win', () => {
    expect(approveState({ ...movement(), canApprove: false }, MANAGER)).toEqual({ approve: false, reason: 'notAllowed' })
    expect(approveState({ ...movement({ requestedBy: 3 }), canApprove: false }, MANAGER)).toEqual({ approve: false, reason: 'author' })
    expect(approveState({ ...movement(), canApprove: true }, MANAGER)).toEqual({ approve: true })
  })

  it('counts approvals from the list’s count or the detail’s decisions', () => {
    expect(approvedCount(movement({ approvalsCount: 1 }))).toBe(1)
    expect(approvedCount(movement({ approvals: [{ userId: 1, userName: '', decision: 'approved', reason: '', at: '' }] }))).toBe(1)
  })

  it('signs money out and keeps the list’s state short', () => {
    expect(signedCents(movement())).toBe(-15000)
    expect(signedCents(movement({ kind: 'share_purchase' }))).toBe(-15000)
    expect(signedCents(movement({ kind: 'deposit' }))).toBe(15000)
    expect(signedCents(movement({ kind: 'interest' }))).toBe(15000)
    expect(normalizeFilter({ perPage: 7, page: -1, status: 'requested' })).toMatchObject({ perPage: 25, page: 1, status: 'requested', kind: '' })
    expect(statementURL('/coop/profil/statement', 'pdf', '2026-01-01', '2026-11-24')).toBe('/coop/profil/statement.pdf?from=2026-01-01&to=2026-11-24')
    expect(statementURL('/coop/tiers/7/statement', 'csv', '', '')).toBe('/coop/tiers/7/statement.csv')
  })
})

describe('À approuver', () => {
  let post: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows Approve and Reject on another person’s request, and posts the decision', () => {
    signIn(3, true)
    render(<ApprovalsCard pending={[{ ...movement(), canApprove: true }]} />)
    const line = screen.getByTestId('approval-12')
    expect(line.textContent).toContain('0/1')
    fireEvent.click(within(line).getByRole('button', { name: /^Approve: Withdrawal of Sébastien Weber/ }))
    expect(post).toHaveBeenCalledWith('/coop/depot-retrait/movements/12/approve', {}, expect.anything())
  })

  it('asks for a reason before rejecting', () => {
    signIn(3, true)
    render(<ApprovalsCard pending={[{ ...movement(), canApprove: true }]} />)
    fireEvent.click(screen.getByRole('button', { name: /^Reject: / }))
    fireEvent.change(screen.getByLabelText('Reason for rejecting'), { target: { value: 'RIB manquant' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reject the movement' }))
    expect(post).toHaveBeenCalledWith('/coop/depot-retrait/movements/12/reject', { reason: 'RIB manquant' }, expect.anything())
  })

  it('hides Approve on one’s own request and says why, with Cancel', () => {
    signIn(3, true)
    render(<ApprovalsCard pending={[]} mine={[movement({ requestedBy: 3, requestedName: 'Me' })]} />)
    const line = screen.getByTestId('approval-12')
    expect(within(line).queryByRole('button', { name: /^Approve/ })).toBeNull()
    expect(within(line).queryByRole('button', { name: /^Reject/ })).toBeNull()
    expect(within(line).getByTestId('no-approve').textContent).toBe('You made this request: someone else must approve it.')
    expect(within(line).getByRole('button', { name: 'Cancel request no. 12' })).toBeTruthy()
  })

  it('says when nothing waits', () => {
    signIn(3, true)
    render(<ApprovalsCard pending={[]} />)
    expect(screen.getByText('No movement is waiting for a decision.')).toBeTruthy()
  })
})

describe('the movements’ period', () => {
  it('keeps a day of the URL, drops anything else', () => {
    expect(normalizeFilter({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
    expect(normalizeFilter({ from: '01/11/2026', to: 20261130 as unknown as string })).toMatchObject({ from: '', to: '' })
    expect(normalizeFilter(undefined)).toMatchObject({ from: '', to: '' })
  })

  it('never asks for a backwards period', () => {
    const nov = { from: '2026-11-01', to: '2026-11-30' }
    expect(periodPatch(nov, 'from', '2026-11-10')).toEqual({ from: '2026-11-10' })
    expect(periodPatch(nov, 'from', '2026-12-05')).toEqual({ from: '2026-12-05', to: '2026-12-05' })
    expect(periodPatch(nov, 'to', '2026-10-31')).toEqual({ from: '2026-10-31', to: '2026-10-31' })
    expect(periodPatch(nov, 'to', '')).toEqual({ to: '' })
    expect(periodPatch({ from: '', to: '' }, 'to', '2026-10-31')).toEqual({ to: '2026-10-31' })
    expect(periodPatch(nov, 'from', '2026-1')).toBeNull()
  })

  it('shows the period in two date fields, changes it and clears it', () => {
    signIn(3, true)
    const onChange = vi.fn()
    const filter: MovementFilter = { ...FILTER_DEFAULTS, status: 'executed', kind: 'deposit', from: '2026-11-01', to: '2026-11-30' }
    const { rerender } = render(<MovementsToolbar filter={filter} kinds={['deposit']} statuses={['executed']} perPages={[25]} holderName="" onChange={onChange} />)
    const from = screen.getByLabelText('From') as HTMLInputElement
    const to = screen.getByLabelText('To') as HTMLInputElement
    expect([from.type, from.value, from.max, to.value, to.min]).toEqual(['date', '2026-11-01', '2026-11-30', '2026-11-30', '2026-11-01'])
    fireEvent.change(from, { target: { value: '2026-11-15' } })
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-15' })
    fireEvent.click(screen.getByRole('button', { name: 'All dates' }))
    expect(onChange).toHaveBeenLastCalledWith({ from: '', to: '' })
    rerender(<MovementsToolbar filter={{ ...filter, from: '', to: '' }} kinds={['deposit']} statuses={['executed']} perPages={[25]} holderName="" onChange={onChange} />)
    expect(screen.queryByRole('button', { name: 'All dates' })).toBeNull()
  })
})
