import { Head, Link, usePage } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import ContactActions from '@/Components/Coop/Contact/ContactActions'
import ContactHistory from '@/Components/Coop/Contact/ContactHistory'
import MessageThread from '@/Components/Coop/Contact/MessageThread'
import ReplyBox from '@/Components/Coop/Contact/ReplyBox'
import { CONTACT_PATH, type ContactMessageProps } from '@/Components/Coop/Contact/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

/**
 * /coop/contact/{id}: one message of the inbox with its replies; who manages
 * Contact assigns it, moves its status (only the moves its lifecycle allows)
 * and replies by mail from the page.
 */
export default function ContactMessage({ message, moves, assignees, history, mailEnabled }: ContactMessageProps) {
  const { t } = useTranslation()
  const canManage = useAbility().can('manage', 'Contact')
  const refused = usePage().props.errors?.form
  return (
    <>
      <Head title={t('coop.contact.message.pageTitle', { subject: message.subject })} />
      <div className="grid gap-6">
        <div>
          <Link href={CONTACT_PATH} className="link inline-flex items-center gap-1 text-sm">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('coop.contact.message.back')}
          </Link>
          <h1 dir="auto" className="mt-2 text-xl font-semibold break-words text-heading">
            {message.subject}
          </h1>
        </div>
        {refused && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 p-3.5 text-sm text-heading">
            {serverText(refused)}
          </p>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid gap-6">
            <MessageThread message={message} />
            {canManage && <ReplyBox message={message} mailEnabled={mailEnabled} />}
          </div>
          <div className="grid gap-6">
            <ContactActions message={message} moves={moves ?? []} assignees={assignees ?? []} canManage={canManage} />
            <ContactHistory history={history ?? []} sender={message.name} />
          </div>
        </div>
      </div>
    </>
  )
}
