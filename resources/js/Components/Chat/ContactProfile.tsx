import { BriefcaseBusiness } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { roleLabel } from './format'
import StatusAvatar, { STATUS_DOT } from './StatusAvatar'
import type { Contact } from './types'

const sectionTitle = 'mb-2 text-xs font-medium tracking-wide text-muted uppercase'

/** The open chat's contact: picture, name, role, about and status. */
export default function ContactProfile({ contact }: { contact: Contact }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} className="size-21 text-2xl" dot="size-4" />
        <h3 className="mt-2 text-lg font-semibold">{contact.fullName}</h3>
        <p className="text-sm text-muted">{roleLabel(contact.role)}</p>
      </div>
      <section>
        <h4 className={sectionTitle}>{t('chat.profile.about')}</h4>
        <p dir="auto" className="text-[0.9375rem] text-text">{contact.about || t('chat.profile.noAbout')}</p>
      </section>
      <section>
        <h4 className={sectionTitle}>{t('chat.profile.personalInfo')}</h4>
        <dl className="space-y-2 text-[0.9375rem]">
          <div className="flex items-center gap-2">
            <BriefcaseBusiness className="size-4.5 text-muted" aria-hidden="true" />
            <dt className="sr-only">{t('chat.profile.role')}</dt>
            <dd className="text-heading">{roleLabel(contact.role) || '—'}</dd>
          </div>
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-flex size-4.5 items-center justify-center">
              <span className={`size-2.5 rounded-full ${STATUS_DOT[contact.status]}`} />
            </span>
            <dt className="sr-only">{t('chat.profile.status')}</dt>
            <dd className="text-heading">{t(`chat.status.${contact.status}`)}</dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
