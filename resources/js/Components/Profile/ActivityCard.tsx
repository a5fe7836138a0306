import { Link } from '@inertiajs/react'
import { History } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { timeAgo, formatFullTime } from '@/lib/time'
import { ProfileCard } from './SideCards'
import type { Feed } from './types'

/** The tone of a kind's dot. Full class names, so Tailwind sees them. */
const TONE: Record<string, string> = {
  task_done: 'bg-success',
  post: 'bg-primary',
  event: 'bg-info',
  comment: 'bg-warning',
  poll: 'bg-danger',
}

/** What the person did recently (tasks done, posts, events, comments, polls), newest first. */
export default function ActivityCard({ feeds, own }: { feeds: Feed[]; own: boolean }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <ProfileCard title={t('profile.activity.title')} action={<History className="size-5 text-primary" aria-hidden="true" />}>
      {feeds.length === 0 ? (
        <p className="text-sm text-muted">{own ? t('profile.activity.emptyOwn') : t('profile.activity.empty')}</p>
      ) : (
        <ol className="relative ms-1.5 border-s border-line">
          {feeds.map((f, i) => (
            <li key={`${f.kind}-${f.at}-${i}`} className="relative ps-6 pb-5 last:pb-0">
              <span aria-hidden="true" className={`absolute -start-1.5 top-1.5 size-3 rounded-full ring-4 ring-surface ${TONE[f.kind] ?? 'bg-muted'}`} />
              <p className="text-xs font-medium tracking-wide text-muted uppercase">{t(`profile.activity.kinds.${f.kind}`, { defaultValue: f.kind })}</p>
              {f.href ? (
                <Link href={f.href} className="link block text-[0.9375rem] break-words">
                  <bdi>{f.title}</bdi>
                </Link>
              ) : (
                <p className="text-[0.9375rem] font-medium break-words text-heading">
                  <bdi>{f.title}</bdi>
                </p>
              )}
              <time dateTime={f.at} title={formatFullTime(f.at, lang)} className="mt-0.5 block text-xs text-muted">
                {timeAgo(f.at, lang)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </ProfileCard>
  )
}
