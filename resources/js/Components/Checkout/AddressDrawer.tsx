import type { Page } from '@inertiajs/core'
import { useForm } from '@inertiajs/react'
import { Save } from 'lucide-react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import { refusedWith } from '@/Components/Form/form'
import Select from '@/Components/Form/Select'
import type { Address, AddressLabel } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { cartPaths } from './cartWrites'

/** The countries the cooperative delivers to (ISO 3166-1 alpha-2), France first. */
export const COUNTRIES = ['FR', 'BE', 'LU', 'CH', 'MC', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE']
const LABELS: AddressLabel[] = ['home', 'office', 'other']

/** A country's name in lang ("France", "Allemagne"), or its code. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

interface AddressDrawerProps {
  open: boolean
  /** A new key each opening: a fresh form. */
  session: number
  /** The address edited; null for a new one. */
  address: Address | null
  /** Called with the page the server answered (its addresses) once saved. */
  onSaved: (page: Page) => void
  onClose: () => void
}

type AddressInput = Omit<Address, 'id'>
const EMPTY: AddressInput = { label: 'home', fullName: '', phone: '', line1: '', line2: '', postalCode: '', city: '', country: 'FR', isDefault: false }

function AddressForm({ address, onSaved, onClose }: Omit<AddressDrawerProps, 'open' | 'session'>) {
  const { t, i18n } = useTranslation()
  const form = useForm<AddressInput>(address ? { ...address } : EMPTY)
  type Text = Exclude<keyof AddressInput, 'isDefault'>
  const bind = (name: Text) => ({
    value: form.data[name],
    onChange: (value: string) => {
      form.setData(name, value as never)
      if (form.errors[name]) form.clearErrors(name)
    },
    error: form.errors[name],
  })
  const submit = () => {
    if (form.processing) return
    const options = { preserveScroll: true, preserveState: true, ...refusedWith('checkout.failed'), onSuccess: onSaved }
    if (address) form.put(cartPaths.address(address.id), options)
    else form.post(cartPaths.addresses, options)
  }
  const countries = COUNTRIES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))
  return (
    <DrawerForm
      title={address ? t('checkout.address.editTitle') : t('checkout.address.addTitle')}
      closeLabel={t('checkout.address.close')}
      onClose={onClose}
      onSubmit={submit}
      busy={form.processing}
      footer={
        <>
          <SubmitButton label={t('checkout.address.save')} icon={Save} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('checkout.address.cancel')}
          </button>
        </>
      }
    >
      <Field label={t('checkout.address.fullName')} {...bind('fullName')} autoComplete="name" maxLength={120} data-autofocus />
      <Field label={t('checkout.address.phone')} type="tel" {...bind('phone')} autoComplete="tel" maxLength={30} dir="ltr" />
      <Field label={t('checkout.address.line1')} {...bind('line1')} autoComplete="address-line1" maxLength={200} />
      <Field label={t('checkout.address.line2')} {...bind('line2')} autoComplete="address-line2" maxLength={200} />
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <Field label={t('checkout.address.postalCode')} {...bind('postalCode')} autoComplete="postal-code" maxLength={12} dir="ltr" />
        <Field label={t('checkout.address.city')} {...bind('city')} autoComplete="address-level2" maxLength={120} />
      </div>
      <Select label={t('checkout.address.country')} {...bind('country')} options={countries} />
      <fieldset>
        <legend className="form-label">{t('checkout.address.label')}</legend>
        <div className="flex flex-wrap gap-4">
          {LABELS.map((l) => (
            <label key={l} className="flex items-center gap-2 text-sm">
              <input type="radio" name="address-label" className="form-check" checked={form.data.label === l} onChange={() => form.setData('label', l)} />
              {t(`checkout.address.labels.${l}`)}
            </label>
          ))}
        </div>
        {form.errors.label && <p className="form-error">{serverText(form.errors.label)}</p>}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="form-check" checked={form.data.isDefault} onChange={(e) => form.setData('isDefault', e.target.checked)} />
        {t('checkout.address.makeDefault')}
      </label>
    </DrawerForm>
  )
}

/** The side panel where the buyer adds a delivery address or edits one. */
export default function AddressDrawer({ open, session, ...rest }: AddressDrawerProps) {
  return (
    <Drawer open={open} onClose={rest.onClose}>
      <AddressForm key={session} {...rest} />
    </Drawer>
  )
}
