import { fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/ecommerce/manage/products' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import ManageOrder from '../Pages/Apps/Ecommerce/Manage/Order'
import ManageOrders from '../Pages/Apps/Ecommerce/Manage/Orders'
import ManageProducts from '../Pages/Apps/Ecommerce/Manage/Products'
import { nextSort, productFilterOf, productQuery } from '../Components/ShopAdmin/productList'
import { admin } from './fixtures'
import { brands, categories, order, product } from './shopAdminFixtures'

const viewer: typeof admin = { ...admin, id: 3, role: 'client', ability: [{ action: 'read', subject: 'Ecommerce' }, { action: 'read', subject: 'Order' }] }
let get: ReturnType<typeof vi.spyOn>
let post: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>

const signIn = (user: typeof admin) => {
  page.current = { url: '/apps/ecommerce/manage/products', props: { auth: { user, abilities: user.ability }, errors: {} } }
}

beforeEach(() => {
  signIn(admin)
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
})

afterEach(() => vi.restoreAllMocks())

describe('catalogue list state', () => {
  it('reads the server filter and writes the server query back', () => {
    const f = productFilterOf({ q: 'savon', brands: [5], published: false, stock: 'low', sort: 'price-desc' }, 2, 24)
    expect(f).toMatchObject({ q: 'savon', brand: '5', published: '0', stock: 'low', page: 2, perPage: 24, sortBy: 'price', sortDesc: true })
    expect(productQuery(f)).toEqual({ q: 'savon', brand: '5', published: '0', stock: 'low', sort: 'price-desc', page: '2', perPage: '24' })
    expect(productQuery(productFilterOf({}, 1, 9))).toEqual({})
  })

  it('flips price, and sends name and stock one way then back to the newest', () => {
    expect(nextSort({ sortBy: 'featured', sortDesc: true }, 'price')).toEqual({ sortBy: 'price', sortDesc: false })
    expect(nextSort({ sortBy: 'price', sortDesc: false }, 'price')).toEqual({ sortBy: 'price', sortDesc: true })
    expect(nextSort({ sortBy: 'featured', sortDesc: true }, 'name')).toEqual({ sortBy: 'name', sortDesc: false })
    expect(nextSort({ sortBy: 'name', sortDesc: false }, 'name')).toEqual({ sortBy: 'featured', sortDesc: true })
  })
})

describe('products page', () => {
  const rows = [product(), product({ id: 8, name: 'Miel de lavande', slug: 'miel', stock: 0, availability: 'out', published: false })]
  const renderList = () => render(<ManageProducts products={rows} total={2} page={1} perPage={9} filters={{ sort: 'featured' }} categories={categories} brands={brands} />)

  it('shows stock badges and the shop state, filters and sorts through the URL', () => {
    renderList()
    const table = screen.getByRole('table', { name: 'Products' })
    const [, first, second] = within(table).getAllByRole('row')
    expect(first!.textContent).toContain('Low')
    expect(first!.textContent).toContain('Published')
    expect(second!.textContent).toContain('Out of stock')
    expect(second!.textContent).toContain('Hidden')
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'hygiene' } })
    expect(get).toHaveBeenLastCalledWith('/apps/ecommerce/manage/products', { category: 'hygiene' }, expect.objectContaining({ preserveState: true }))
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'out' } })
    expect(get).toHaveBeenLastCalledWith('/apps/ecommerce/manage/products', { stock: 'out' }, expect.anything())
    fireEvent.click(screen.getByRole('button', { name: 'Price' }))
    expect(get).toHaveBeenLastCalledWith('/apps/ecommerce/manage/products', { sort: 'price-asc' }, expect.anything())
  })

  it('deletes after a confirmation', () => {
    renderList()
    fireEvent.click(screen.getByRole('button', { name: 'Delete Miel de lavande' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Delete “Miel de lavande”?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(del).toHaveBeenCalledWith('/apps/ecommerce/manage/products/8', expect.anything())
  })

  it('is read-only for who only reads the catalogue', () => {
    signIn(viewer)
    renderList()
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'See Savon à l’huile d’olive in the shop' })).toBeTruthy()
  })
})

describe('orders page', () => {
  const counts = { placed: 3, paid: 2, shipped: 1, delivered: 4, cancelled: 1, all: 11 }
  it('filters from a card, sorts by a column, links each order', () => {
    render(<ManageOrders orders={[order()]} total={1} filters={{ page: 1, perPage: 10, sortBy: 'placedAt', sortDesc: true }} counts={counts} />)
    fireEvent.click(screen.getByRole('button', { name: /Shipped\s*1/ }))
    expect(get).toHaveBeenLastCalledWith('/apps/ecommerce/manage/orders', { status: 'shipped' }, expect.anything())
    fireEvent.click(screen.getByRole('button', { name: 'Total' }))
    expect(get).toHaveBeenLastCalledWith('/apps/ecommerce/manage/orders', { sortBy: 'total', sortDesc: 'true' }, expect.anything())
    expect(screen.getByRole('link', { name: 'Open order CMD-2026-000042' }).getAttribute('href')).toBe('/apps/ecommerce/manage/orders/42')
  })
})

describe('order page', () => {
  it('moves the order with a note after a confirmation that explains a cancellation', () => {
    render(<ManageOrder order={order()} canMove />)
    expect(screen.getByRole('link', { name: /Invoice #5003/ }).getAttribute('href')).toBe('/apps/invoice/preview/5003')
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('back into stock')
    expect(dialog.textContent).toContain('invoice is cancelled')
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: ' Rupture fournisseur ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/manage/orders/42/status', { status: 'cancelled', note: 'Rupture fournisseur' }, expect.anything())
  })

  it('shows no action without the right to move orders', () => {
    render(<ManageOrder order={order()} canMove={false} />)
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull()
  })
})
