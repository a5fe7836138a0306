import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))
const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/', component: 'Dashboard/Home' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import CartDropdown from '@/Components/Shell/CartDropdown'
import RealtimeBridge from '@/Components/Shell/RealtimeBridge'
import { FakeEventSource } from '../../test/fakeEventSource'
import { cartItem } from './test/fixtures'

let del: ReturnType<typeof vi.spyOn>
let reload: ReturnType<typeof vi.spyOn>
let visit: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  page.current = { props: {}, url: '/', component: 'Dashboard/Home' }
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
  reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
  vi.clearAllMocks()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('navbar cart', () => {
  it('shows the lines, each to its product with a remove button, the subtotal and the checkout', () => {
    const items = [cartItem(), cartItem({ id: 2, productId: 9, name: 'Honey jar', slug: 'honey-jar', qty: 1, price: 1290, image: '' })]
    page.current.props = { cart: { count: 3, items, subtotal: 2790 } }
    render(<CartDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Cart (3)' }))
    expect(screen.getByText('3 items')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tea towel' }).getAttribute('href')).toBe('/apps/ecommerce/product-detail/tea-towel')
    expect(screen.getByText('2 × €7.50')).toBeTruthy()
    expect(screen.getByText('€27.90')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/apps/ecommerce/checkout')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Honey jar' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/cart/9', expect.objectContaining({ preserveScroll: true }))
    const options = del.mock.calls[0]?.[1] as { onStart: () => void }
    act(() => options.onStart())
    expect((screen.getByRole('button', { name: 'Remove Tea towel' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('an empty cart offers the shop', () => {
    page.current.props = { cart: { count: 0, items: [], subtotal: 0 } }
    render(<CartDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Cart (0)' }))
    expect(within(document.body).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/apps/ecommerce/shop')
  })
})

describe('shop events', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeEventSource.reset()
    vi.stubGlobal('EventSource', FakeEventSource)
  })

  function mount() {
    render(<RealtimeBridge userId={1} />)
    const es = FakeEventSource.last!
    es.open()
    return es
  }
  const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(400)))

  it('cart.changed reloads the cart, and the products on a shop page', async () => {
    let es = mount()
    es.emit('cart.changed', { count: 4 })
    await settle()
    expect(reload).toHaveBeenLastCalledWith({ only: ['cart'], showProgress: false })
    page.current = { props: {}, url: '/apps/ecommerce/shop', component: 'Apps/Ecommerce/Shop' }
    es = mount()
    es.emit('cart.changed', { count: 5 })
    await settle()
    expect(reload).toHaveBeenLastCalledWith({ only: ['cart', 'products'], showProgress: false })
  })

  it('order.changed: a toast that opens the order, and the orders page reloads', async () => {
    page.current = { props: {}, url: '/apps/ecommerce/orders', component: 'Apps/Ecommerce/Orders' }
    const es = mount()
    es.emit('order.changed', { number: 'CMD-2026-000042', status: 'shipped' })
    await settle()
    expect(toast.info).toHaveBeenCalledWith('Order CMD-2026-000042 is now shipped.', expect.anything())
    expect(reload).toHaveBeenCalledWith({ only: ['orders'], showProgress: false })
    const options = toast.info.mock.calls.at(-1)?.[1] as { action: { onClick: () => void } }
    options.action.onClick()
    expect(visit).toHaveBeenCalledWith('/apps/ecommerce/orders/CMD-2026-000042')
  })
})
