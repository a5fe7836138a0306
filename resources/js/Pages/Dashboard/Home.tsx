import { Head, Link, usePage } from '@inertiajs/react'
import { ShieldCheck, UserRound, Users, UserCog, type LucideIcon } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface HomeProps {
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

export default function Home({ stats, firstSignIn = false }: HomeProps) {
  const { t } = useTranslation()
  const { auth } = usePage().props
  const name = auth?.user?.fullName || auth?.user?.username || ''

  return (
    <>
      <Head title={t('dashboard.pageTitle')} />
      <div className="grid gap-6">
        <section className="card relative overflow-hidden p-6 sm:p-8">
          <div aria-hidden="true" className="pointer-events-none absolute -end-10 -top-16 size-56 rounded-full bg-primary/10" />
          <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 end-24 size-40 rounded-full bg-primary/5" />
          <div className="relative max-w-2xl">
            <h1 className="mb-2 text-2xl font-semibold">{t(firstSignIn ? 'dashboard.welcomeFirst' : 'dashboard.welcome', { name })}</h1>
            <p className="mb-5 text-[0.9375rem] text-text">{t('dashboard.welcomeBody')}</p>
            <Link href="/access-control" className="btn-primary">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('dashboard.viewAbilities')}
            </Link>
          </div>
        </section>

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
