import { Check, CheckCheck } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { clockTime, fullTime } from './format'
import type { ChatMessage } from './types'

/** ✓ sent, ✓✓ delivered (grey), ✓✓ seen (green). */
function Ticks({ feedback }: { feedback: ChatMessage['feedback'] }) {
  const { t } = useTranslation()
  if (feedback.isSeen) return <CheckCheck className="size-4 text-success" role="img" aria-label={t('chat.feedback.seen')} />
  if (feedback.isDelivered) return <CheckCheck className="size-4" role="img" aria-label={t('chat.feedback.delivered')} />
  if (feedback.isSent) return <Check className="size-4" role="img" aria-label={t('chat.feedback.sent')} />
  return null
}

interface MessageGroupProps {
  messages: ChatMessage[]
  mine: boolean
  /** The sender as shown: the contact, or oneself. */
  name: string
  avatar: string
}

/** Consecutive messages of one sender: bubbles at one side, the last one's time (and ticks for one's own). */
export default function MessageGroup({ messages, mine, name, avatar }: MessageGroupProps) {
  const { t, i18n } = useTranslation()
  const last = messages[messages.length - 1]
  if (!last) return null
  return (
    <div className={`flex items-start gap-3 ${mine ? 'flex-row-reverse' : ''}`}>
      {/* On the surface colour, so the initials keep their contrast on the log's background. */}
      <span className="shrink-0 rounded-full bg-surface max-sm:hidden">
        <Avatar name={name} src={avatar} className="size-8" />
      </span>
      <div className={`flex max-w-[85%] min-w-0 flex-col gap-1.5 sm:max-w-[75%] ${mine ? 'items-end' : 'items-start'}`}>
        <span className="sr-only">{mine ? t('chat.you') : name}:</span>
        {messages.map((m) => (
          <p
            key={m.id}
            dir="auto"
            title={fullTime(m.time, i18n.language)}
            className={`rounded-lg px-4 py-2 text-[0.9375rem] break-words whitespace-pre-wrap shadow-soft [overflow-wrap:anywhere] ${
              mine ? 'rounded-se-none bg-primary-solid text-on-primary' : 'rounded-ss-none bg-surface text-heading'
            }`}
          >
            {m.message}
          </p>
        ))}
        <div className="flex items-center gap-1 text-xs text-muted">
          {mine && <Ticks feedback={last.feedback} />}
          <time dateTime={last.time} dir="auto">{clockTime(last.time, i18n.language)}</time>
        </div>
      </div>
    </div>
  )
}
