import { useId } from 'react'
import Checkbox from '@/Components/Checkbox'
import Field from '@/Components/Form/Field'
import { errorFor } from '@/Components/Form/form'
import SaveBar from '@/Components/Form/SaveBar'
import Select from '@/Components/Form/Select'
import type { Brand, Category, ProductDetail } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { centsText } from '@/lib/money'
import { serverText } from '@/lib/serverText'
import ColorsEditor from './ColorsEditor'
import FeaturesEditor from './FeaturesEditor'
import type { ProductLimits } from './types'
import { useProductForm } from './useProductForm'

interface ProductEditorProps {
  product: ProductDetail | null
  categories: Category[]
  brands: Brand[]
  limits: ProductLimits
}

/**
 * The product's fields: name and slug (following the name until typed),
 * category, brand (an existing one or a new one), price in euros, stock,
 * free shipping, published, colours, description and features; Save and Reset.
 */
export default function ProductEditor({ product, categories, brands, limits }: ProductEditorProps) {
  const { t } = useTranslation()
  const f = useProductForm(product, categories, brands)
  const { draft, errors } = f
  const brandList = useId()
  const err = (name: string) => errorFor(errors, name)

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        f.save()
      }}
      className="card space-y-5 p-5 sm:p-6"
      aria-label={t('shopAdmin.form.details')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('shopAdmin.form.name')} value={draft.name} onChange={f.setName} error={err('name')} maxLength={limits.name} required data-autofocus={product ? undefined : true} />
        <Field label={t('shopAdmin.form.slug')} dir="ltr" value={draft.slug} onChange={f.setSlug} error={err('slug')} maxLength={limits.slug} hint={t('shopAdmin.form.slugHint')} autoComplete="off" />
        <Select
          label={t('shopAdmin.form.category')}
          value={draft.categoryId}
          placeholder={t('shopAdmin.form.chooseCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => f.set('categoryId', v)}
          error={err('categoryId')}
        />
        <div>
          <Field
            label={t('shopAdmin.form.brand')}
            value={draft.brand}
            onChange={(v) => f.set('brand', v)}
            error={err('brandId') ?? err('brandName')}
            hint={t('shopAdmin.form.brandHint')}
            list={brandList}
            maxLength={limits.name}
            autoComplete="off"
          />
          <datalist id={brandList}>
            {brands.map((b) => (
              <option key={b.id} value={b.name} />
            ))}
          </datalist>
        </div>
        <Field label={t('shopAdmin.form.price')} inputMode="decimal" dir="ltr" value={draft.price} onChange={(v) => f.set('price', v)} error={err('price')} placeholder={centsText(0)} hint={t('shopAdmin.form.priceHint')} />
        <Field label={t('shopAdmin.form.stock')} inputMode="numeric" dir="ltr" value={draft.stock} onChange={(v) => f.set('stock', v)} error={err('stock')} />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Checkbox label={t('shopAdmin.form.published')} checked={draft.published} onChange={(v) => f.set('published', v)} error={err('published')} />
        <Checkbox label={t('shopAdmin.form.freeShipping')} checked={draft.freeShipping} onChange={(v) => f.set('freeShipping', v)} error={err('freeShipping')} />
      </div>
      <ColorsEditor colors={draft.colors} onChange={(v) => f.set('colors', v)} max={limits.colors} error={err('colors')} />
      <Field label={t('shopAdmin.form.description')} rows={6} value={draft.description} onChange={(v) => f.set('description', v)} error={err('description')} maxLength={limits.description} />
      <FeaturesEditor features={draft.features} onChange={(v) => f.set('features', v)} max={limits.features} maxLength={limits.feature} error={err('features')} />
      {err('form') && (
        <p role="alert" className="form-error">
          {serverText(err('form') ?? '')}
        </p>
      )}
      <SaveBar busy={f.busy} dirty={f.dirty} onReset={f.reset} saveLabel={product ? t('shopAdmin.form.save') : t('shopAdmin.form.create')} resetLabel={t('shopAdmin.form.reset')} />
    </form>
  )
}
