import { usePage } from '@inertiajs/react'
import { Check, Copy, KeyRound, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { formatDateTime } from './labels'

/** A set-your-password link the server made for a user, flashed to show once. */
export interface HandedLink {
  purpose: 'invite' | 'reset'
  url: string
  expiresAt: string
  /** Mailed to the user: a toast said so, nothing to hand over. */
  sent: boolean
  email: string
  name: string
}

function isHandedLink(v: unknown): v is HandedLink {
  const l = v as HandedLink | null
  return typeof l === 'object' && l !== null && typeof l.url === 'string' && typeof l.email === 'string'
}

/** Copies text: the clipboard API, or the selected field when the browser refuses it. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    field?.select()
    return document.execCommand?.('copy') ?? false
  }
}

/**
 * The link an admin hands over when no mail took it (after adding a user, or
 * asking for a link on their page): shown at the top of the page with a
 * button that copies it, until closed. It comes once, in the page's flash.
 */
export default function LinkNotice({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const flashed = usePage().flash?.link
  const [link, setLink] = useState<HandedLink | null>(null)
  const [copied, setCopied] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const titleId = useId()

  // A new link is a new URL; the same flash seen again changes nothing.
  const url = isHandedLink(flashed) && !flashed.sent ? flashed.url : ''
  useEffect(() => {
    if (url && isHandedLink(flashed)) {
      setLink(flashed)
      setCopied(false)
    }
  }, [url])

  if (!link) return null
  const title = link.purpose === 'invite' ? t('users.link.inviteTitle', { name: link.name }) : t('users.link.resetTitle', { name: link.name })

  return (
    <section aria-labelledby={titleId} className={`card border border-primary/30 p-5 ${className}`}>
      <div className="mb-2 flex items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="flex-1 text-lg font-semibold">
          {title}
        </h2>
        <button type="button" onClick={() => setLink(null)} aria-label={t('users.link.close')} title={t('users.link.close')} className="btn-ghost rounded-full p-2">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p className="mb-3 text-[0.9375rem]">{t('users.link.body', { name: link.name, email: link.email, expires: formatDateTime(link.expiresAt, i18n.language) })}</p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={field}
          readOnly
          dir="ltr"
          value={link.url}
          aria-label={title}
          onFocus={(e) => e.currentTarget.select()}
          className="form-input min-w-0 flex-1 font-mono text-sm"
        />
        <button type="button" className="btn-primary shrink-0" onClick={() => void copy(link.url, field.current).then(setCopied)}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? t('users.link.copied') : t('users.link.copy')}
        </button>
      </div>
    </section>
  )
}
