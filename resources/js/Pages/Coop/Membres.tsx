import { Head } from '@inertiajs/react'
import { BadgeCheck, SearchCheck, UserPlus, Users } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import AddMemberDrawer from '@/Components/Coop/Members/AddMemberDrawer'
import ListToolbar from '@/Components/Coop/Members/ListToolbar'
import MembersTable from '@/Components/Coop/Members/MembersTable'
import StatCards, { countedItems } from '@/Components/StatCards'
import TransitionDrawer, { type Asked } from '@/Components/Coop/Members/TransitionDrawer'
import { exportURL, MEMBER_DEFAULTS, MEMBER_SORTS, MEMBERS_PATH, normalizeFilter, STATUSES, type MemberFilter, type MembresProps } from '@/Components/Coop/Members/types'
import LinkNotice from '@/Components/User/LinkNotice'
import { pagerLabels } from '@/Components/User/labels'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

const CARDS = [
  { key: 'all', icon: Users, tone: 'bg-primary/15 text-primary-text' },
  { key: 'candidat', icon: UserPlus, tone: 'bg-info/15 text-info' },
  { key: 'examen', icon: SearchCheck, tone: 'bg-warning/15 text-warning' },
  { key: 'actif', icon: BadgeCheck, tone: 'bg-success/15 text-success' },
]

/**
 * /coop/membres: the members and candidates with their status along the
 * lifecycle; filter, search, sort and pages in the URL, the CSV export.
 * Who manages members adds candidates and moves each member along, one
 * button per step the status allows.
 */
export default function Membres({ members, total, counts, filter: raw, options, transitions }: MembresProps & { transitions: Record<string, { from: string[] }> }) {
  const { t, i18n } = useTranslation()
  const ability = useAbility()
  const filter = useMemo(() => normalizeFilter<MemberFilter>(raw, MEMBER_DEFAULTS, MEMBER_SORTS), [raw])
  const { visit, sort } = useTableState<MemberFilter>(MEMBERS_PATH, filter, MEMBER_DEFAULTS)
  const change = useCallback((patch: Partial<MemberFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const [adding, setAdding] = useState({ open: false, session: 0 })
  const [asked, setAsked] = useState<{ asked: Asked | null; session: number }>({ asked: null, session: 0 })
  const canManage = ability.can('manage', 'Member')
  const rows = members ?? []
  const statuses = options?.statuses ?? [...STATUSES]

  return (
    <>
      <Head title={t('coop.members.pageTitle')} />
      <div className="grid gap-6">
        <h1 className="text-xl font-semibold text-heading">{t('coop.members.heading')}</h1>
        {/* An admission's invitation link, to hand over when no mail could take it. */}
        <LinkNotice />
        <StatCards label={t('coop.members.stats.label')} items={countedItems(CARDS, counts, (key) => t(`coop.members.stats.${key}`))} />
        <section aria-labelledby="members-list-title" className="card min-w-0">
          <h2 id="members-list-title" className="sr-only">
            {t('coop.members.table')}
          </h2>
          <ListToolbar
            prefix="coop.members"
            filterName="status"
            filterValue={filter.status}
            filterOptions={statuses.map((s) => ({ value: s, label: t(`coop.members.status.${s}`) }))}
            q={filter.q}
            perPage={filter.perPage}
            perPages={options?.perPages ?? [10, 25, 50]}
            exportHref={exportURL(MEMBERS_PATH, filter, ['status', 'q'])}
            onChange={change}
            onAdd={canManage ? () => setAdding((a) => ({ open: true, session: a.session + 1 })) : undefined}
          />
          <MembersTable
            members={rows}
            filter={filter}
            transitions={transitions ?? {}}
            busy={busy}
            onSort={sort}
            onClearFilters={() => visit({ q: '', status: '' })}
            onAsk={canManage ? (member, action) => setAsked((s) => ({ asked: { member, action }, session: s.session + 1 })) : undefined}
          />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
      {canManage && (
        <>
          <AddMemberDrawer
            open={adding.open}
            session={adding.session}
            partsMin={options?.partsMin ?? 1}
            partsMax={options?.partsMax ?? 100}
            onClose={() => setAdding((a) => ({ ...a, open: false }))}
          />
          <TransitionDrawer asked={asked.asked} session={asked.session} exitKinds={options?.exitKinds ?? []} onClose={() => setAsked((s) => ({ ...s, asked: null }))} />
        </>
      )}
    </>
  )
}
