import { Pencil, Trash2 } from 'lucide-react'
import type { Address } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { countryName } from './AddressDrawer'

interface AddressCardProps {
  address: Address
  checked: boolean
  onChoose: () => void
  onEdit: () => void
  onDelete: () => void
}

/** A saved address as a card one chooses (a radio), with its label, default mark, edit and delete. */
export default function AddressCard({ address: a, checked, onChoose, onEdit, onDelete }: AddressCardProps) {
  const { t, i18n } = useTranslation()
  const id = `address-${a.id}`
  return (
    <li className={`relative rounded-lg border p-4 transition-colors ${checked ? 'border-primary bg-primary/5' : 'border-line'}`}>
      <label htmlFor={id} className="flex cursor-pointer gap-3">
        <input id={id} type="radio" name="address" className="form-check mt-1 rounded-full" checked={checked} onChange={onChoose} aria-describedby={`${id}-text`} />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-heading">{a.fullName}</span>
            <span className="rounded-full bg-primary/12 px-2 py-0.5 text-xs font-medium text-primary-text">{t(`checkout.address.labels.${a.label}`)}</span>
            {a.isDefault && <span className="rounded-full bg-success/12 px-2 py-0.5 text-xs font-medium text-heading">{t('checkout.address.default')}</span>}
          </span>
          <span id={`${id}-text`} className="mt-1 block text-sm">
            {a.line1}
            {a.line2 && `, ${a.line2}`}
            <br />
            {a.postalCode} {a.city}, {countryName(a.country, i18n.language)}
            {a.phone && (
              <>
                <br />
                <span dir="ltr">{a.phone}</span>
              </>
            )}
          </span>
        </span>
      </label>
      <div className="mt-2 flex justify-end gap-1">
        <button type="button" onClick={onEdit} className="btn-ghost px-2 py-1 text-xs" aria-label={t('checkout.address.edit', { name: a.fullName })}>
          <Pencil className="size-4" aria-hidden="true" />
        </button>
        <button type="button" onClick={onDelete} className="btn-ghost px-2 py-1 text-xs hover:text-danger" aria-label={t('checkout.address.delete', { name: a.fullName })}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  )
}
