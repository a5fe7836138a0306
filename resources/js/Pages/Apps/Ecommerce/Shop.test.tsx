import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => ({ url: '/apps/ecommerce/shop', props: { errors: {} } }),
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import { product, shopProps } from '@/Components/Shop/test/fixtures'
import Shop from './Shop'

let get: ReturnType<typeof vi.spyOn>
let post: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** The URL of the n-th GET visit. */
const visited = (n = 0) => get.mock.calls[n]?.[0] as string
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' })

describe('shop page', () => {
  it('shows the cards: name to its page, brand, stars, price, badges, heart and cart', () => {
    render(<Shop {...shopProps({ products: [product({ id: 1, name: 'Tea towel', hasFreeShipping: true, isInWishlist: true }), product({ id: 2, name: 'Honey jar', stock: 3, availability: 'low', isInCart: true }), product({ id: 3, name: 'Wool socks', stock: 0, availability: 'out' })] })} />)
    expect(screen.getByText('12 results')).toBeTruthy()
    const tea = screen.getByRole('article', { name: 'Tea towel' })
    expect(within(tea).getByRole('link', { name: 'Tea towel' }).getAttribute('href')).toBe('/apps/ecommerce/product-detail/product-1')
    expect(within(tea).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
    expect(within(tea).getByText('€12.50')).toBeTruthy()
    expect(within(tea).getByText('Free shipping')).toBeTruthy()
    expect(within(tea).getByRole('button', { name: 'Wishlist: Tea towel' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(tea).getByRole('button', { name: 'Add to cart: Tea towel' })).toBeTruthy()
    const honey = screen.getByRole('article', { name: 'Honey jar' })
    expect(within(honey).getByText('Only 3 left')).toBeTruthy()
    expect(within(honey).getByRole('link', { name: 'View in cart' }).getAttribute('href')).toBe('/apps/ecommerce/checkout')
    const socks = screen.getByRole('article', { name: 'Wool socks' })
    expect((within(socks).getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true)
    const image = socks.querySelector('img') as HTMLImageElement
    expect([image.getAttribute('src'), image.getAttribute('loading'), image.alt]).toEqual(['/media/shop/card-3.jpg', 'lazy', ''])
  })

  it('adds to the cart and toggles the wishlist by Inertia writes', () => {
    render(<Shop {...shopProps()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Tea towel' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/cart', { productId: 1, qty: 1 }, expect.objectContaining({ preserveScroll: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist: Honey jar' }))
    expect(post).toHaveBeenLastCalledWith('/apps/ecommerce/wishlist', { productId: 2 }, expect.anything())
  })

  it('removes from the wishlist, and shows a quantity refusal as a toast', async () => {
    render(<Shop {...shopProps({ products: [product({ id: 5, name: 'Jam', isInWishlist: true })] })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist: Jam' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/wishlist/5', expect.anything())
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Jam' }))
    const options = post.mock.calls[0]?.[2] as { onError: (e: Record<string, string>) => void }
    await act(async () => options.onError({ qty: 'Only 2 left' }))
    expect(toast.error).toHaveBeenCalledWith('Only 2 left')
  })

  it('keeps every filter in the URL, each choice building on the last', () => {
    render(<Shop {...shopProps({ filters: { ...shopProps().filters, brands: [3] } })} />)
    const side = within(sidebar())
    fireEvent.click(side.getByRole('radio', { name: 'Garden' }))
    expect(visited()).toBe('/apps/ecommerce/shop?category=garden&brand=3')
    fireEvent.click(side.getByRole('checkbox', { name: 'Les Ruchers' }))
    expect(visited(1)).toBe('/apps/ecommerce/shop?category=garden&brand=3&brand=4')
    fireEvent.click(side.getByRole('checkbox', { name: 'Atelier Nord' }))
    expect(visited(2)).toBe('/apps/ecommerce/shop?category=garden&brand=4')
    fireEvent.click(side.getByRole('radio', { name: '€10.00 to €50.00' }))
    expect(visited(3)).toBe('/apps/ecommerce/shop?category=garden&brand=4&priceMin=1000&priceMax=5000')
    fireEvent.click(side.getByRole('radio', { name: '3 stars and up' }))
    expect(visited(4)).toBe('/apps/ecommerce/shop?category=garden&brand=4&priceMin=1000&priceMax=5000&rating=3')
    fireEvent.click(side.getByRole('checkbox', { name: 'Free shipping' }))
    fireEvent.click(side.getByRole('checkbox', { name: 'In stock only' }))
    expect(visited(5)).toBe('/apps/ecommerce/shop?category=garden&brand=4&priceMin=1000&priceMax=5000&rating=3&freeShipping=1')
    expect(visited(6)).toBe('/apps/ecommerce/shop?category=garden&brand=4&priceMin=1000&priceMax=5000&rating=3&freeShipping=1&inStock=1')
    // Each choice shows at once, before the server answers.
    expect((side.getByRole('radio', { name: 'Garden' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(side.getByRole('button', { name: 'Clear filters' }))
    expect(visited(7)).toBe('/apps/ecommerce/shop')
    expect(get.mock.calls[0]?.[2]).toMatchObject({ preserveState: true, preserveScroll: true, replace: false })
  })

  it('moves the price slider within the bounds and asks once it rests', () => {
    vi.useFakeTimers()
    render(<Shop {...shopProps()} />)
    const low = within(sidebar()).getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement
    expect(low.min).toBe('300')
    expect(low.getAttribute('aria-valuetext')).toBe('€3.00')
    fireEvent.change(low, { target: { value: '2000' } })
    fireEvent.change(low, { target: { value: '2500' } })
    expect(get).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(500))
    expect(get).toHaveBeenCalledTimes(1)
    expect(visited()).toBe('/apps/ecommerce/shop?priceMin=2500')
    expect(get.mock.calls[0]?.[2]).toMatchObject({ replace: true })
  })

  it('searches after typing, sorts, switches to the list and pages', () => {
    vi.useFakeTimers()
    render(<Shop {...shopProps({ filters: { ...shopProps().filters, category: 'kitchen' }, page: 1 })} />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'miel' } })
    act(() => vi.advanceTimersByTime(400))
    expect(visited()).toBe('/apps/ecommerce/shop?q=miel&category=kitchen')
    expect(get.mock.calls[0]?.[2]).toMatchObject({ replace: true })
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } })
    expect(visited(1)).toBe('/apps/ecommerce/shop?q=miel&sortBy=price-asc&category=kitchen')
    fireEvent.click(screen.getByRole('button', { name: 'List view' }))
    expect(visited(2)).toBe('/apps/ecommerce/shop?q=miel&sortBy=price-asc&category=kitchen&view=list')
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(visited(3)).toBe('/apps/ecommerce/shop?q=miel&sortBy=price-asc&category=kitchen&view=list&page=2')
  })

  it('shows the list view and an empty state that clears everything', () => {
    const { rerender } = render(<Shop {...shopProps({ filters: { ...shopProps().filters, view: 'list' } })} />)
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getAllByText('A sturdy thing.')).toHaveLength(3)
    rerender(<Shop {...shopProps({ products: [], total: 0, filters: { ...shopProps().filters, q: 'zzz', inStock: true, sortBy: 'price-desc' } })} />)
    expect(screen.getByText('No product matches your search and filters.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(visited()).toBe('/apps/ecommerce/shop?sortBy=price-desc')
  })

  it('opens the filters in a drawer on small screens', async () => {
    render(<Shop {...shopProps()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kitchen' }))
    expect(visited()).toBe('/apps/ecommerce/shop?category=kitchen')
  })
})
