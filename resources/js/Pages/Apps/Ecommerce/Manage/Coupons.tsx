import { Head } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import CouponDrawer from '@/Components/ShopAdmin/CouponDrawer'
import CouponsTable from '@/Components/ShopAdmin/CouponsTable'
import { refused } from '@/Components/ShopAdmin/labels'
import { paths } from '@/Components/ShopAdmin/listState'
import type { CouponsPageProps } from '@/Components/ShopAdmin/types'
import type { Coupon } from '@/Components/Shop/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

/**
 * The coupons buyers type at the checkout: who manages the catalogue adds
 * and edits them in a side panel and deletes them after a confirmation;
 * the other staff read them.
 */
export default function ManageCoupons({ coupons }: CouponsPageProps) {
  const { t } = useTranslation()
  const canEdit = useAbility().can('manage', 'Ecommerce')
  const [panel, setPanel] = useState<{ open: boolean; coupon: Coupon | null; session: number }>({ open: false, coupon: null, session: 0 })
  const remover = useConfirmDelete((c: Coupon) => paths.coupon(c.id), refused)
  const open = (coupon: Coupon | null) => setPanel((p) => ({ open: true, coupon, session: p.session + 1 }))

  return (
    <>
      <Head title={t('shopAdmin.coupons.pageTitle')} />
      <section aria-labelledby="coupons-title" className="card min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <div>
            <h1 id="coupons-title" className="text-lg font-semibold text-heading">
              {t('shopAdmin.coupons.heading')}
            </h1>
            <p className="text-sm text-muted">{t('shopAdmin.coupons.intro')}</p>
          </div>
          {canEdit && (
            <button type="button" onClick={() => open(null)} className="btn-primary px-4">
              <Plus className="size-4" aria-hidden="true" />
              {t('shopAdmin.coupons.add')}
            </button>
          )}
        </div>
        <CouponsTable coupons={coupons ?? []} onEdit={canEdit ? open : undefined} onDelete={canEdit ? remover.ask : undefined} />
      </section>
      {canEdit && (
        <CouponDrawer key={panel.session} open={panel.open} coupon={panel.coupon} onClose={() => setPanel((p) => ({ ...p, open: false }))} />
      )}
      <ConfirmDialog
        cancelLabel={t('shopAdmin.cancel')}
        open={remover.open}
        title={t('shopAdmin.coupons.deleteTitle', { code: remover.target?.code ?? '' })}
        body={t('shopAdmin.coupons.deleteBody')}
        confirmLabel={t('shopAdmin.coupons.delete')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </>
  )
}
