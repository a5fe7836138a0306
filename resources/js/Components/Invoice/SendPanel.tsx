import type { Errors } from '@inertiajs/core'
import { router, usePage } from '@inertiajs/react'
import { Paperclip, Send } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import Field from '@/Components/Form/Field'
import { formatDate } from './labels'
import { paths } from './listState'
import { formatMoney } from './money'
import SidePanel from './SidePanel'
import { refused } from './visits'
import type { FieldErrors, InvoiceDetail } from './types'

interface SendPanelProps {
  open: boolean
  invoice: InvoiceDetail
  /** Whether mail leaves Partage by SMTP; without it only Partage users can receive the invoice. */
  smtp: boolean
  onClose: () => void
}

/** "Send invoice": a mail through the mail app, the PDF attached; the server says where it went. */
function SendFields({ open, invoice, smtp, onClose }: SendPanelProps) {
  const { t, i18n } = useTranslation()
  const me = usePage().props.auth?.user
  const lang = i18n.language
  const params = { id: invoice.id, name: invoice.client.name, total: formatMoney(invoice.balanceCents, lang), due: formatDate(invoice.dueDate, lang), company: 'Partage' }
  const [mail, setMail] = useState({ to: invoice.client.companyEmail, subject: t('invoice.send.defaultSubject', params), message: t('invoice.send.defaultMessage', params) })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const bind = (key: keyof typeof mail) => ({
    value: mail[key],
    error: errors[key],
    onChange: (value: string) => {
      setMail((m) => ({ ...m, [key]: value }))
      setErrors((e) => ({ ...e, [key]: undefined }))
    },
  })
  const submit = () =>
    router.post(
      paths.send(invoice.id),
      { ...mail, lng: lang },
      {
        preserveScroll: true,
        ...refused,
        onStart: () => setBusy(true),
        onSuccess: () => onClose(),
        onError: (errs: Errors) => setErrors(errs as FieldErrors),
        onFinish: () => setBusy(false),
      },
    )

  return (
    <SidePanel open={open} title={t('invoice.send.title')} onClose={onClose} onSubmit={submit} submitLabel={t('invoice.send.submit')} submitIcon={Send} busy={busy}>
      <Field label={t('invoice.send.from')} value={me?.email ?? ''} onChange={() => undefined} readOnly dir="ltr" />
      <Field label={t('invoice.send.to')} type="email" dir="ltr" {...bind('to')} data-autofocus />
      {!smtp && <p className="text-sm text-muted">{t('invoice.send.noSmtp')}</p>}
      <Field label={t('invoice.send.subject')} {...bind('subject')} maxLength={255} />
      <Field label={t('invoice.send.message')} rows={8} {...bind('message')} />
      <p className="inline-flex items-center gap-2 rounded-full bg-primary/10 px-3 py-1 text-sm text-primary-text">
        <Paperclip className="size-4" aria-hidden="true" />
        {t('invoice.send.attached', { id: invoice.id })}
      </p>
    </SidePanel>
  )
}

/** Sending the invoice; a fresh form each time it opens. */
export default function SendPanel(props: SendPanelProps & { session: number }) {
  const { session, ...rest } = props
  return <SendFields key={session} {...rest} />
}
