import { Head, usePage } from '@inertiajs/react'
import { useCallback, useMemo, useState } from 'react'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import InviteDrawer from '@/Components/Coop/Staff/InviteDrawer'
import StaffStats from '@/Components/Coop/Staff/StaffStats'
import StaffTable from '@/Components/Coop/Staff/StaffTable'
import StaffToolbar from '@/Components/Coop/Staff/StaffToolbar'
import { normalizeStaffFilter, STAFF_DEFAULTS, STAFF_PATH, type AdminsProps, type StaffFilter } from '@/Components/Coop/Staff/types'
import { useStaffAction, type StaffAction } from '@/Components/Coop/Staff/useStaffAction'
import { roleLabel } from '@/Components/Coop/Staff/labels'
import { pagerLabels } from '@/Components/User/labels'
import LinkNotice from '@/Components/User/LinkNotice'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

const NO_OPTIONS = { roles: [], statuses: [], perPages: [10, 25, 50], sorts: [] }

/** The words of the confirmation for an action. */
function confirmText(t: (key: string, params?: Record<string, unknown>) => string, action: StaffAction | null) {
  if (!action) return { title: '', body: '', confirm: '' }
  const name = action.member.fullName
  const params = action.kind === 'role' ? { name, from: roleLabel(action.member.role), to: roleLabel(action.role) } : { name }
  return {
    title: t(`coop.staff.confirm.${action.kind}.title`, params),
    body: t(`coop.staff.confirm.${action.kind}.body`, params),
    confirm: t(`coop.staff.confirm.${action.kind}.confirm`, params),
  }
}

/**
 * /coop/admins: the cooperative's staff with their role, status and last
 * sign-in; filters, search, sort and pages in the URL. Who manages the staff
 * (admins) invites, changes roles, suspends, reactivates and signs out
 * everywhere, each after a confirmation; others only read.
 */
export default function Admins({ staff, total, counts, filter: raw, options, mailEnabled }: AdminsProps) {
  const { t, i18n } = useTranslation()
  const ability = useAbility()
  const meId = usePage().props.auth?.user?.id
  const filter = useMemo(() => normalizeStaffFilter(raw), [raw])
  const { visit, sort } = useTableState<StaffFilter>(STAFF_PATH, filter, STAFF_DEFAULTS)
  const change = useCallback((patch: Partial<StaffFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const [inviting, setInviting] = useState({ open: false, session: 0 })
  const action = useStaffAction()
  const canManage = ability.can('manage', 'Staff')
  const words = confirmText(t, action.action)
  const opts = options ?? NO_OPTIONS

  return (
    <>
      <Head title={t('coop.staff.pageTitle')} />
      <div className="grid gap-6">
        <h1 className="text-xl font-semibold text-heading">{t('coop.staff.heading')}</h1>
        <LinkNotice />
        <StaffStats counts={counts ?? {}} />
        <section aria-labelledby="staff-list-title" className="card min-w-0">
          <h2 id="staff-list-title" className="sr-only">
            {t('coop.staff.table')}
          </h2>
          <StaffToolbar filter={filter} options={opts} onChange={change} onInvite={canManage ? () => setInviting((s) => ({ open: true, session: s.session + 1 })) : undefined} />
          <StaffTable
            staff={staff ?? []}
            filter={filter}
            roles={opts.roles}
            busy={busy}
            onSort={sort}
            onClearFilters={() => visit({ q: '', role: '', status: '' })}
            meId={meId}
            onAction={canManage ? action.ask : undefined}
          />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={(staff ?? []).length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
      {canManage && (
        <InviteDrawer
          open={inviting.open}
          session={inviting.session}
          roles={opts.roles}
          mailEnabled={mailEnabled ?? false}
          onClose={() => setInviting((s) => ({ ...s, open: false }))}
        />
      )}
      <ConfirmDialog
        open={action.action !== null}
        title={words.title}
        body={words.body}
        confirmLabel={words.confirm}
        cancelLabel={t('coop.staff.confirm.cancel')}
        busy={action.busy}
        onConfirm={action.confirm}
        onClose={action.close}
      />
    </>
  )
}
