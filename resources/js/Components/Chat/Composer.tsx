import { LoaderCircle, SendHorizontal } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { MAX_MESSAGE } from './types'

/** From this length on, the counter shows. */
const COUNTER_FROM = MAX_MESSAGE - 500
/** The input grows with its text up to this height (px), then scrolls. */
const MAX_HEIGHT = 160

interface ComposerProps {
  /** Sends the text; resolves to an error message to show (the text stays), or undefined when sent. */
  onSend: (text: string) => Promise<string | undefined>
}

/**
 * The message input: Enter sends, Shift+Enter starts a new line; a counter
 * near the limit; the error underneath. Keyed by the chat, so another chat
 * starts empty.
 */
export default function Composer({ onSend }: ComposerProps) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const ref = useRef<HTMLTextAreaElement>(null)

  // Grows with the text.
  useEffect(() => {
    const el = ref.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`
  }, [text])

  const length = text.length
  const tooLong = length > MAX_MESSAGE

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (sending) return
    if (text.trim() === '') return setError(t('chat.composer.empty'))
    if (tooLong) return setError(t('chat.composer.tooLong', { max: formatNumber(MAX_MESSAGE, i18n.language) }))
    setSending(true)
    setError('')
    const failure = await onSend(text)
    setSending(false)
    if (failure) setError(failure)
    else setText('')
    ref.current?.focus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void submit()
    }
  }

  const describedBy = [length >= COUNTER_FROM ? 'chat-counter' : '', error ? 'chat-error' : ''].filter(Boolean).join(' ') || undefined

  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-line bg-surface px-3 py-3 sm:px-4">
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          rows={1}
          dir="auto"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError('')
          }}
          onKeyDown={onKeyDown}
          aria-label={t('chat.message')}
          aria-invalid={error || tooLong ? true : undefined}
          aria-describedby={describedBy}
          placeholder={t('chat.composer.placeholder')}
          className="form-input min-h-10 flex-1 resize-none py-2 leading-6"
        />
        <button type="submit" disabled={sending} className="btn-primary h-10 shrink-0 px-4">
          {sending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <SendHorizontal className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
          <span className="max-sm:sr-only">{t('chat.send')}</span>
        </button>
      </div>
      <div className="flex items-start gap-3">
        {error && (
          <p id="chat-error" role="alert" className="form-error flex-1">
            {serverText(error)}
          </p>
        )}
        {length >= COUNTER_FROM && (
          <p id="chat-counter" className={`ms-auto mt-1 text-xs ${tooLong ? 'font-medium text-danger' : 'text-muted'}`}>
            {t('chat.composer.counter', { count: formatNumber(length, i18n.language), max: formatNumber(MAX_MESSAGE, i18n.language) })}
          </p>
        )}
      </div>
    </form>
  )
}
