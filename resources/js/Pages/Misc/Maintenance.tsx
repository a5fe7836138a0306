import { Head, usePage } from '@inertiajs/react'
import { Wrench } from 'lucide-react'
import StatusPage from '@/Components/StatusPage'
import BlankLayout from '@/Layouts/BlankLayout'
import { homeFor } from '@/lib/home'
import { useTranslation } from '@/lib/i18n'

interface MaintenanceProps {
  /** The HTTP status the server answered with (503). */
  status?: number
}

/** Partage is under maintenance: blank layout, the server's status code. */
export default function Maintenance({ status }: MaintenanceProps) {
  const { t } = useTranslation()
  const user = usePage().props.auth?.user
  return (
    <>
      <Head title={t('misc.maintenance.pageTitle')} />
      <StatusPage
        code={status ? String(status) : undefined}
        title={t('misc.error.maintenance.title')}
        message={t('misc.error.maintenance.message')}
        action={{ href: homeFor(user), label: t('common.backHome') }}
        art={
          <div className="mx-auto flex size-24 items-center justify-center rounded-full bg-warning/10 text-warning">
            <Wrench className="size-10" aria-hidden="true" />
          </div>
        }
      />
    </>
  )
}

Maintenance.layout = BlankLayout
