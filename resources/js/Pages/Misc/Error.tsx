import { Head, usePage } from '@inertiajs/react'
import { useTranslation } from '@/lib/i18n'
import StatusPage from '@/Components/StatusPage'
import BlankLayout from '@/Layouts/BlankLayout'
import { homeFor } from '@/lib/home'

interface ErrorProps {
  status: number
}

export default function ErrorPage({ status }: ErrorProps) {
  const { t } = useTranslation()
  const user = usePage().props.auth?.user
  const texts =
    status === 400
      ? { title: t('misc.error.badRequest.title'), message: t('misc.error.badRequest.message') }
      : status === 404
        ? { title: t('misc.error.notFound.title'), message: t('misc.error.notFound.message') }
        : status === 503
          ? { title: t('misc.error.maintenance.title'), message: t('misc.error.maintenance.message') }
          : { title: t('misc.error.server.title'), message: t('misc.error.server.message') }

  return (
    <>
      <Head title={texts.title} />
      <StatusPage
        code={String(status || 500)}
        title={texts.title}
        message={texts.message}
        action={{ href: homeFor(user), label: t('common.backHome') }}
      />
    </>
  )
}

ErrorPage.layout = BlankLayout
