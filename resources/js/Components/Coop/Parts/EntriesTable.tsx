import { Link } from '@inertiajs/react'
import { ArrowRight, BookOpen, SearchX, Undo2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import IconButton from '@/Components/IconButton'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import KindPill from './KindPill'
import type { Entry } from './types'

const NUM = 'text-end tabular-nums whitespace-nowrap'

/** A party of an entry: a link to its tiers, or what "nobody" means on that side. */
function Party({ id, name, none }: { id: number; name: string; none: string }) {
  if (!id) return <span className="text-muted">{none}</span>
  return (
    <Link href={`/coop/tiers/${id}`} dir="auto" className="font-medium text-heading hover:text-primary-text">
      {name}
    </Link>
  )
}

interface EntriesTableProps {
  entries: Entry[]
  busy: boolean
  /** The filter narrows the register: the empty state offers to clear it. */
  filtered: boolean
  onClearFilters: () => void
  /** Absent: the reader may not annul. */
  onAnnul?: (entry: Entry) => void
  /** The way to the first movement, for an empty register and who may record. */
  emptyAction?: ReactNode
}

/** The register's entries, newest first: number, date, kind, category, parts, unit, total, parties, decision. */
export default function EntriesTable({ entries, busy, filtered, onClearFilters, onAnnul, emptyAction }: EntriesTableProps) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const num = (n: number) => formatNumber(n, lng, { useGrouping: false })
  const columns: Column<Entry>[] = [
    {
      id: 'number',
      header: t('coop.parts.columns.number'),
      rowHeader: true,
      className: 'tabular-nums whitespace-nowrap',
      cell: (e) => <span className="font-medium text-heading">{t('coop.parts.entryNumber', { number: num(e.number) })}</span>,
    },
    { id: 'date', header: t('coop.parts.columns.date'), className: 'whitespace-nowrap', cell: (e) => <time dateTime={e.date}>{formatDate(e.date, lng)}</time> },
    {
      id: 'kind',
      header: t('coop.parts.columns.kind'),
      cell: (e) => (
        <div className="grid justify-items-start gap-1">
          <KindPill kind={e.kind} />
          {e.corrects > 0 && <span className="text-xs whitespace-nowrap text-muted">{t('coop.parts.corrects', { number: num(e.corrects) })}</span>}
          {(e.correctedBy ?? 0) > 0 && <span className="text-xs whitespace-nowrap text-muted">{t('coop.parts.correctedBy', { number: num(e.correctedBy ?? 0) })}</span>}
        </div>
      ),
    },
    { id: 'category', header: t('coop.parts.columns.category'), className: 'text-center', cell: (e) => e.category },
    { id: 'parts', header: t('coop.parts.columns.parts'), className: NUM, cell: (e) => formatNumber(e.parts, lng) },
    { id: 'unit', header: t('coop.parts.columns.unit'), className: `${NUM} max-xl:hidden`, cell: (e) => formatMoney(e.unitCents, lng) },
    { id: 'total', header: t('coop.parts.columns.total'), className: NUM, cell: (e) => formatMoney(e.totalCents, lng) },
    {
      id: 'parties',
      header: t('coop.parts.columns.parties'),
      className: 'min-w-48',
      cell: (e) => (
        <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <Party id={e.fromTiers} name={e.fromName} none={t('coop.parts.issued')} />
          <ArrowRight className="size-3.5 shrink-0 text-muted rtl:rotate-180" aria-hidden="true" />
          <span className="sr-only">{t('coop.parts.to')}</span>
          <Party id={e.toTiers} name={e.toName} none={t('coop.parts.cancelled')} />
        </span>
      ),
    },
    { id: 'decision', header: t('coop.parts.columns.decision'), className: 'max-md:hidden', cell: (e) => <span className="line-clamp-2 max-w-48" dir="auto" title={e.decision}>{e.decision}</span> },
  ]
  if (onAnnul) {
    columns.push({
      id: 'actions',
      header: <span className="sr-only">{t('coop.parts.columns.actions')}</span>,
      className: 'w-px text-end',
      cell: (e) =>
        e.kind !== 'annulation' && !e.correctedBy ? (
          <IconButton icon={Undo2} label={t('coop.parts.annul.action', { number: num(e.number) })} onClick={() => onAnnul(e)} className="text-danger" />
        ) : null,
    })
  }
  const empty = filtered ? (
    <EmptyState icon={SearchX} text={t('coop.parts.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('coop.parts.filters.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={BookOpen} text={t(emptyAction ? 'coop.parts.empty.none' : 'coop.parts.empty.noneReader')}>
      {emptyAction}
    </EmptyState>
  )
  return <DataTable label={t('coop.parts.register')} columns={columns} rows={entries} rowKey={(e) => e.number} sort={{ sortBy: 'number', sortDesc: true }} onSort={() => undefined} empty={empty} busy={busy} />
}
