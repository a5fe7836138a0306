import { fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => ({ url: '/apps/ecommerce/orders', props: { errors: {} } }),
  Head: () => null,
}))
Element.prototype.getAnimations ??= () => []

import Order from '../Pages/Apps/Ecommerce/Order'
import Orders from '../Pages/Apps/Ecommerce/Orders'
import { orderDetail } from './shopFixtures'

let post: ReturnType<typeof vi.spyOn>
let get: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('my orders', () => {
  it('lists the orders with their status and filters by status in the URL', () => {
    render(<Orders orders={[orderDetail()]} total={1} page={1} perPage={10} filters={{ status: '' }} />)
    const row = within(screen.getByRole('table', { name: 'My orders' })).getAllByRole('row')[1]!
    expect(within(row).getByRole('link', { name: 'CMD-2026-000042' }).getAttribute('href')).toBe('/apps/ecommerce/orders/CMD-2026-000042')
    expect(row.textContent).toContain('€27.40')
    expect(row.textContent).toContain('Placed')
    expect(row.textContent).toContain('Bank transfer')
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }))
    expect(get).toHaveBeenCalledWith('/apps/ecommerce/orders', { status: 'paid' }, expect.anything())
  })

  it('says when there is no order, and leads to the shop', () => {
    render(<Orders orders={[]} total={0} page={1} perPage={10} filters={{ status: '' }} />)
    expect(screen.getByText('You have not ordered anything yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeTruthy()
  })
})

describe('one order', () => {
  it('shows the transfer to make, the lines, the totals and the invoice number', () => {
    render(<Order order={orderDetail()} />)
    const transfer = screen.getByRole('region', { name: 'Pay by bank transfer' })
    expect(transfer.textContent).toContain('FR76 1234 5000 0100 0000 0000 123')
    expect(within(transfer).getByRole('button', { name: 'Copy Reference' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tea towel' })).toBeTruthy()
    const totals = screen.getByLabelText('Order amounts')
    expect(totals.textContent).toContain('Coupon BIENVENUE10-€2.50')
    expect(totals.textContent).toContain('Total€27.40')
    expect(screen.getByText('Invoice #5010')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull()
    const progress = screen.getByRole('list', { name: 'Order progress' })
    expect(within(progress).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step')
  })

  it('cancels a placed order after asking', async () => {
    render(<Order order={orderDetail()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/orders/CMD-2026-000042/cancel', {}, expect.anything())
  })

  it('has no transfer block nor cancel once paid and shipped', () => {
    render(<Order order={orderDetail({ status: 'shipped', transfer: null, events: [] })} invoicePdf="/x.pdf" />)
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href')).toBe('/x.pdf')
  })
})
