import { Pencil, TicketPercent, Trash2 } from 'lucide-react'
import type { Coupon } from '@/Components/Shop/types'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface CouponsTableProps {
  coupons: Coupon[]
  /** Absent for who only reads the catalogue. */
  onEdit?: (coupon: Coupon) => void
  onDelete?: (coupon: Coupon) => void
}

const action =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 hover:text-primary-text'
const cell = 'px-4 py-3 first:ps-5 last:pe-5'

/** The coupons: code, description, discount, minimum, validity, uses and state; edit and delete for who may. */
export default function CouponsTable({ coupons, onEdit, onDelete }: CouponsTableProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const money = (c: number) => formatMoney(c, lang)
  const day = (d: string) => (d ? formatDate(d, lang) : '')
  const validity = (c: Coupon) => {
    if (c.startsOn && c.endsOn) return t('shopAdmin.coupons.between', { from: day(c.startsOn), to: day(c.endsOn) })
    if (c.startsOn) return t('shopAdmin.coupons.from', { from: day(c.startsOn) })
    if (c.endsOn) return t('shopAdmin.coupons.until', { to: day(c.endsOn) })
    return t('shopAdmin.coupons.always')
  }
  const heads = ['code', 'description', 'discount', 'minSubtotal', 'validity', 'uses', 'active', ...(onEdit || onDelete ? ['actions'] : [])]

  if (coupons.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <TicketPercent className="size-7" aria-hidden="true" />
        </span>
        <p className="text-[0.9375rem] text-muted">{t('shopAdmin.coupons.none')}</p>
      </div>
    )
  }
  return (
    <div className="overflow-x-auto">
      <table aria-label={t('shopAdmin.coupons.table')} className="w-full border-collapse text-sm">
        <thead className="border-y border-line bg-surface-alt/60 text-xs text-heading">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className={`${cell} text-start font-semibold tracking-wide whitespace-nowrap uppercase`}>
                {t(`shopAdmin.coupons.columns.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c.id} className="border-b border-line last:border-b-0 hover:bg-primary/4">
              <th scope="row" className={`${cell} text-start`}>
                <span dir="ltr" className="font-mono font-semibold text-heading">
                  {c.code}
                </span>
              </th>
              <td className={`${cell} min-w-48`}>{c.description}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <bdi dir="ltr" className="font-medium text-heading">
                  {c.percentOff > 0 ? formatNumber(c.percentOff / 100, lang, { style: 'percent' }) : money(c.amountOff)}
                </bdi>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{c.minSubtotal > 0 ? <bdi dir="ltr">{money(c.minSubtotal)}</bdi> : '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>{validity(c)}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {c.maxUses > 0 ? t('shopAdmin.coupons.usesOf', { uses: formatNumber(c.uses, lang), max: formatNumber(c.maxUses, lang) }) : formatNumber(c.uses, lang)}
              </td>
              <td className={cell}>
                <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${c.active ? 'bg-success/15 text-[#146c3a] dark:text-success' : 'bg-muted/15 text-text'}`}>
                  {c.active ? t('shopAdmin.coupons.active') : t('shopAdmin.coupons.inactive')}
                </span>
              </td>
              {(onEdit || onDelete) && (
                <td className={cell}>
                  <span className="flex items-center gap-0.5">
                    {onEdit && (
                      <button type="button" onClick={() => onEdit(c)} aria-label={t('shopAdmin.coupons.editOf', { code: c.code })} title={t('shopAdmin.coupons.edit')} className={action}>
                        <Pencil className="size-4.5" aria-hidden="true" />
                      </button>
                    )}
                    {onDelete && (
                      <button type="button" onClick={() => onDelete(c)} aria-label={t('shopAdmin.coupons.deleteOf', { code: c.code })} title={t('shopAdmin.coupons.delete')} className={`${action} hover:text-danger`}>
                        <Trash2 className="size-4.5" aria-hidden="true" />
                      </button>
                    )}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
