import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => ({ url: '/apps/ecommerce/product-detail/tea-towel', props: { errors: {} } }),
  Head: () => null,
}))

import { detail, product } from '@/Components/Shop/test/fixtures'
import Product from './Product'

let post: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const teaTowel = detail({ id: 7, name: 'Tea towel', slug: 'tea-towel', stock: 4, availability: 'low', colorOptions: ['#1E88E5', '#D32F2F', '#1565C0'], hasFreeShipping: true })

describe('product page', () => {
  it('shows the trail, the gallery, the facts and the related products', () => {
    render(<Product product={teaTowel} related={[product({ id: 8, name: 'Apron' })]} />)
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(within(trail).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/apps/ecommerce/shop?category=kitchen')
    expect(within(trail).getByText('Tea towel').getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('heading', { level: 1, name: 'Tea towel' })).toBeTruthy()
    expect((screen.getByRole('img', { name: 'Front' }) as HTMLImageElement).src).toContain('/l1.jpg')
    fireEvent.click(screen.getByRole('button', { name: 'Image 2 of 2' }))
    expect((screen.getByRole('img', { name: 'Back' }) as HTMLImageElement).src).toContain('/l2.jpg')
    expect(screen.getByRole('button', { name: 'Image 2 of 2' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('Only 4 left')).toBeTruthy()
    expect(screen.getByText('Free shipping')).toBeTruthy()
    expect(screen.getByText('Made in Lyon')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Tea towel' })).getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(1)
    const related = screen.getByRole('region', { name: 'You may also like' })
    expect(within(related).getByRole('link', { name: 'Apron' })).toBeTruthy()
  })

  it('adds the chosen colour and quantity, never above the stock', () => {
    render(<Product product={teaTowel} related={[]} />)
    const colours = screen.getAllByRole('radio')
    expect(colours.map((r) => r.closest('label')?.textContent)).toEqual(['Blue', 'Red', 'Blue 2'])
    expect((screen.getByRole('radio', { name: 'Blue' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }))
    const more = screen.getByRole('button', { name: 'One more' })
    for (let i = 0; i < 5; i++) fireEvent.click(more)
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('4')
    expect((more as HTMLButtonElement).disabled).toBe(true)
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' })
    fireEvent.change(qty, { target: { value: '0' } })
    fireEvent.blur(qty)
    expect((qty as HTMLInputElement).value).toBe('1')
    fireEvent.change(qty, { target: { value: '3' } })
    fireEvent.blur(qty)
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/cart', { productId: 7, qty: 3, color: '#D32F2F' }, expect.objectContaining({ preserveScroll: true }))
  })

  it('shows a quantity refusal under the field and as a toast', async () => {
    render(<Product product={teaTowel} related={[]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const options = post.mock.calls[0]?.[2] as { onError: (e: Record<string, string>) => void; onStart: () => void }
    await act(async () => options.onError({ qty: 'Only 4 left' }))
    expect(toast.error).toHaveBeenCalledWith('Only 4 left')
    expect(screen.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('Only 4 left').length).toBe(2)
  })

  it('out of stock: no quantity, a disabled button; in the cart: a link to it; the wishlist toggle', () => {
    render(<Product product={detail({ id: 9, name: 'Socks', stock: 0, availability: 'out', isInCart: true, isInWishlist: true, images: [] })} related={[]} />)
    expect(screen.queryByRole('spinbutton')).toBeNull()
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'View in cart' }).getAttribute('href')).toBe('/apps/ecommerce/checkout')
    expect(screen.getByRole('img', { name: 'Socks' })).toBeTruthy()
    const heart = screen.getByRole('button', { name: 'Wishlist' })
    expect(heart.getAttribute('aria-pressed')).toBe('true')
  })
})
