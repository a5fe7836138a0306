import { Head } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { LoadingContext, usePeriodChange } from './period'
import PeriodPicker from './PeriodPicker'
import type { DashboardProps } from './types'

interface DashboardFrameProps extends Omit<DashboardProps<unknown>, 'cards'> {
  /** The dashboard's path: a change of period reloads its cards there. */
  path: string
  /** The dashboard's translation keys' prefix (pageTitle, heading, intro). */
  words: string
  children: ReactNode
}

/** A dashboard's page: its title, the period picker, and the cards (busy while another period loads). */
export default function DashboardFrame({ path, words, period, today, rolledAt, periodError, children }: DashboardFrameProps) {
  const { t } = useTranslation()
  const { loading, change } = usePeriodChange(path)
  return (
    <>
      <Head title={t(`${words}.pageTitle`)} />
      <div className="grid gap-6">
        <header className="grid gap-4">
          <div>
            <h1 className="text-2xl font-semibold">{t(`${words}.heading`)}</h1>
            <p className="mt-1 text-[0.9375rem] text-muted">{t(`${words}.intro`)}</p>
          </div>
          <PeriodPicker period={period} today={today} rolledAt={rolledAt} periodError={periodError} loading={loading} onChange={change} />
        </header>
        <LoadingContext.Provider value={loading}>{children}</LoadingContext.Provider>
      </div>
    </>
  )
}
