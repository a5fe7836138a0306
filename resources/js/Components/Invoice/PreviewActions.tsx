import { Link, router } from '@inertiajs/react'
import { useEffect, useRef } from 'react'
import { Banknote, Copy, Download, Pencil, Printer, Send, Trash2 } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { formatDate } from './labels'
import { paths } from './listState'
import { formatMoney } from './money'
import StatusBadge from './StatusBadge'
import { refused } from './visits'
import type { InvoiceDetail } from './types'

interface PreviewActionsProps {
  invoice: InvoiceDetail
  onSend: () => void
  onPay: () => void
  onDelete: () => void
}

/** Beside the invoice: its status and balance, and what can be done with it. */
export default function PreviewActions({ invoice: v, onSend, onPay, onDelete }: PreviewActionsProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  // The server makes a Draft "Downloaded" when its PDF is fetched: show it once the download has started,
  // unless the page has gone meanwhile (deleted right after the download: the reload would ask for it again).
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const downloaded = () => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => router.reload({ only: ['invoice'] }), 1200)
  }
  return (
    <aside aria-label={t('invoice.preview.actions')} className="card space-y-4 p-5 print:hidden">
      <div className="space-y-1.5">
        <StatusBadge status={v.invoiceStatus} />
        <p className="text-sm text-muted">{t('invoice.preview.due', { date: formatDate(v.dueDate, lang) })}</p>
      </div>
      <p>
        <span className="block text-sm text-muted">{t('invoice.preview.balance')}</span>
        <span dir="ltr" className="block text-2xl font-semibold text-heading rtl:text-end" data-testid="invoice-balance">
          {formatMoney(v.balanceCents, lang)}
        </span>
      </p>
      <button type="button" onClick={onSend} className="btn-primary w-full">
        <Send className="size-4" aria-hidden="true" />
        {t('invoice.preview.send')}
      </button>
      <a href={paths.pdf(v.id, lang)} download onClick={downloaded} className="btn-outline w-full">
        <Download className="size-4" aria-hidden="true" />
        {t('invoice.actions.download')}
      </a>
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={() => window.print()} className="btn-outline px-3">
          <Printer className="size-4" aria-hidden="true" />
          {t('invoice.preview.print')}
        </button>
        <Link href={paths.edit(v.id)} className="btn-outline px-3">
          <Pencil className="size-4" aria-hidden="true" />
          {t('invoice.actions.edit')}
        </Link>
      </div>
      <button type="button" onClick={onPay} disabled={v.balanceCents === 0} className="btn w-full bg-solid-success text-white shadow-soft hover:opacity-90">
        <Banknote className="size-4" aria-hidden="true" />
        {t('invoice.preview.addPayment')}
      </button>
      <div className="grid grid-cols-2 gap-3 border-t border-line pt-4">
        <button type="button" onClick={() => router.post(paths.duplicate(v.id), {}, { ...refused })} className="btn-ghost px-3">
          <Copy className="size-4" aria-hidden="true" />
          {t('invoice.actions.duplicate')}
        </button>
        <button
          type="button"
          onClick={() => {
            window.clearTimeout(timer.current)
            onDelete()
          }}
          className="btn-ghost px-3 hover:bg-danger/10 hover:text-danger">
          <Trash2 className="size-4" aria-hidden="true" />
          {t('invoice.actions.delete')}
        </button>
      </div>
    </aside>
  )
}
