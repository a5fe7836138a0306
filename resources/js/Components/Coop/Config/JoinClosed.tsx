import { Head, Link } from '@inertiajs/react'
import { DoorClosed } from 'lucide-react'
import Logo from '@/Components/Logo'
import { useTranslation } from '@/lib/i18n'

/** /rejoindre while the configuration closes applications: it says so, and where to write instead. */
export default function JoinClosed({ coopName }: { coopName: string }) {
  const { t } = useTranslation()
  return (
    <main className="relative flex min-h-screen items-center justify-center px-4 py-12">
      <Head title={t('coop.config.joinClosed.pageTitle')} />
      <div className="card w-full max-w-xl p-6 text-center sm:p-10">
        <div className="mb-6 flex justify-center">
          <Link href="/" className="rounded-md">
            <Logo />
          </Link>
        </div>
        <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-warning/10 text-warning">
          <DoorClosed className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mb-2 text-2xl font-semibold">{t('coop.config.joinClosed.title')}</h1>
        <p className="mb-6 text-[0.9375rem] text-muted">{t('coop.config.joinClosed.message', { coop: coopName })}</p>
        <a href="/contact" className="btn-primary">
          {t('coop.config.joinClosed.contact')}
        </a>
      </div>
    </main>
  )
}
