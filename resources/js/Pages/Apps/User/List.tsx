import { Head, usePage } from '@inertiajs/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Pager, pageCount, useNavigating, useTableState } from '@/Components/DataTable'
import ListFilters from '@/Components/User/ListFilters'
import ListToolbar from '@/Components/User/ListToolbar'
import { pagerLabels } from '@/Components/User/labels'
import { DESC_FIRST, isFiltered, LIST_DEFAULTS, LIST_PATH, normalizeFilter } from '@/Components/User/listState'
import StatCards from '@/Components/User/StatCards'
import LinkNotice from '@/Components/User/LinkNotice'
import { AddUserPanel, ConfirmDialog } from '@/Components/User/ui'
import { useDeleteUser } from '@/Components/User/useDeleteUser'
import UserTable from '@/Components/User/UserTable'
import type { UserFilter, UserListProps } from '@/Components/User/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

const NO_OPTIONS = { roles: [], plans: [], statuses: [] }
const NO_COUNTS = { all: 0, active: 0, inactive: 0, pending: 0 }

/**
 * The user list: four counts, filters, search, sortable columns and a pager,
 * all in the URL and answered by the server; "Add user" in a side panel,
 * Delete after a confirmation, and the CSV export of what the list shows.
 */
export default function UserList({ users, total, filter: raw, options, counts, mailEnabled }: UserListProps) {
  const { t, i18n } = useTranslation()
  const ability = useAbility()
  const meId = usePage().props.auth?.user?.id
  const filter = useMemo(() => normalizeFilter(raw), [raw])
  const { visit, sort } = useTableState<UserFilter>(LIST_PATH, filter, LIST_DEFAULTS, DESC_FIRST)
  const change = useCallback((patch: Partial<UserFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = users ?? []
  const [adding, setAdding] = useState({ open: false, session: 0 })
  const remover = useDeleteUser()

  // A page past the end (the last row of the last page was deleted): the last page that exists.
  const pages = pageCount(total, filter.perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && filter.page > pages) visit({ page: pages }, { replace: true })
  }, [rows.length, total, filter.page, pages, visit])

  const canCreate = ability.can('create', 'User')
  const canDelete = ability.can('delete', 'User')

  return (
    <>
      <Head title={t('users.list.pageTitle')} />
      <div className="grid gap-6">
        <h1 className="sr-only">{t('users.list.heading')}</h1>
        <LinkNotice />
        <StatCards counts={counts ?? NO_COUNTS} />

        <section aria-labelledby="users-list-title" className="card min-w-0">
          <div className="border-b border-line px-5 py-4">
            <h2 id="users-list-title" className="mb-4 text-lg font-semibold">
              {t('users.filters.title')}
            </h2>
            <ListFilters filter={filter} options={options ?? NO_OPTIONS} onChange={change} />
          </div>
          <ListToolbar filter={filter} onChange={change} onAdd={canCreate ? () => setAdding((a) => ({ open: true, session: a.session + 1 })) : undefined} />
          <UserTable
            users={rows}
            filter={filter}
            filtered={isFiltered(filter)}
            busy={busy}
            onSort={sort}
            onClearFilters={() => visit({ q: '', role: '', currentPlan: '', status: '' })}
            meId={meId}
            canEdit={ability.can('update', 'User')}
            onDelete={canDelete ? remover.ask : undefined}
          />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>

      <AddUserPanel
        open={adding.open}
        session={adding.session}
        options={options ?? NO_OPTIONS}
        mailEnabled={mailEnabled ?? false}
        onClose={() => setAdding((a) => ({ ...a, open: false }))}
      />
      <ConfirmDialog
        cancelLabel={t('users.confirm.cancel')}
        open={remover.open}
        title={t('users.delete.title')}
        body={t('users.delete.body', { name: remover.target?.fullName ?? '' })}
        confirmLabel={t('users.delete.confirm')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </>
  )
}
