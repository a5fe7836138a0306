import type { Errors } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { Save } from 'lucide-react'
import { useRef, useState } from 'react'
import Checkbox from '@/Components/Checkbox'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import { errorFor } from '@/Components/Form/form'
import type { Coupon } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { centsText } from '@/lib/money'
import { serverText } from '@/lib/serverText'
import { couponBody, couponDraft, type CouponDraft, type CouponErrors } from './couponForm'
import { refused } from './labels'
import { COUPONS_PATH, paths } from './listState'

interface CouponDrawerProps {
  open: boolean
  /** The coupon edited, or null for a new one. */
  coupon: Coupon | null
  onClose: () => void
}

/** Adding or editing a coupon in a side panel; the server's field errors go under their fields. */
export default function CouponDrawer({ open, coupon, onClose }: CouponDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onClose={onClose} />
    </Drawer>
  )
}

function CouponForm({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [d, setDraft] = useState(() => couponDraft(coupon))
  const [errors, setErrors] = useState<CouponErrors>({})
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => {
    setDraft((x) => ({ ...x, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'kind' ? { percentOff: undefined, amountOff: undefined } : {}) }))
  }
  const err = (name: string) => errorFor(errors, name)
  const bind = (key: 'code' | 'description' | 'percentOff' | 'amountOff' | 'minSubtotal' | 'startsOn' | 'endsOn' | 'maxUses') => ({ value: d[key], onChange: (v: string) => set(key, v), error: err(key) })

  const save = () => {
    if (busyRef.current) return
    const out = couponBody(d)
    if ('errors' in out) {
      setErrors((e) => ({ ...e, ...out.errors }))
      return
    }
    const options = {
      preserveScroll: true,
      ...refused,
      onStart: () => {
        busyRef.current = true
        setBusy(true)
      },
      onSuccess: onClose,
      onError: (errs: Errors) => setErrors(errs as CouponErrors),
      onFinish: () => {
        busyRef.current = false
        setBusy(false)
      },
    }
    if (coupon) router.put(paths.coupon(coupon.id), { ...out.body }, options)
    else router.post(COUPONS_PATH, { ...out.body }, options)
  }

  return (
    <DrawerForm
      title={coupon ? t('shopAdmin.coupons.editTitle', { code: coupon.code }) : t('shopAdmin.coupons.addTitle')}
      closeLabel={t('shopAdmin.close')}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      footer={
        <>
          <SubmitButton label={coupon ? t('shopAdmin.coupons.save') : t('shopAdmin.coupons.create')} icon={Save} busy={busy} />
          <button type="button" onClick={onClose} disabled={busy} className="btn-outline">
            {t('shopAdmin.cancel')}
          </button>
        </>
      }
    >
      <Field label={t('shopAdmin.coupons.form.code')} dir="ltr" {...bind('code')} onChange={(v) => set('code', v.toUpperCase())} maxLength={30} autoComplete="off" hint={t('shopAdmin.coupons.form.codeHint')} data-autofocus />
      <Field label={t('shopAdmin.coupons.form.description')} {...bind('description')} maxLength={200} />
      <fieldset>
        <legend className="form-label">{t('shopAdmin.coupons.form.kind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['percent', 'amount'] as const).map((k) => (
            <label key={k} className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" name="coupon-kind" value={k} checked={d.kind === k} onChange={() => set('kind', k)} className="form-check rounded-full" />
              {t(`shopAdmin.coupons.form.kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {d.kind === 'percent' ? (
        <Field label={t('shopAdmin.coupons.form.percentOff')} inputMode="numeric" dir="ltr" {...bind('percentOff')} placeholder="10" />
      ) : (
        <Field label={t('shopAdmin.coupons.form.amountOff')} inputMode="decimal" dir="ltr" {...bind('amountOff')} placeholder={centsText(500)} />
      )}
      <Field label={t('shopAdmin.coupons.form.minSubtotal')} inputMode="decimal" dir="ltr" {...bind('minSubtotal')} placeholder={centsText(0)} hint={t('shopAdmin.coupons.form.minHint')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('shopAdmin.coupons.form.startsOn')} type="date" {...bind('startsOn')} />
        <Field label={t('shopAdmin.coupons.form.endsOn')} type="date" {...bind('endsOn')} />
      </div>
      <Field label={t('shopAdmin.coupons.form.maxUses')} inputMode="numeric" dir="ltr" {...bind('maxUses')} hint={t('shopAdmin.coupons.form.maxUsesHint')} />
      <Checkbox label={t('shopAdmin.coupons.form.active')} checked={d.active} onChange={(v) => set('active', v)} />
      {err('form') && (
        <p role="alert" className="form-error">
          {serverText(err('form') ?? '')}
        </p>
      )}
    </DrawerForm>
  )
}
