import { router } from '@inertiajs/react'
import { ChevronLeft, ChevronRight, Inbox, Mail, MailOpen, Menu, RotateCcw, Search, Star, StarOff, Trash2 } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { notify } from '@/lib/toast'
import { useDebouncedQuery } from '@/lib/useDebouncedSearch'
import { IconButton, LabelMenu, MoveMenu } from './Actions'
import { mailApi, reloadMail, trashWithUndo, type EmailUpdate } from './api'
import MailRow from './MailRow'
import { listPath } from './util'
import type { Email, EmailFilter, Folder, Label } from './types'

interface MailListProps {
  emails: Email[]
  filter: EmailFilter
  hasMore: boolean
  onOpen: (email: Email) => void
  onOpenSidebar: () => void
  /** Covered by the reading view: out of the tab order and the accessibility tree, rows not rendered. */
  covered: boolean
}

/** Search box bound to `?q=`: the list follows 300 ms after the last keystroke. */
function SearchBox({ filter, onOpenSidebar }: { filter: EmailFilter; onOpenSidebar: () => void }) {
  const { t } = useTranslation()
  const [q, setQ] = useState(filter.q)
  useDebouncedQuery(q, (query) => router.get(listPath(filter), query ? { q: query } : {}, { preserveState: true, replace: true }), 300, filter.q)

  return (
    <div role="search" className="flex items-center gap-2 border-b border-line px-3 py-2 sm:px-4">
      <IconButton label={t('email.sidebar.open')} icon={Menu} onClick={onOpenSidebar} className="lg:hidden" />
      <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <input
        type="text"
        enterKeyHint="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-label={t('email.search')}
        placeholder={t('email.searchPlaceholder')}
        className="h-11 min-w-0 flex-1 bg-transparent text-[0.9375rem] text-heading placeholder:text-muted focus:outline-none"
      />
    </div>
  )
}

