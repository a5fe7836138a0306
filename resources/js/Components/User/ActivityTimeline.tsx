import { History } from 'lucide-react'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { ACTIVITY_TONE, describeActivity } from './activity'
import type { Activity } from './types'

/** What happened to the account, newest first: the event, who did it and when. */
export default function ActivityTimeline({ activity }: { activity: Activity[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <section aria-labelledby="user-activity" className="card p-5 sm:p-6">
      <h2 id="user-activity" className="mb-5 flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-primary" aria-hidden="true" />
        {t('users.view.activity')}
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted">{t('users.view.noActivity')}</p>
      ) : (
        <ol className="relative ms-1.5 border-s border-line">
          {activity.map((a) => (
            <li key={a.id} className="relative ps-6 pb-5 last:pb-0">
              <span aria-hidden="true" className={`absolute -start-1.5 top-1.5 size-3 rounded-full ring-4 ring-surface ${ACTIVITY_TONE[a.kind] ?? 'bg-muted'}`} />
              <p className="text-[0.9375rem] font-medium text-heading">{describeActivity(a, lang)}</p>
              <p className="mt-0.5 text-xs text-muted">
                {a.actor && <span>{t('users.view.by', { name: a.actor.fullName })} · </span>}
                <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, lang)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
