import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { notify } from '@/lib/toast'
import { ApiError } from '@/lib/api'
import { mailApi, reloadMail } from './api'
import { useUploads } from './ComposeAttachments'
import { invalidTokens, isBlankHtml } from './util'
import type { ComposeDraft, OutgoingMail } from './types'

export type ComposeErrors = Partial<Record<'to' | 'cc' | 'bcc' | 'subject' | 'message' | 'attachments', string>>
const FIELDS = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments'] as const

/** The server's field errors ("to", "to.1", "attachmentIds"…) on the dialog's fields. */
export function fieldErrors(fields: Record<string, string>): ComposeErrors {
  const out: ComposeErrors = {}
  for (const [key, message] of Object.entries(fields)) {
    const base = key.split(/[.[]/)[0] ?? key
    const field = base === 'attachmentIds' ? 'attachments' : base
    if ((FIELDS as readonly string[]).includes(field)) out[field as keyof ComposeErrors] ??= message
  }
  return out
}

/** The compose dialog's state and its three ways out: send, save as draft, close. */
export function useCompose(initial: ComposeDraft, onClose: () => void) {
  const { t } = useTranslation()
  const [to, setTo] = useState(initial.to)
  const [cc, setCc] = useState(initial.cc)
  const [bcc, setBcc] = useState(initial.bcc)
  const [subject, setSubject] = useState(initial.subject)
  const [message, setMessage] = useState(initial.message)
  const [errors, setErrors] = useState<ComposeErrors>({})
  const [busy, setBusy] = useState<'send' | 'draft' | null>(null)
  const uploads = useUploads(initial.attachments)
  const draftId = useRef(initial.draftId)

  const mail = (): OutgoingMail => ({
    to,
    cc,
    bcc,
    subject,
    message: isBlankHtml(message) ? '' : message,
    attachmentIds: uploads.ids,
    ...(draftId.current ? { draftId: draftId.current } : {}),
    ...(initial.inReplyTo ? { inReplyTo: initial.inReplyTo } : {}),
  })

  const snapshot = (m: OutgoingMail) => JSON.stringify([m.to, m.cc, m.bcc, m.subject, m.message, m.attachmentIds])
  const [start] = useState(() =>
    snapshot({ ...initial, message: isBlankHtml(initial.message) ? '' : initial.message, attachmentIds: initial.attachments.map((a) => a.id) }),
  )
  const dirty = snapshot(mail()) !== start || uploads.uploading

  const validate = (): ComposeErrors => {
    const found: ComposeErrors = {}
    if (to.length + cc.length + bcc.length === 0) found.to = t('email.compose.noRecipient')
    for (const [field, list] of [['to', to], ['cc', cc], ['bcc', bcc]] as const) {
      const bad = invalidTokens(list)
      if (bad.length > 0) found[field] = t('email.compose.invalid', { list: bad.join(', ') })
    }
    return found
  }

  const failed = (e: unknown, fallback: string) => {
    const fields = e instanceof ApiError ? fieldErrors(e.fields) : {}
    setErrors(fields)
    if (Object.keys(fields).length === 0) void notify('error', (e instanceof ApiError && e.detail && serverText(e.detail)) || fallback)
  }

  const send = async () => {
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0 || busy || uploads.uploading) return
    setBusy('send')
    try {
      const res = await mailApi.send(mail())
      void notify('success', t('email.compose.sent'))
      const kept = res.notDelivered ?? []
      if (kept.length > 0) void notify('warning', t('email.compose.notDelivered', { list: kept.join(', ') }))
      reloadMail()
      onClose()
    } catch (e) {
      failed(e, t('email.compose.sendFailed'))
      setBusy(null)
    }
  }

  const saveDraft = async () => {
    if (busy || uploads.uploading) return
    setBusy('draft')
    try {
      const res = await mailApi.saveDraft(mail())
      draftId.current = res.email.id
      void notify('success', t('email.compose.draftSaved'))
      reloadMail()
      onClose()
    } catch (e) {
      failed(e, t('email.compose.draftFailed'))
      setBusy(null)
    }
  }

  /** Esc, the close button or a click beside the dialog: offers to keep the changes as a draft. */
  const requestClose = () => {
    if (busy) return
    if (!dirty) return onClose()
    if (uploads.uploading) {
      if (window.confirm(t('email.compose.confirmDiscard'))) onClose()
    } else if (window.confirm(t('email.compose.confirmSave'))) void saveDraft()
    else onClose()
  }

  return {
    fields: { to, setTo, cc, setCc, bcc, setBcc, subject, setSubject, message, setMessage },
    uploads,
    errors,
    busy,
    dirty,
    send,
    saveDraft,
    requestClose,
  }
}
