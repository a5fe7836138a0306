import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/ecommerce/checkout' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))
Element.prototype.getAnimations ??= () => []

import Checkout from '../Pages/Apps/Ecommerce/Checkout'
import { allowedStep, readChoice, stepForErrors } from '../Components/Checkout/checkoutState'
import { address, cart, cartItem, checkoutProps, deliveries } from './shopFixtures'

type Options = { onError?: (e: Record<string, string>) => void; onSuccess?: (p: unknown) => void }
let post: ReturnType<typeof vi.spyOn>
let patch: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>
let get: ReturnType<typeof vi.spyOn>
let replace: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  page.current = { url: '/apps/ecommerce/checkout', props: { errors: {} } }
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  patch = vi.spyOn(router, 'patch').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  replace = vi.spyOn(router, 'replace').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('checkout state', () => {
  const addresses = [address({ id: 4, isDefault: false }), address({ id: 5 })]
  it('preselects the default address, the first delivery and payment; keeps valid choices of the URL', () => {
    expect(readChoice('/c', addresses, deliveries, ['transfer'])).toEqual({ addressId: 5, delivery: 'standard', payment: 'transfer' })
    expect(readChoice('/c?address=4&delivery=express&payment=account', addresses, deliveries, ['transfer', 'account'])).toEqual({ addressId: 4, delivery: 'express', payment: 'account' })
    expect(readChoice('/c?address=99&delivery=drone&payment=card', addresses, deliveries, ['transfer'])).toEqual({ addressId: 5, delivery: 'standard', payment: 'transfer' })
  })
  it('never goes past the cart while it is empty, nor past the address without one', () => {
    const choice = { addressId: 5, delivery: 'standard' as const, payment: 'transfer' as const }
    expect(allowedStep('payment', cart({ items: [] }), choice)).toBe('cart')
    expect(allowedStep('payment', cart(), { ...choice, addressId: null })).toBe('address')
    expect(allowedStep('payment', cart(), choice)).toBe('payment')
    expect(allowedStep('cart', cart(), choice)).toBe('cart')
  })
  it('sends a refusal back to the step that fixes it', () => {
    expect(stepForErrors({ addressId: 'x' })).toBe('address')
    expect(stepForErrors({ paymentMethod: 'x' })).toBe('payment')
    expect(stepForErrors({ form: 'server.orderStock' })).toBe('cart')
    expect(stepForErrors({ code: 'server.couponExpired' })).toBe('cart')
  })
})

