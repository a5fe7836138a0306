import { Link } from '@inertiajs/react'
import { FileText, Inbox, OctagonAlert, Pencil, Send, Star, Trash2, type LucideIcon } from 'lucide-react'
import AppSidebar from '@/Components/AppSidebar'
import Pill from '@/Components/Shell/Pill'
import { useTranslation } from '@/lib/i18n'
import { LABEL_DOT, listPath } from './util'
import { LABELS, type EmailFilter, type EmailsMeta } from './types'

const FOLDER_LINKS: { folder: string; icon: LucideIcon }[] = [
  { folder: 'inbox', icon: Inbox },
  { folder: 'sent', icon: Send },
  { folder: 'draft', icon: FileText },
  { folder: 'starred', icon: Star },
  { folder: 'spam', icon: OctagonAlert },
  { folder: 'trash', icon: Trash2 },
]

const linkClass = (active: boolean) =>
  `flex items-center gap-3 border-s-2 px-5 py-2 text-[0.9375rem] transition-colors ${
    active ? 'border-primary bg-primary/8 font-medium text-primary-text' : 'border-transparent text-text hover:bg-surface-alt hover:text-heading'
  }`

interface SidebarProps {
  filter: EmailFilter
  meta: EmailsMeta
  onCompose: () => void
  onPrepareCompose: () => void
  /** Shown over the list on small screens. */
  open: boolean
  onClose: () => void
}

/** Compose, the folders with their counts and the labels. */
export default function Sidebar({ filter, meta, onCompose, onPrepareCompose, open, onClose }: SidebarProps) {
  const { t } = useTranslation()
  const counts: Record<string, { count: number; tone: 'primary' | 'warning' | 'danger'; key: string }> = {
    inbox: { count: meta.inbox, tone: 'primary', key: 'email.sidebar.unread' },
    draft: { count: meta.draft, tone: 'warning', key: 'email.sidebar.drafts' },
    spam: { count: meta.spam, tone: 'danger', key: 'email.sidebar.unread' },
  }

  return (
    <AppSidebar
      label={t('email.sidebar.title')}
      closeLabel={t('email.sidebar.close')}
      width="w-65"
      open={open}
      onClose={onClose}
      action={
        <button type="button" onClick={onCompose} onPointerEnter={onPrepareCompose} onFocus={onPrepareCompose} className="btn-primary flex-1">
          <Pencil className="size-4" aria-hidden="true" />
          {t('email.compose.open')}
        </button>
      }
    >
      <nav aria-label={t('email.sidebar.folders')} className="flex-1 overflow-y-auto pb-4">
        <ul>
          {FOLDER_LINKS.map(({ folder, icon: Icon }) => {
            const active = !filter.label && (filter.folder || 'inbox') === folder
            const badge = counts[folder]
            return (
              <li key={folder}>
                <Link href={listPath({ folder, label: '' })} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  <span className="flex-1">{t(`email.folders.${folder}`)}</span>
                  {badge && badge.count > 0 && (
                    <Pill tone={badge.tone}>
                      {badge.count}
                      <span className="sr-only"> {t(badge.key)}</span>
                    </Pill>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
        <h2 className="px-5 pt-6 pb-2 text-xs font-medium tracking-wide text-muted uppercase">{t('email.sidebar.labels')}</h2>
        <ul>
          {LABELS.map((label) => {
            const active = filter.label === label
            return (
              <li key={label}>
                <Link href={listPath({ folder: '', label })} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                  <span aria-hidden="true" className={`ms-1 me-1 size-2.5 rounded-full ${LABEL_DOT[label]}`} />
                  <span className="flex-1">{t(`email.labels.${label}`)}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </AppSidebar>
  )
}
