import { ArrowDownToLine, ArrowUpFromLine, CalendarDays, ClipboardCheck, FileWarning, Landmark, ListTodo, Mail, UserCheck, UserPlus, UserRoundSearch } from 'lucide-react'
import { formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import Figure from './Figure'
import { LINKS, type Overview } from './types'

/** The figure keys, in the order the cards show them. */
export const FIGURES = [
  'membersActive',
  'membersCandidates',
  'capitalTotal',
  'movementsPending',
  'applicationsPending',
  'contactOpen',
  'depositsMonth',
  'withdrawalsMonth',
  'invoicesPastDue',
  'tasksToday',
  'eventsToday',
] as const

/** Each figure's raw value in an overview. */
export function figureValues(o: Overview): Record<(typeof FIGURES)[number], number> {
  return {
    membersActive: o.members.actif ?? 0,
    membersCandidates: o.members.candidat ?? 0,
    capitalTotal: o.capital.totalCents,
    movementsPending: o.movements.count,
    applicationsPending: o.applicationsPending,
    contactOpen: o.contact.new + o.contact.inProgress,
    depositsMonth: o.flows.deposits.cents,
    withdrawalsMonth: o.flows.withdrawals.cents,
    invoicesPastDue: o.invoicesPastDue.count,
    tasksToday: o.tasks.count,
    eventsToday: o.events.count,
  }
}

/** The cooperative's figures as cards, four to a row on wide screens; each opens its filtered list. */
export default function Figures({ overview: o }: { overview: Overview }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const v = figureValues(o)
  const n = (x: number) => formatNumber(x, lang)
  const money = (x: number) => formatMoney(x, lang)
  const label = (key: string) => t(`dashboard.coop.figures.${key}`)
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        {t('dashboard.coop.figuresTitle')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <Figure name="membersActive" label={label('membersActive')} value={n(v.membersActive)} raw={v.membersActive} href={LINKS.members('actif')} icon={UserCheck} tone="bg-success/15 text-success" />
        <Figure name="membersCandidates" label={label('membersCandidates')} value={n(v.membersCandidates)} raw={v.membersCandidates} href={LINKS.members('candidat')} icon={UserRoundSearch} tone="bg-info/15 text-info" />
        <Figure name="capitalTotal" label={label('capitalTotal')} value={money(v.capitalTotal)} raw={v.capitalTotal} href={LINKS.capital} icon={Landmark} tone="bg-primary/15 text-primary-text"
          detail={tCount('dashboard.coop.figures.categories', o.capital.categories.length)} />
        <Figure name="movementsPending" label={label('movementsPending')} value={n(v.movementsPending)} raw={v.movementsPending} href={LINKS.movementsPending} icon={ClipboardCheck}
          tone="bg-warning/15 text-warning" alert={v.movementsPending > 0} detail={<bdi dir="ltr">{money(o.movements.cents)}</bdi>} />
        <Figure name="applicationsPending" label={label('applicationsPending')} value={n(v.applicationsPending)} raw={v.applicationsPending} href={LINKS.applications} icon={UserPlus}
          tone="bg-primary/15 text-primary-text" alert={v.applicationsPending > 0} />
        <Figure name="contactOpen" label={label('contactOpen')} value={n(v.contactOpen)} raw={v.contactOpen} href={LINKS.contactOpen} icon={Mail} tone="bg-info/15 text-info"
          detail={t('dashboard.coop.figures.contactDetail', { new: n(o.contact.new), inProgress: n(o.contact.inProgress) })} />
        <Figure name="depositsMonth" label={label('depositsMonth')} value={money(v.depositsMonth)} raw={v.depositsMonth} href={LINKS.deposits(o.flows.month)} icon={ArrowDownToLine}
          tone="bg-success/15 text-success" detail={tCount('dashboard.coop.figures.movements', o.flows.deposits.count, { n: n(o.flows.deposits.count) })} />
        <Figure name="withdrawalsMonth" label={label('withdrawalsMonth')} value={money(v.withdrawalsMonth)} raw={v.withdrawalsMonth} href={LINKS.withdrawals(o.flows.month)} icon={ArrowUpFromLine}
          tone="bg-danger/12 text-danger" detail={tCount('dashboard.coop.figures.movements', o.flows.withdrawals.count, { n: n(o.flows.withdrawals.count) })} />
        <Figure name="invoicesPastDue" label={label('invoicesPastDue')} value={n(v.invoicesPastDue)} raw={v.invoicesPastDue} href={LINKS.invoicesPastDue} icon={FileWarning}
          tone="bg-danger/12 text-danger" alert={v.invoicesPastDue > 0} detail={<bdi dir="ltr">{money(o.invoicesPastDue.cents)}</bdi>} />
        <Figure name="tasksToday" label={label('tasksToday')} value={n(v.tasksToday)} raw={v.tasksToday} href={LINKS.tasks} icon={ListTodo} tone="bg-primary/15 text-primary-text"
          detail={o.tasks.overdue > 0 ? tCount('dashboard.coop.figures.overdue', o.tasks.overdue, { n: n(o.tasks.overdue) }) : undefined} />
        <Figure name="eventsToday" label={label('eventsToday')} value={n(v.eventsToday)} raw={v.eventsToday} href={LINKS.events(o.today)} icon={CalendarDays} tone="bg-info/15 text-info" />
      </ul>
    </section>
  )
}