/** The current page of mail: search, selection with bulk actions, rows, paging. */
export default function MailList({ emails, filter, hasMore, onOpen, onOpenSidebar, covered }: MailListProps) {
  const { t } = useTranslation()
  const [picked, setPicked] = useState<number[]>([])
  const scrolled = useRef(0)
  const restoreScroll = useCallback((el: HTMLDivElement | null) => {
    if (el) el.scrollTop = scrolled.current
  }, [])
  const selected = picked.filter((id) => emails.some((e) => e.id === id))
  const chosen = emails.filter((e) => selected.includes(e.id))
  const all = emails.length > 0 && selected.length === emails.length
  const some = selected.length > 0
  const inTrash = filter.folder === 'trash'
  const folder = filter.folder || 'inbox'
  const showRecipients = folder === 'sent' || folder === 'draft'

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action()
      setPicked([])
      if (done) void notify('success', done)
    } catch {
      void notify('error', t('email.failed'))
    }
    reloadMail()
  }
  const update = (ids: number[], data: EmailUpdate, done?: string) => run(() => mailApi.update(ids, data), done)
  const label = (l: Label) => run(() => mailApi.toggleLabel(selected, l))
  const trash = (ids: number[]) => run(() => trashWithUndo(ids))
  const move = (ids: number[], f: Folder) =>
    f === 'trash' ? trash(ids) : update(ids, { folder: f }, t('email.moved', { folder: t(`email.folders.${f}`) }))
  const allStarred = chosen.length > 0 && chosen.every((e) => e.isStarred)

  const goPage = (page: number) => {
    const params: Record<string, string | number> = {}
    if (filter.q) params.q = filter.q
    if (page > 1) params.page = page
    router.get(listPath(filter), params, { preserveState: true })
  }
  const from = (filter.page - 1) * filter.perPage + 1

  return (
    <div className="flex h-full min-h-0 flex-col" inert={covered} aria-hidden={covered || undefined}>
      <SearchBox filter={filter} onOpenSidebar={onOpenSidebar} />
      <div role="toolbar" aria-label={t('email.actions.toolbar')} className="flex min-h-13 items-center gap-1 border-b border-line px-3 py-1.5 sm:px-4">
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = some && !all
          }}
          disabled={emails.length === 0}
          onChange={(e) => setPicked(e.target.checked ? emails.map((m) => m.id) : [])}
          aria-label={t('email.selectAll')}
          className="form-check me-2"
        />
        {some ? (
          <>
            <span className="me-auto text-sm text-muted">{tCount('email.selected', selected.length)}</span>
            <IconButton label={t('email.actions.markRead')} icon={MailOpen} onClick={() => void update(selected, { isRead: true })} />
            <IconButton label={t('email.actions.markUnread')} icon={Mail} onClick={() => void update(selected, { isRead: false })} />
            <IconButton
              label={allStarred ? t('email.actions.unstar') : t('email.actions.star')}
              icon={allStarred ? StarOff : Star}
              onClick={() => void update(selected, { isStarred: !allStarred })}
            />
            <MoveMenu current={folder} onMove={(f) => void move(selected, f)} />
            <LabelMenu onToggle={(l) => void label(l)} />
            {inTrash ? (
              <IconButton label={t('email.actions.restore')} icon={RotateCcw} onClick={() => void run(() => mailApi.restore(selected), t('email.restored'))} />
            ) : (
              <IconButton label={t('email.actions.delete')} icon={Trash2} onClick={() => void trash(selected)} />
            )}
          </>
        ) : (
          <span aria-hidden="true" className="text-sm text-muted">
            {t('email.selectAll')}
          </span>
        )}
      </div>

      {covered ? (
        <div className="flex-1" />
      ) : emails.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Inbox className="size-7" aria-hidden="true" />
          </span>
          <p className="text-[0.9375rem] text-muted">
            {filter.q
              ? t('email.empty.search', { q: filter.q })
              : filter.label
                ? t('email.empty.label', { label: t(`email.labels.${filter.label}`) })
                : t(`email.empty.${folder}`)}
          </p>
        </div>
      ) : (
        <div
          className="flex-1 overflow-y-auto"
          // Back to the list restores its scroll position (Inertia keeps it in the history entry).
          scroll-region=""
          // The rows leave while a mail is open (its text must be on the page once); the scroll position stays.
          ref={restoreScroll}
          onScroll={(e) => (scrolled.current = e.currentTarget.scrollTop)}
        >
          <table aria-label={filter.label ? t(`email.labels.${filter.label}`) : t(`email.folders.${folder}`)} className="w-full table-fixed border-collapse">
            <colgroup>
              <col className="w-10 sm:w-11" />
              <col className="w-10" />
              <col />
            </colgroup>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('email.table.select')}</th>
                <th scope="col">{t('email.table.star')}</th>
                <th scope="col">{t('email.table.mail')}</th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <MailRow
                  key={email.id}
                  email={email}
                  showRecipients={showRecipients}
                  selected={selected.includes(email.id)}
                  onSelect={(on) => setPicked((p) => (on ? [...p, email.id] : p.filter((id) => id !== email.id)))}
                  onStar={() => void update([email.id], { isStarred: !email.isStarred })}
                  onOpen={() => onOpen(email)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {(filter.page > 1 || hasMore) && (
        <nav aria-label={t('email.paging.label')} className="flex items-center justify-end gap-2 border-t border-line px-4 py-2 text-sm text-muted">
          {emails.length > 0 && <span>{t('email.paging.range', { from, to: from + emails.length - 1 })}</span>}
          <IconButton label={t('email.paging.previous')} icon={ChevronLeft} className="rtl:rotate-180" disabled={filter.page <= 1} onClick={() => goPage(filter.page - 1)} />
          <IconButton label={t('email.paging.next')} icon={ChevronRight} className="rtl:rotate-180" disabled={!hasMore} onClick={() => goPage(filter.page + 1)} />
        </nav>
      )}
    </div>
  )
}
