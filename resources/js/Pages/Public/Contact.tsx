import { Head, Link, useForm } from '@inertiajs/react'
import { MailCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import Field from '@/Components/Form/Field'
import Logo from '@/Components/Logo'
import BlankLayout from '@/Layouts/BlankLayout'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

interface ContactProps {
  coopName: string
  /** The longest message, in characters (contact.MaxBody). */
  maxBody: number
  /** The name of the field people leave empty and robots fill in. */
  honeypot: string
}

/**
 * /contact: the public form to write to the cooperative, without signing in.
 * Once sent, the page thanks the sender and says where the answer will go.
 * The honeypot field is off-screen and out of the keyboard's and screen
 * readers' way; a robot that fills it in is told the same thanks.
 */
export default function Contact({ coopName, maxBody, honeypot }: ContactProps) {
  const { t } = useTranslation()
  const form = useForm({ name: '', email: '', subject: '', body: '', [honeypot || 'website']: '' } as Record<string, string>)
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null)
  const trap = honeypot || 'website'

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const who = { name: form.data.name!.trim(), email: form.data.email!.trim() }
    form.post('/contact', {
      preserveScroll: true,
      onSuccess: (page) => {
        // Errors also come back as a successful visit: thank only without them.
        if (Object.keys(page.props.errors ?? {}).length > 0) return
        setSent(who)
        form.reset()
      },
    })
  }
  const field = (name: 'name' | 'email' | 'subject' | 'body') => ({
    name,
    value: form.data[name] ?? '',
    onChange: (v: string) => form.setData(name, v),
    error: form.errors[name],
  })

  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden px-4 py-12">
      <Head title={t('public.contact.pageTitle')} />
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -start-24 size-72 rounded-full bg-primary/10 blur-2xl" />
      <div className="card relative w-full max-w-xl p-8 sm:p-10">
        <div className="mb-6 flex justify-center">
          <Link href="/" className="rounded-md">
            <Logo />
          </Link>
        </div>
        <h1 className="mb-1.5 text-2xl font-semibold">{t('public.contact.heading', { coop: coopName })}</h1>
        <p className="mb-6 text-[0.9375rem] text-muted">{t('public.contact.intro')}</p>
        {sent ? (
          <div role="status" className="grid gap-4">
            <div className="flex gap-3 rounded-lg border border-success/30 bg-success/10 p-3.5 text-sm">
              <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <div>
                <p className="font-semibold text-heading">{t('public.contact.sentTitle')}</p>
                <p className="text-text">{t('public.contact.sentBody', { name: sent.name, email: sent.email })}</p>
              </div>
            </div>
            <button type="button" className="btn-outline w-full" onClick={() => setSent(null)}>
              {t('public.contact.another')}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="relative grid gap-4">
            {form.errors.form && (
              <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 p-3.5 text-sm text-heading">
                {serverText(form.errors.form)}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('public.contact.name')} autoComplete="name" required maxLength={200} {...field('name')} />
              <Field label={t('public.contact.email')} type="email" autoComplete="email" required maxLength={254} {...field('email')} />
            </div>
            <Field label={t('public.contact.subject')} required maxLength={255} {...field('subject')} />
            <Field label={t('public.contact.message')} rows={7} required maxLength={maxBody} hint={t('public.contact.messageHint', { max: maxBody })} {...field('body')} />
            <div aria-hidden="true" className="absolute -start-[10000px] top-0 size-px overflow-hidden">
              <label htmlFor="contact-trap">{t('public.contact.honeypot')}</label>
              <input id="contact-trap" name={trap} type="text" tabIndex={-1} autoComplete="off" value={form.data[trap] ?? ''} onChange={(e) => form.setData(trap, e.target.value)} />
            </div>
            <button type="submit" className="btn-primary w-full" disabled={form.processing}>
              {form.processing ? t('public.contact.sending') : t('public.contact.submit')}
            </button>
          </form>
        )}
        <p className="mt-6 text-center text-[0.9375rem]">
          <span className="text-muted">{t('public.contact.join')}</span>{' '}
          <a href="/rejoindre" className="link">
            {t('public.contact.joinLink')}
          </a>
        </p>
      </div>
    </main>
  )
}

Contact.layout = BlankLayout
