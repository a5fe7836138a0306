import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/ecommerce/manage/products/new' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

Element.prototype.getAnimations ??= () => []

import ManageCoupons from '../Pages/Apps/Ecommerce/Manage/Coupons'
import ManageProductForm from '../Pages/Apps/Ecommerce/Manage/ProductForm'
import { couponBody, couponDraft } from '../Components/ShopAdmin/couponForm'
import { slugOf } from '../lib/slug'
import { brandOf } from '../Components/ShopAdmin/useProductForm'
import { admin } from './fixtures'
import { brands, categories, coupon, productDetail } from './shopAdminFixtures'

let post: ReturnType<typeof vi.spyOn>
let put: ReturnType<typeof vi.spyOn>
const viewer: typeof admin = { ...admin, id: 3, role: 'client', ability: [{ action: 'read', subject: 'Ecommerce' }] }

beforeEach(() => {
  page.current = { url: '/apps/ecommerce/manage/products/new', props: { auth: { user: admin, abilities: admin.ability }, errors: {} } }
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  put = vi.spyOn(router, 'put').mockImplementation(() => undefined)
})

afterEach(() => vi.restoreAllMocks())

const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } })

describe('pure helpers', () => {
  it('derives slugs like the server', () => {
    expect(slugOf('Savon à l’huile d’olive')).toBe('savon-a-l-huile-d-olive')
    expect(slugOf('  Miel -- de  Lavande! ')).toBe('miel-de-lavande')
  })

  it('tells an existing brand from a new one, whatever the case', () => {
    expect(brandOf('atelier sud', brands)).toEqual({ brandId: 2 })
    expect(brandOf(' Ferme du Lac ', brands)).toEqual({ brandName: 'Ferme du Lac' })
  })

  it('sends a coupon in cents, only its kind of discount', () => {
    const d = { ...couponDraft(null), code: 'noel', kind: 'amount' as const, percentOff: '10', amountOff: '5,5', minSubtotal: '30', maxUses: '' }
    expect(couponBody(d)).toEqual({ body: expect.objectContaining({ code: 'NOEL', percentOff: 0, amountOff: 550, minSubtotal: 3000, maxUses: 0, active: true }) })
    expect(couponBody({ ...d, amountOff: '5.555' })).toEqual({ errors: { amountOff: expect.any(String) } })
    expect(couponDraft(coupon())).toMatchObject({ kind: 'percent', percentOff: '10', minSubtotal: '20.00', maxUses: '100' })
  })
})

describe('product form', () => {
  it('creates a product: slug follows the name, price read exactly, a new brand by name', () => {
    render(<ManageProductForm product={null} categories={categories} brands={brands} />)
    type('Name', 'Confiture d’abricot')
    expect((screen.getByLabelText('Address (slug)') as HTMLInputElement).value).toBe('confiture-d-abricot')
    type('Category', '1')
    type('Brand', 'Ferme du Lac')
    type('Price (€)', '4,95')
    type('Stock', '12')
    type('Colour code (#RRGGBB)', '#aa3300')
    fireEvent.click(screen.getByRole('button', { name: 'Add colour' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a feature' }))
    type('Feature 1', 'Bio')
    expect(screen.getByText(/Save the product first/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    expect(post).toHaveBeenCalledWith(
      '/apps/ecommerce/manage/products',
      expect.objectContaining({ name: 'Confiture d’abricot', slug: 'confiture-d-abricot', categoryId: 1, brandName: 'Ferme du Lac', price: 495, stock: 12, colors: ['#AA3300'], features: ['Bio'], published: true }),
      expect.anything(),
    )
  })

  it('refuses a price that is not an amount, under its field, without sending', () => {
    render(<ManageProductForm product={null} categories={categories} brands={brands} />)
    type('Name', 'Miel')
    type('Price (€)', '4.999')
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    expect(post).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain('at most two decimals')
  })

  it('edits a product: its slug stays, the server’s field errors show, images can be reordered', () => {
    page.current.props.errors = {}
    render(<ManageProductForm product={productDetail()} categories={categories} brands={brands} />)
    type('Name', 'Savon doux')
    expect((screen.getByLabelText('Address (slug)') as HTMLInputElement).value).toBe('savon-a-l-huile-d-olive')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(put).toHaveBeenCalledWith('/apps/ecommerce/manage/products/7', expect.objectContaining({ name: 'Savon doux', brandId: 2, categoryId: 3, price: 450 }), expect.anything())
    const options = put.mock.calls[0]![2] as { onError: (e: Record<string, string>) => void }
    act(() => options.onError({ slug: 'Already taken' }))
    expect(screen.getByText('Already taken')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 later' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/manage/products/7/images/order', { ids: [12, 11] }, expect.anything())
  })
})

describe('coupons page', () => {
  it('lists coupons and adds one in the side panel', () => {
    render(<ManageCoupons coupons={[coupon()]} />)
    const row = within(screen.getByRole('table', { name: 'Coupons' })).getAllByRole('row')[1]!
    expect(row.textContent).toContain('BIENVENUE')
    expect(row.textContent).toContain('4 / 100')
    fireEvent.click(screen.getByRole('button', { name: 'Add coupon' }))
    type('Code', 'noel')
    type('Percentage off (%)', '15')
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(post).toHaveBeenCalledWith('/apps/ecommerce/manage/coupons', expect.objectContaining({ code: 'NOEL', percentOff: 15, amountOff: 0 }), expect.anything())
  })

  it('has no write buttons for a reader', () => {
    page.current.props.auth = { user: viewer, abilities: viewer.ability }
    render(<ManageCoupons coupons={[coupon()]} />)
    expect(screen.queryByRole('button', { name: 'Add coupon' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Edit coupon/ })).toBeNull()
  })
})
