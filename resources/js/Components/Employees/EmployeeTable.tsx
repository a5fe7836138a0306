import { SearchX, Table2 } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { columnLabel } from './labels'
import SelectBox from './SelectBox'
import StatusBadge from './StatusBadge'
import type { Employee, EmployeeFilter } from './types'
import { pageState } from './useSelection'

interface EmployeeTableProps {
  employees: Employee[]
  filter: EmployeeFilter
  hidden: readonly string[]
  busy: boolean
  onSort: (column: string) => void
  onClearSearch: () => void
  selected: ReadonlySet<number>
  onToggle: (id: number) => void
  onTogglePage: (ids: number[]) => void
}

const number = 'text-end tabular-nums'

/** The page of employees: a tick box per row and for the page, then the columns the person shows, each sortable. */
export default function EmployeeTable({ employees, filter, hidden, busy, onSort, onClearSearch, selected, onToggle, onTogglePage }: EmployeeTableProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const pageIds = employees.map((e) => e.id)
  const all = pageState(pageIds, selected)

  const data: Column<Employee>[] = [
    { id: 'id', header: columnLabel('id'), cell: (e) => <span className="tabular-nums text-muted">#{e.id}</span>, className: 'w-16' },
    {
      id: 'full_name',
      header: columnLabel('full_name'),
      rowHeader: true,
      cell: (e) => (
        <span className="flex items-center gap-3">
          <Avatar name={e.full_name} src={e.avatar} className="size-9" />
          <span dir="auto" className="font-medium text-heading">
            {e.full_name}
          </span>
        </span>
      ),
    },
    { id: 'post', header: columnLabel('post'), cell: (e) => <span dir="auto">{e.post}</span> },
    { id: 'email', header: columnLabel('email'), cell: (e) => <span dir="ltr">{e.email}</span> },
    { id: 'city', header: columnLabel('city'), cell: (e) => <span dir="auto">{e.city}</span> },
    { id: 'start_date', header: columnLabel('start_date'), cell: (e) => <time dateTime={e.start_date}>{formatDate(e.start_date, lang)}</time>, className: 'whitespace-nowrap' },
    { id: 'salary', header: columnLabel('salary'), cell: (e) => formatMoney(e.salary_cents, lang), className: `${number} whitespace-nowrap` },
    { id: 'age', header: columnLabel('age'), cell: (e) => formatNumber(e.age, lang), className: number },
    { id: 'experience', header: columnLabel('experience'), cell: (e) => tCount('dataTable.years', e.experience), className: 'whitespace-nowrap' },
    { id: 'status', header: columnLabel('status'), cell: (e) => <StatusBadge status={e.status} /> },
  ]
  const select: Column<Employee> = {
    id: 'select',
    header: <SelectBox label={t('dataTable.select.page')} checked={all === 'all'} indeterminate={all === 'some'} onChange={() => onTogglePage(pageIds)} disabled={pageIds.length === 0} />,
    cell: (e) => <SelectBox label={t('dataTable.select.row', { name: e.full_name })} checked={selected.has(e.id)} onChange={() => onToggle(e.id)} />,
    className: 'w-10',
  }
  const columns = [select, ...data.filter((c) => !hidden.includes(c.id)).map((c) => ({ ...c, sortable: true }))]

  const empty = filter.q ? (
    <EmptyState icon={SearchX} text={t('dataTable.empty.search', { q: filter.q })}>
      <button type="button" onClick={onClearSearch} className="btn-outline px-4 py-2">
        {t('dataTable.search.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={Table2} text={t('dataTable.empty.none')} />
  )

  return <DataTable label={t('dataTable.table')} columns={columns} rows={employees} rowKey={(e) => e.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
