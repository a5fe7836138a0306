import { router } from '@inertiajs/react'
import { useState } from 'react'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import type { Assignee, ContactThread } from './types'

interface ContactActionsProps {
  message: ContactThread
  moves: string[]
  assignees: Assignee[]
  /** Absent rights: the assignee and status are shown, not changed. */
  canManage: boolean
}

/** The button's words for a move: "Reopen" from closed, otherwise the status it leads to. */
const moveLabel = (from: string, to: string) => (from === 'closed' && to === 'in_progress' ? 'reopen' : to)

/** Who handles the message (a select of the staff) and the status buttons its lifecycle allows now. */
export default function ContactActions({ message, moves, assignees, canManage }: ContactActionsProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const post = (path: string, data: Record<string, string | number | null>) =>
    router.post(`/coop/contact/${message.id}/${path}`, data, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) })
  const options = assignees.map((a) => ({ value: String(a.id), label: a.fullName }))
  if (message.assignedTo && !options.some((o) => o.value === String(message.assignedTo))) {
    options.push({ value: String(message.assignedTo), label: message.assigneeName })
  }
  return (
    <section aria-labelledby="contact-manage" className="card grid gap-5 p-5 sm:p-6">
      <h2 id="contact-manage" className="text-base font-semibold text-heading">
        {t('coop.contact.message.manage')}
      </h2>
      {canManage ? (
        <Select
          label={t('coop.contact.message.assign')}
          value={message.assignedTo ? String(message.assignedTo) : ''}
          placeholder={t('coop.contact.nobody')}
          options={options}
          onChange={(v) => post('assign', { assignedTo: v ? Number(v) : null })}
        />
      ) : (
        <div>
          <p className="form-label">{t('coop.contact.message.assign')}</p>
          <p className="text-heading">{message.assignedTo ? message.assigneeName : t('coop.contact.nobody')}</p>
        </div>
      )}
      {canManage && moves.length > 0 && (
        <div role="group" aria-label={t('coop.contact.message.status')} className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <button key={to} type="button" disabled={busy} className={to === 'closed' ? 'btn-outline px-4 py-2' : 'btn-primary px-4 py-2'} onClick={() => post('status', { status: to })}>
              {t(`coop.contact.message.move.${moveLabel(message.status, to)}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