describe('cart step', () => {
  it('shows the lines and price details, changes a quantity, removes, moves to the wishlist', () => {
    render(<Checkout {...checkoutProps()} />)
    expect(screen.getByRole('link', { name: 'Tea towel' }).getAttribute('href')).toBe('/apps/ecommerce/product-detail/tea-towel')
    const details = screen.getByRole('region', { name: 'Price details' })
    expect(details.textContent).toContain('€25.00')
    expect(details.textContent).toContain('Standard delivery€4.90')
    expect(details.textContent).toContain('Total€29.90')
    fireEvent.click(screen.getAllByRole('button', { name: 'One more' })[0]!)
    expect(patch).toHaveBeenCalledWith('/apps/ecommerce/cart/11', { qty: 3 }, expect.objectContaining({ preserveScroll: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tea towel from the cart' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/cart/11', expect.anything())
    fireEvent.click(screen.getByRole('button', { name: 'Move Tea towel to the wishlist' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/cart/11/to-wishlist', {}, expect.anything())
  })

  it('keeps the quantity within the stock', () => {
    render(<Checkout {...checkoutProps({ cart: cart({ items: [cartItem({ qty: 3, stock: 3, availability: 'low' })] }) })} />)
    expect((screen.getAllByRole('button', { name: 'One more' })[0] as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByLabelText('Quantity of Tea towel').getAttribute('max')).toBe('3')
  })

  it('applies a coupon and shows its refusal under the field', () => {
    render(<Checkout {...checkoutProps()} />)
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'old5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/cart/coupon', { code: 'OLD5' }, expect.anything())
    const options = post.mock.calls[0]![2] as Options
    act(() => options.onError!({ code: 'This coupon has expired.' }))
    expect(screen.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('This coupon has expired.')
  })

  it('shows an applied coupon with a button that removes it', () => {
    render(<Checkout {...checkoutProps({ cart: cart({ discount: 250, total: 2250, coupon: { code: 'BIENVENUE10', description: 'Welcome', percentOff: 10, amountOff: 0 } }) })} />)
    expect(screen.getByText('BIENVENUE10: 10% off')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Price details' }).textContent).toContain('Coupon BIENVENUE10-€2.50')
    fireEvent.click(screen.getByRole('button', { name: 'Remove the coupon BIENVENUE10' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/cart/coupon', expect.anything())
  })

  it('leads an empty cart to the shop, with no way forward', () => {
    render(<Checkout {...checkoutProps({ cart: cart({ items: [], count: 0, subtotal: 0, total: 0 }), step: 'payment' })} />)
    expect(screen.getByText('Your cart is empty')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/apps/ecommerce/shop')
    expect((screen.getByRole('button', { name: /Choose the delivery/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('goes to the address step with the choices in the URL', () => {
    render(<Checkout {...checkoutProps()} />)
    fireEvent.click(screen.getByRole('button', { name: /Choose the delivery/ }))
    expect(get).toHaveBeenCalledWith('/apps/ecommerce/checkout', { step: 'address', address: '5', delivery: 'standard', payment: 'transfer' }, expect.anything())
  })
})

describe('address step', () => {
  it('preselects the default address; choosing another or a delivery method stays in the URL', () => {
    render(<Checkout {...checkoutProps({ step: 'address' })} />)
    const radios = within(screen.getByRole('group', { name: 'Deliver to' })).getAllByRole('radio')
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true])
    fireEvent.click(radios[0]!)
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ url: '/apps/ecommerce/checkout?step=address&address=4&delivery=standard&payment=transfer' }))
    fireEvent.click(screen.getByRole('radio', { name: /Express delivery/ }))
    expect(replace).toHaveBeenLastCalledWith(expect.objectContaining({ url: expect.stringContaining('delivery=express') }))
    expect(screen.getByRole('radio', { name: /Express delivery/ }).closest('label')!.textContent).toContain('€12.90')
    expect(screen.getByRole('radio', { name: /Pickup/ }).closest('label')!.textContent).toContain('Free')
  })

  it('asks before deleting an address', async () => {
    render(<Checkout {...checkoutProps({ step: 'address' })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address of Office Me' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/addresses/4', expect.anything())
  })
})

describe('payment step', () => {
  it('places the order with the choices; a refusal goes back to the cart and says why', () => {
    page.current.url = '/apps/ecommerce/checkout?step=payment&address=4&delivery=express'
    render(<Checkout {...checkoutProps({ step: 'payment' })} />)
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toHaveProperty('checked', true)
    expect(screen.getByRole('region', { name: 'Price details' }).textContent).toContain('Total€37.90')
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/checkout', { addressId: 4, deliveryMethod: 'express', paymentMethod: 'transfer' }, expect.anything())
    const options = post.mock.calls[0]![2] as Options
    act(() => options.onError!({ form: 'Only 1 left of Tea towel.' }))
    expect(screen.getByRole('alert').textContent).toContain('Only 1 left of Tea towel.')
    expect(get).toHaveBeenCalledWith('/apps/ecommerce/checkout', expect.objectContaining({ step: 'cart', address: '4', delivery: 'express' }), expect.anything())
  })

  it('offers the member account only when it holds the total', () => {
    const payment = { ...checkoutProps().payment, methods: ['account' as const, 'transfer' as const], account: { balance: 5000, available: 1000 } }
    render(<Checkout {...checkoutProps({ step: 'payment', payment })} />)
    const account = screen.getByRole('radio', { name: /Member account/ }) as HTMLInputElement
    expect(account.disabled).toBe(true)
    expect(screen.getByText(/Not enough available for this order/)).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toHaveProperty('checked', true)
  })
})

// Last: Headless UI's drawer does not finish closing in jsdom, and would leave the next tests' page inert.
describe('new address', () => {
  it('adds an address and selects it once saved', async () => {
    render(<Checkout {...checkoutProps({ step: 'address' })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }))
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Nina New' } })
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '75011' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/addresses', expect.objectContaining({ fullName: 'Nina New', postalCode: '75011', country: 'FR', label: 'home' }), expect.anything())
    const options = post.mock.calls[0]![2] as Options
    act(() => options.onSuccess!({ props: { addresses: [address({ id: 4 }), address(), address({ id: 9, fullName: 'Nina New' })] } }))
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('address=9') }))
  })
})
