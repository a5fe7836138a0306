import { router } from '@inertiajs/react'
import { KeyRound, LoaderCircle, MailPlus, Send } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { formatDateTime } from './labels'
import { invitationURL, resetLinkURL } from './paths'
import { refused } from './visits'
import type { Invitation } from './types'

interface AccessCardProps {
  userId: number
  /** Set while the user has not accepted their invitation (chosen a password). */
  invitation: Invitation | null
  /** Mail can leave the server (SMTP configured): links may be sent, not only copied. */
  mailEnabled: boolean
}

type Action = 'send' | 'copy'

/**
 * How the user gets in: an invitation not accepted yet (when it was sent,
 * until when it works) with a new one to send or copy; otherwise a reset link
 * to send or copy. A copied link comes back in the page's flash (LinkDialog).
 */
export default function AccessCard({ userId, invitation, mailEnabled }: AccessCardProps) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState<Action | null>(null)
  const url = invitation ? invitationURL(userId) : resetLinkURL(userId)

  const ask = (action: Action) => {
    if (busy) return
    router.post(url, { send: action === 'send' }, { preserveScroll: true, ...refused, onStart: () => setBusy(action), onFinish: () => setBusy(null) })
  }
  const icon = (action: Action, Icon: typeof Send) =>
    busy === action ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Icon className="size-4" aria-hidden="true" />

  return (
    <section aria-labelledby="user-access" className="card p-5 sm:p-6">
      <h2 id="user-access" className="mb-3 text-lg font-semibold">
        {t('users.invitation.access')}
      </h2>
      {invitation && (
        <div role="status" className={`mb-4 rounded-lg border p-3 text-sm ${invitation.expired ? 'border-danger/30 bg-danger/8' : 'border-warning/30 bg-warning/10'}`}>
          <p className="font-semibold text-heading">{t('users.invitation.pending')}</p>
          <p>
            {invitation.expired
              ? t('users.invitation.expired', { expires: formatDateTime(invitation.expiresAt, i18n.language) })
              : t('users.invitation.sentOn', {
                  date: formatDateTime(invitation.sentAt, i18n.language),
                  expires: formatDateTime(invitation.expiresAt, i18n.language),
                })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {mailEnabled && (
          <button type="button" className="btn-primary px-4" disabled={busy !== null} onClick={() => ask('send')}>
            {icon('send', invitation ? MailPlus : Send)}
            {invitation ? t('users.invitation.send') : t('users.invitation.resetSend')}
          </button>
        )}
        <button type="button" className="btn-outline px-4" disabled={busy !== null} onClick={() => ask('copy')}>
          {icon('copy', KeyRound)}
          {invitation ? t('users.invitation.copy') : t('users.invitation.resetCopy')}
        </button>
      </div>
    </section>
  )
}
