import { Link, useForm } from '@inertiajs/react'
import { FilePlus2, Hourglass, XCircle } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import Field from '@/Components/Form/Field'
import { bindField, refusedWith } from '@/Components/Form/form'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import FormDialog from './FormDialog'
import { PARTS_PATH, type Subscription } from './types'

const NUM = 'text-end tabular-nums whitespace-nowrap'
const refused = refusedWith('coop.parts.failed')

/** Cancelling a pending subscription, with its reason. */
function CancelForm({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const form = useForm({ reason: '' })
  const errors = form.errors as Record<string, string | undefined>
  const submit = () => form.post(`${PARTS_PATH}/subscriptions/${subscription.id}/cancel`, { preserveScroll: true, ...refused, onSuccess: onClose })
  return (
    <FormDialog
      open
      title={t('coop.parts.subscriptions.cancel.title', { name: subscription.tiersName })}
      body={t('coop.parts.subscriptions.cancel.body', { parts: formatNumber(subscription.parts, i18n.language), category: subscription.category })}
      confirmLabel={t('coop.parts.subscriptions.cancel.confirm')}
      cancelLabel={t('coop.parts.subscriptions.cancel.keep')}
      busy={form.processing}
      onConfirm={submit}
      onClose={onClose}
    >
      {(errors.status ?? errors.form) && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
          {serverText(errors.status ?? errors.form ?? '')}
        </p>
      )}
      <Field label={t('coop.parts.fields.reason')} rows={3} required data-autofocus {...bindField(form, 'reason')} />
    </FormDialog>
  )
}

interface SubscriptionsTabProps {
  subscriptions: Subscription[]
  /** Absent: the reader may not open or cancel. */
  onOpen?: () => void
  onCancel?: (s: Subscription) => void
  cancelling: Subscription | null
  onCancelled: () => void
}

/** The "Souscriptions" tab: the subscriptions waiting for their payment (libération). */
export default function SubscriptionsTab({ subscriptions, onOpen, onCancel, cancelling, onCancelled }: SubscriptionsTabProps) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const columns: Column<Subscription>[] = [
    {
      id: 'tiers',
      header: t('coop.parts.fields.subscriber'),
      rowHeader: true,
      cell: (s) => (
        <Link href={`/coop/tiers/${s.tiersId}`} dir="auto" className="font-medium text-heading hover:text-primary-text">
          {s.tiersName}
        </Link>
      ),
    },
    { id: 'createdAt', header: t('coop.parts.subscriptions.openedOn'), className: 'whitespace-nowrap', cell: (s) => formatDate(s.createdAt, lng) },
    { id: 'category', header: t('coop.parts.columns.category'), className: 'text-center', cell: (s) => s.category },
    { id: 'parts', header: t('coop.parts.columns.parts'), className: NUM, cell: (s) => formatNumber(s.parts, lng) },
    { id: 'total', header: t('coop.parts.subscriptions.due'), className: NUM, cell: (s) => formatMoney(s.totalCents, lng) },
    { id: 'decision', header: t('coop.parts.columns.decision'), className: 'max-md:hidden', cell: (s) => <span dir="auto">{s.decision}</span> },
  ]
  if (onCancel) {
    columns.push({
      id: 'actions',
      header: <span className="sr-only">{t('coop.parts.columns.actions')}</span>,
      className: 'text-end',
      cell: (s) => (
        <button type="button" onClick={() => onCancel(s)} className="btn-ghost px-2 py-1 text-sm" aria-label={t('coop.parts.subscriptions.cancel.action', { name: s.tiersName })}>
          <XCircle className="size-4" aria-hidden="true" />
          {t('coop.parts.subscriptions.cancel.button')}
        </button>
      ),
    })
  }
  const empty = (
    <EmptyState icon={Hourglass} text={t(onOpen ? 'coop.parts.empty.subscriptions' : 'coop.parts.empty.subscriptionsReader')}>
      {onOpen && (
        <button type="button" onClick={onOpen} className="btn-primary px-4">
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t('coop.parts.subscriptions.open')}
        </button>
      )}
    </EmptyState>
  )
  return (
    <section aria-labelledby="subscriptions-title" className="card min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id="subscriptions-title" className="text-lg font-semibold text-heading">
            {t('coop.parts.subscriptions.title')}
          </h2>
          <p className="text-sm text-muted">{t('coop.parts.subscriptions.intro')}</p>
        </div>
        {onOpen && subscriptions.length > 0 && (
          <button type="button" onClick={onOpen} className="btn-primary px-4">
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t('coop.parts.subscriptions.open')}
          </button>
        )}
      </div>
      <DataTable label={t('coop.parts.subscriptions.title')} columns={columns} rows={subscriptions} rowKey={(s) => s.id} sort={{ sortBy: 'createdAt', sortDesc: true }} onSort={() => undefined} empty={empty} />
      {cancelling && <CancelForm key={cancelling.id} subscription={cancelling} onClose={onCancelled} />}
    </section>
  )
}
