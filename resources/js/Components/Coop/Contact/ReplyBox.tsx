import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import type { FormEvent } from 'react'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import type { ContactThread } from './types'

/** Max characters of a reply, as the server checks it (contact.MaxBody). */
const MAX_REPLY = 5000

/**
 * The reply, in plain text: it leaves as a mail from the signed-in staff
 * member's mailbox and shows in the thread once the page comes back.
 */
export default function ReplyBox({ message, mailEnabled }: { message: ContactThread; mailEnabled: boolean }) {
  const { t } = useTranslation()
  const form = useForm({ body: '' })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.post(`/coop/contact/${message.id}/reply`, { preserveScroll: true, onSuccess: (page) => !page.props.errors?.body && form.reset() })
  }
  return (
    <section aria-labelledby="contact-reply" className="card p-5 sm:p-6">
      <h2 id="contact-reply" className="mb-4 text-base font-semibold text-heading">
        {t('coop.contact.message.reply')}
      </h2>
      {message.status === 'closed' ? (
        <p className="text-muted">{t('coop.contact.message.closedNote')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field
            label={t('coop.contact.message.replyLabel')}
            rows={6}
            maxLength={MAX_REPLY}
            value={form.data.body}
            onChange={(v) => form.setData('body', v)}
            error={form.errors.body}
            hint={t('coop.contact.message.replyHint', { email: message.email })}
          />
          {!mailEnabled && <p className="rounded-lg border border-warning/30 bg-warning/10 p-3 text-sm text-text">{t('coop.contact.message.noMail')}</p>}
          <div>
            <button type="submit" className="btn-primary px-4 py-2" disabled={form.processing}>
              <Send className="size-4" aria-hidden="true" />
              {t('coop.contact.message.replySubmit')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
