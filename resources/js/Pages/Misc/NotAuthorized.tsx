import { Head, usePage } from '@inertiajs/react'
import { Lock } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import StatusPage from '@/Components/StatusPage'
import BlankLayout from '@/Layouts/BlankLayout'
import { homeFor } from '@/lib/home'

export default function NotAuthorized() {
  const { t } = useTranslation()
  const user = usePage().props.auth?.user
  return (
    <>
      <Head title={t('misc.notAuthorized.pageTitle')} />
      <StatusPage
        code="403"
        title={t('misc.notAuthorized.title')}
        message={t('misc.notAuthorized.message')}
        action={{ href: homeFor(user), label: t('common.backHome') }}
        art={
          <div className="mx-auto flex size-24 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock className="size-10" aria-hidden="true" />
          </div>
        }
      />
    </>
  )
}

NotAuthorized.layout = BlankLayout
