import { Head, Link, usePage } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import ComingSoonArt from '@/Components/ComingSoonArt'
import AppLayout from '@/Layouts/AppLayout'
import BlankLayout from '@/Layouts/BlankLayout'
import { homeFor } from '@/lib/home'
import { exists, useTranslation } from '@/lib/i18n'
import type { SharedProps } from '@/lib/types'

interface ComingSoonProps {
  /** i18n key of the page's name (its menu title). */
  title?: string
  /** i18n key of the menu group the page belongs to, if any (e.g. Invoice for Invoice › List). */
  section?: string
  /** The URL that was asked for. */
  path?: string
}

/** A part of Partage not built yet: inside the shell when signed in, never a blank page. */
export default function ComingSoon({ title, section, path }: ComingSoonProps) {
  const { t } = useTranslation()
  const user = usePage().props.auth?.user
  const name = (key: string) => (exists(key) ? t(key) : key)
  const pageName = title ? (section ? `${name(section)} › ${name(title)}` : name(title)) : path
  const signedIn = Boolean(user)

  return (
    <>
      <Head title={pageName ? `${pageName} · ${t('misc.comingSoon.pageTitle')}` : t('misc.comingSoon.pageTitle')} />
      <div className={`flex flex-col items-center justify-center px-4 text-center ${signedIn ? 'card py-12 sm:py-16' : 'min-h-screen py-16'}`}>
        <ComingSoonArt className="mb-8 w-full max-w-xs" />
        <p className="mb-2 inline-flex rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wide text-primary-text uppercase">
          {t('misc.comingSoon.badge')}
        </p>
        <h1 className="mb-2 text-2xl font-semibold sm:text-3xl">{t('misc.comingSoon.title')}</h1>
        {pageName && <p className="mb-3 text-lg font-medium text-heading">{pageName}</p>}
        <p className="mb-6 max-w-lg text-[0.9375rem] text-muted">{t('misc.comingSoon.message')}</p>
        {path && <p className="mb-6 font-mono text-sm text-muted">{path}</p>}
        <Link href={homeFor(user)} className="btn-primary">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('common.backHome')}
        </Link>
      </div>
    </>
  )
}

// The shell for signed-in users (their menu stays), the blank layout otherwise.
ComingSoon.layout = (props: Partial<SharedProps>) => (props.auth?.user ? AppLayout : BlankLayout)
