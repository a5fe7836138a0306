import { fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => ({ url: '/apps/ecommerce/wishlist', props: { errors: {} } }),
  Head: () => null,
}))

import { product } from '@/Components/Shop/test/fixtures'
import Wishlist from './Wishlist'

let post: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('wishlist page', () => {
  it('moves a product to the cart or removes it; out of stock cannot move; in the cart links to it', () => {
    render(<Wishlist wishlist={[product({ id: 1, name: 'Jam' }), product({ id: 2, name: 'Socks', stock: 0, availability: 'out' }), product({ id: 3, name: 'Soap', isInCart: true })]} />)
    expect(screen.getByText('3 products')).toBeTruthy()
    const jam = screen.getByRole('article', { name: 'Jam' })
    fireEvent.click(within(jam).getByRole('button', { name: 'Move to cart' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/wishlist/1/to-cart', {}, expect.objectContaining({ preserveScroll: true }))
    fireEvent.click(within(jam).getByRole('button', { name: 'Remove Jam from the wishlist' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/wishlist/1', expect.objectContaining({ preserveScroll: true }))
    const socks = screen.getByRole('article', { name: 'Socks' })
    expect((within(socks).getByRole('button', { name: 'Move to cart' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(socks).getByText('Out of stock')).toBeTruthy()
    fireEvent.click(within(socks).getByRole('button', { name: 'Remove Socks from the wishlist' }))
    expect(del).toHaveBeenLastCalledWith('/apps/ecommerce/wishlist/2', expect.anything())
    expect(within(screen.getByRole('article', { name: 'Soap' })).getByRole('link', { name: 'View in cart' })).toBeTruthy()
  })

  it('empty: leads to the shop', () => {
    render(<Wishlist wishlist={[]} />)
    expect(screen.getByText(/Your wishlist is empty/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/apps/ecommerce/shop')
  })
})
