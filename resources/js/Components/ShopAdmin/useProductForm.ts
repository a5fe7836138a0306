import type { Errors } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useRef, useState } from 'react'
import type { Brand, Category, ProductDetail } from '@/Components/Shop/types'
import { t } from '@/lib/i18n'
import { refused } from './labels'
import { paths, PRODUCTS_PATH } from './listState'
import { centsText, parseCents } from '@/lib/money'
import { slugOf } from '@/lib/slug'

/** The form's fields, as typed. */
export interface ProductDraft {
  name: string
  slug: string
  /** The slug was typed: it no longer follows the name. */
  slugEdited: boolean
  categoryId: string
  /** A brand's name: an existing one (chosen or typed) or a new one. */
  brand: string
  price: string
  stock: string
  freeShipping: boolean
  published: boolean
  colors: string[]
  description: string
  features: string[]
}

export type FieldErrors = Record<string, string | undefined>

/** The product as the server takes it (spec: brandId, or brandName for a new brand). */
export type ProductBody = {
  name: string
  slug: string
  categoryId: number
  price: number
  stock: number
  freeShipping: boolean
  published: boolean
  colors: string[]
  description: string
  features: string[]
} & ({ brandId: number } | { brandName: string })

/** The form's first state: the product being edited, or an empty one (published: the shop shows it once saved). */
export function initialDraft(product: ProductDetail | null, categories: readonly Category[]): ProductDraft {
  if (!product) {
    return { name: '', slug: '', slugEdited: false, categoryId: '', brand: '', price: '', stock: '0', freeShipping: false, published: true, colors: [], description: '', features: [] }
  }
  const category = categories.find((c) => c.slug === product.category)
  return {
    name: product.name,
    slug: product.slug,
    slugEdited: true,
    categoryId: category ? String(category.id) : '',
    brand: product.brand,
    price: centsText(product.price),
    stock: String(product.stock),
    freeShipping: product.hasFreeShipping,
    published: product.published,
    colors: [...product.colorOptions],
    description: product.description,
    features: [...product.features],
  }
}

/** The brand as the server takes it: the id of an existing brand (any case), or the name of a new one. */
export function brandOf(text: string, brands: readonly Brand[]): { brandId: number } | { brandName: string } {
  const name = text.trim()
  const known = brands.find((b) => b.name.localeCompare(name, undefined, { sensitivity: 'accent' }) === 0)
  return known ? { brandId: known.id } : { brandName: name }
}

/** What the form sends, or the fields the browser already knows are wrong (a price that is not an amount). */
export function payloadOf(d: ProductDraft, brands: readonly Brand[]): { body: ProductBody } | { errors: FieldErrors } {
  const price = parseCents(d.price)
  const stock = /^\s*\d{1,9}\s*$/.test(d.stock) ? Number(d.stock) : null
  const errors: FieldErrors = {}
  if (price === null) errors.price = t('shopAdmin.form.priceInvalid')
  if (stock === null) errors.stock = t('shopAdmin.form.stockInvalid')
  if (price === null || stock === null) return { errors }
  return {
    body: {
      name: d.name.trim(),
      slug: d.slug.trim(),
      categoryId: Number(d.categoryId) || 0,
      ...brandOf(d.brand, brands),
      price,
      stock,
      freeShipping: d.freeShipping,
      published: d.published,
      colors: d.colors,
      description: d.description,
      features: d.features.map((f) => f.trim()).filter(Boolean),
    },
  }
}

/**
 * The product form's state and its Save: POST (a new product: the server
 * opens its edit page, where images are added) or PUT; field errors from the
 * server go under their fields.
 */
export function useProductForm(product: ProductDetail | null, categories: readonly Category[], brands: readonly Brand[]) {
  const [saved, setSaved] = useState(() => initialDraft(product, categories))
  const [draft, setDraft] = useState(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const clear = (...keys: string[]) => setErrors((e) => (keys.some((k) => e[k]) ? { ...e, ...Object.fromEntries(keys.map((k) => [k, undefined])) } : e))
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    clear(key === 'brand' ? 'brandId' : key, ...(key === 'brand' ? ['brandName'] : []))
  }
  const setName = (name: string) => {
    setDraft((d) => ({ ...d, name, slug: d.slugEdited ? d.slug : slugOf(name) }))
    clear('name', 'slug')
  }
  const setSlug = (slug: string) => {
    setDraft((d) => ({ ...d, slug, slugEdited: slug !== '' }))
    clear('slug')
  }

  const save = () => {
    if (busyRef.current) return
    const out = payloadOf(draft, brands)
    if ('errors' in out) {
      setErrors((e) => ({ ...e, ...out.errors }))
      return
    }
    const sent = draft
    const options = {
      preserveScroll: 'errors' as const,
      ...refused,
      onStart: () => {
        busyRef.current = true
        setBusy(true)
      },
      onSuccess: () => {
        setSaved(sent)
        setErrors({})
      },
      onError: (errs: Errors) => setErrors(errs as FieldErrors),
      onFinish: () => {
        busyRef.current = false
        setBusy(false)
      },
    }
    if (product) router.put(paths.product(product.id), out.body, options)
    else router.post(PRODUCTS_PATH, out.body, options)
  }

  const reset = () => {
    setDraft(saved)
    setErrors({})
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)
  return { draft, errors, busy, dirty, set, setName, setSlug, save, reset }
}
