import { Head, Link, useForm, usePage } from '@inertiajs/react'
import { CircleCheck } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import Consents from '@/Components/Coop/Join/Consents'
import DetailsFields from '@/Components/Coop/Join/DetailsFields'
import IdentityFields from '@/Components/Coop/Join/IdentityFields'
import PartsFields from '@/Components/Coop/Join/PartsFields'
import { emptyJoin, errorOf, type JoinData } from '@/Components/Coop/Join/types'
import JoinClosed from '@/Components/Coop/Config/JoinClosed'
import Logo from '@/Components/Logo'
import BlankLayout from '@/Layouts/BlankLayout'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

interface JoinProps {
  coopName: string
  partsMin: number
  partsMax: number
  legalForms: string[]
  maxFileMB: number
  honeypot: string
  /** The configuration closes applications: the page says so instead of the form. */
  closed?: boolean
}

interface Joined {
  name: string
  email: string
}

const isJoined = (v: unknown): v is Joined => typeof v === 'object' && v !== null && typeof (v as Joined).email === 'string'

/**
 * /rejoindre: the public membership application (bulletin d'adhésion), with
 * no sign-in, or a notice while the cooperative takes none.
 */
export default function Join(props: JoinProps) {
  return props.closed ? <JoinClosed coopName={props.coopName} /> : <JoinForm {...props} />
}

/**
 * The application form. The server checks every field; a sent application
 * leaves the page in its thank-you state (the flash "joined").
 */
function JoinForm({ coopName, partsMin, partsMax, legalForms, maxFileMB, honeypot }: JoinProps) {
  const { t } = useTranslation()
  const flashed = usePage().flash?.joined
  const [joined, setJoined] = useState<Joined | null>(null)
  const form = useForm<JoinData>(emptyJoin(partsMin))

  useEffect(() => {
    if (isJoined(flashed)) setJoined(flashed)
  }, [flashed])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.post('/rejoindre', {
      onSuccess: (page) => {
        if (isJoined(page.flash?.joined)) form.reset()
      },
    })
  }

  const formError = errorOf(form, 'form') ?? errorOf(form, 'documents')
  return (
    <main className="relative flex min-h-screen justify-center px-4 py-12">
      <Head title={t('coop.join.pageTitle')} />
      <div className="card w-full max-w-3xl p-6 sm:p-10">
        <div className="mb-6 flex justify-center">
          <Link href="/" className="rounded-md">
            <Logo />
          </Link>
        </div>
        <h1 className="mb-1.5 text-2xl font-semibold">{t('coop.join.title', { coop: coopName })}</h1>
        {joined ? (
          <div role="status" className="mt-6 flex gap-3 rounded-lg border border-success/30 bg-success/10 p-4">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-heading">{t('coop.join.thanksTitle')}</h2>
              <p className="mb-3 text-text">{t('coop.join.thanksBody', { email: joined.email })}</p>
              <button type="button" className="btn-outline" onClick={() => setJoined(null)}>
                {t('coop.join.another')}
              </button>
            </div>
          </div>
        ) : (
          <>
            <p className="mb-8 text-[0.9375rem] text-muted">{t('coop.join.subtitle')}</p>
            {formError && (
              <p role="alert" className="mb-6 rounded-lg border border-danger/30 bg-danger/10 p-3 text-sm text-danger">
                {serverText(formError)}
              </p>
            )}
            <form onSubmit={submit} noValidate className="grid gap-8">
              <IdentityFields form={form} legalForms={legalForms} />
              <DetailsFields form={form} />
              <PartsFields form={form} partsMin={partsMin} partsMax={partsMax} maxFileMB={maxFileMB} />
              <Consents form={form} coopName={coopName} />
              <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
                <label htmlFor="join-website">{t('coop.join.honeypot')}</label>
                <input id="join-website" name={honeypot} tabIndex={-1} autoComplete="off" value={form.data.website} onChange={(e) => form.setData('website', e.target.value)} />
              </div>
              <button type="submit" className="btn-primary justify-self-start" disabled={form.processing}>
                {form.processing ? t('coop.join.sending') : t('coop.join.submit')}
              </button>
            </form>
          </>
        )}
        <p className="mt-8 text-center text-[0.9375rem]">
          <Link href="/login" className="link">
            {t('coop.join.signIn')}
          </Link>
        </p>
      </div>
    </main>
  )
}

Join.layout = BlankLayout
