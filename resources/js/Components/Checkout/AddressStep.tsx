import type { Page } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { MapPinPlus } from 'lucide-react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { refusedWith } from '@/Components/Form/form'
import type { Address, Delivery, DeliveryKey } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import AddressCard from './AddressCard'
import AddressDrawer from './AddressDrawer'
import { cartPaths } from './cartWrites'
import DeliveryOptions from './DeliveryOptions'

interface AddressStepProps {
  addresses: Address[]
  deliveries: Delivery[]
  addressId: number | null
  delivery: DeliveryKey | null
  onAddress: (id: number) => void
  onDelivery: (key: DeliveryKey) => void
}

/** The id of the address the server's answer has that the page did not (the one just added), or null. */
export function addedAddress(page: Page, before: Address[]): number | null {
  const after = (page.props as { addresses?: Address[] }).addresses ?? []
  const known = new Set(before.map((a) => a.id))
  return after.find((a) => !known.has(a.id))?.id ?? null
}

/** The second step: where to deliver (saved addresses, add, edit, delete) and how (delivery methods with price and date). */
export default function AddressStep({ addresses, deliveries, addressId, delivery, onAddress, onDelivery }: AddressStepProps) {
  const { t } = useTranslation()
  const [drawer, setDrawer] = useState<{ open: boolean; session: number; address: Address | null }>({ open: false, session: 0, address: null })
  const [removing, setRemoving] = useState<Address | null>(null)
  const [busy, setBusy] = useState(false)
  const open = (address: Address | null) => setDrawer((d) => ({ open: true, session: d.session + 1, address }))
  const close = () => setDrawer((d) => ({ ...d, open: false }))
  const saved = (page: Page) => {
    const id = addedAddress(page, addresses)
    close()
    if (id) onAddress(id)
  }
  const remove = () => {
    if (!removing) return
    router.delete(cartPaths.address(removing.id), {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
      onSuccess: () => setRemoving(null),
      ...refusedWith('checkout.failed'),
    })
  }
  return (
    <div className="space-y-6">
      <section className="card p-5">
        <fieldset>
          <legend className="mb-3 font-semibold text-heading">{t('checkout.address.title')}</legend>
          {addresses.length === 0 && <p className="mb-3 text-sm text-muted">{t('checkout.address.none')}</p>}
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.map((a) => (
              <AddressCard key={a.id} address={a} checked={a.id === addressId} onChoose={() => onAddress(a.id)} onEdit={() => open(a)} onDelete={() => setRemoving(a)} />
            ))}
          </ul>
        </fieldset>
        <button type="button" onClick={() => open(null)} className="btn-outline mt-4">
          <MapPinPlus className="size-4" aria-hidden="true" />
          {t('checkout.address.add')}
        </button>
      </section>
      <section className="card p-5">
        <DeliveryOptions deliveries={deliveries} value={delivery} onChange={onDelivery} />
      </section>
      <AddressDrawer open={drawer.open} session={drawer.session} address={drawer.address} onSaved={saved} onClose={close} />
      <ConfirmDialog
        open={removing !== null}
        title={t('checkout.address.deleteTitle')}
        body={t('checkout.address.deleteBody', { name: removing?.fullName ?? '' })}
        confirmLabel={t('checkout.address.deleteConfirm')}
        cancelLabel={t('checkout.address.cancel')}
        busy={busy}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
