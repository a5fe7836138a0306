import { Head, Link, usePage } from '@inertiajs/react'
import { ShieldCheck, UserRound, Users, UserCog, type LucideIcon } from 'lucide-react'
import { CapitalByCategory, MembersByState } from '@/Components/Dashboard/Breakdowns'
import CapitalChart from '@/Components/Dashboard/CapitalChart'
import Figures from '@/Components/Dashboard/Figures'
import Panel from '@/Components/Dashboard/Panel'
import PendingMovements from '@/Components/Dashboard/PendingMovements'
import { TodayEvents, TodayTasks } from '@/Components/Dashboard/Today'
import { LINKS, type Overview } from '@/Components/Dashboard/types'
import { formatDate, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { reloadSoon, useRealtime } from '@/lib/realtime'

interface HomeProps {
  /** The cooperative at a glance; reloaded alone when a colleague changes something. */
  overview?: Overview
  stats: { users: number; admins: number; clients: number }
  /** The account's first sign-in: "Welcome", not "Welcome back". */
  firstSignIn?: boolean
}

interface StatCardProps {
  label: string
  value: number
  icon: LucideIcon
  tone: string
}

function StatCard({ label, value, icon: Icon, tone }: StatCardProps) {
  const { i18n } = useTranslation()
  return (
    <div className="card flex items-center gap-4 p-5">
      <span className={`inline-flex size-12 items-center justify-center rounded-lg ${tone}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-2xl font-semibold text-heading">{formatNumber(value, i18n.resolvedLanguage)}</p>
        <p className="text-sm text-muted">{label}</p>
      </div>
    </div>
  )
}

/** Reloads the overview (and only it) when a colleague changed something it counts; a burst makes one reload. */
function useLiveOverview() {
  useRealtime('dashboard.changed', () => reloadSoon(['overview']))
}

/**
 * The dashboard: the welcome, then the cooperative at a glance — its figures
 * (each opens its filtered list), the capital's year, the movements waiting
 * for approval, the members by state, and the day's tasks and events — and
 * the accounts' counts. Live: a colleague's change reloads the figures.
 */
export default function Home({ overview, stats, firstSignIn = false }: HomeProps) {
  const { t, i18n } = useTranslation()
  const { auth } = usePage().props
  const name = auth?.user?.fullName || auth?.user?.username || ''
  useLiveOverview()

  return (
    <>
      <Head title={t('dashboard.pageTitle')} />
      <div className="grid gap-6">
        <section className="card relative overflow-hidden p-6 sm:p-8">
          <div aria-hidden="true" className="pointer-events-none absolute -end-10 -top-16 size-56 rounded-full bg-primary/10" />
          <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 end-24 size-40 rounded-full bg-primary/5" />
          <div className="relative max-w-2xl">
            <h1 className="mb-2 text-2xl font-semibold">{t(firstSignIn ? 'dashboard.welcomeFirst' : 'dashboard.welcome', { name })}</h1>
            <p className="mb-5 text-[0.9375rem] text-text">
              {overview ? t('dashboard.coop.today', { date: formatDate(overview.today, i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) }) : t('dashboard.welcomeBody')}
            </p>
            <Link href="/access-control" className="btn-primary">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('dashboard.viewAbilities')}
            </Link>
          </div>
        </section>

        {overview && (
          <>
            <Figures overview={overview} />

            <div className="grid gap-6 xl:grid-cols-3">
              <Panel id="dashboard-capital" title={t('dashboard.coop.chart.heading')} more={t('dashboard.coop.capital.register')} moreHref={LINKS.capital} className="xl:col-span-2">
                <CapitalChart months={overview.capital.months} categories={overview.capital.categories} />
              </Panel>
              <Panel id="dashboard-categories" title={t('dashboard.coop.capital.title')}>
                <CapitalByCategory capital={overview.capital} />
              </Panel>
            </div>

            <div className="grid gap-6 lg:grid-cols-2">
              <PendingMovements movements={overview.movements} />
              <MembersByState members={overview.members} statuses={overview.memberStatuses} />
            </div>

            <div className="grid gap-6 lg:grid-cols-2">
              <TodayTasks tasks={overview.tasks} />
              <TodayEvents events={overview.events} today={overview.today} />
            </div>
          </>
        )}

        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="mb-3 text-lg font-semibold">
            {t('dashboard.statsTitle')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-3">
            <StatCard label={t('dashboard.stats.users')} value={stats?.users ?? 0} icon={Users} tone="bg-primary/15 text-primary-text" />
            <StatCard label={t('dashboard.stats.admins')} value={stats?.admins ?? 0} icon={UserCog} tone="bg-info/15 text-info" />
            <StatCard label={t('dashboard.stats.clients')} value={stats?.clients ?? 0} icon={UserRound} tone="bg-success/15 text-success" />
          </div>
        </section>
      </div>
    </>
  )
}
