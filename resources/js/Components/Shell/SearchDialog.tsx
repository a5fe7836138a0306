import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { router } from '@inertiajs/react'
import { BookOpen, FileText, LoaderCircle, Newspaper, Search } from 'lucide-react'
import { useState } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { groupKey, useSearch, type ArticleResult, type ContactResult, type FileResult, type SearchItem } from '@/lib/search'
import { NamedIcon } from './icons'

const isFile = (item: SearchItem): item is FileResult => 'file' in item
const isContact = (item: SearchItem): item is ContactResult => 'email' in item
const isArticle = (item: SearchItem): item is ArticleResult => 'kind' in item

function ItemRow({ item }: { item: SearchItem }) {
  const { t } = useTranslation()
  if (isContact(item)) {
    return (
      <>
        <Avatar name={item.title} src={item.img} className="size-8" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-heading">{item.title}</span>
          <span className="block truncate text-xs text-muted">{item.email}</span>
        </span>
      </>
    )
  }
  if (isArticle(item)) {
    const Icon = item.kind === 'post' ? Newspaper : BookOpen
    return (
      <>
        <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-heading" dir="auto">
            {item.title}
          </span>
          <span className="block truncate text-xs text-muted" dir="auto">
            {item.section ? `${t(`search.kinds.${item.kind}`)} · ${item.section}` : t(`search.kinds.${item.kind}`)}
            {item.excerpt ? ` — ${item.excerpt}` : ''}
          </span>
        </span>
      </>
    )
  }
  if (isFile(item)) {
    return (
      <>
        <FileText className="size-5 shrink-0 text-muted" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-heading">{item.title}</span>
          <span className="block truncate text-xs text-muted">{t('search.by', { name: item.by })}</span>
        </span>
        <span className="shrink-0 text-xs text-muted">{item.size}</span>
      </>
    )
  }
  return (
    <>
      <NamedIcon name={item.icon} className="size-5 text-muted" />
      <span className="min-w-0 flex-1 truncate text-heading">{item.title}</span>
    </>
  )
}

/** The dialog's content; mounted while open, so each opening starts empty. */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const { result, loading } = useSearch(query)
  const groups = result?.groups.filter((g) => g.data.length > 0) ?? []
  const go = (item: SearchItem | null) => {
    if (!item) return
    onClose()
    router.visit(item.link)
  }

  let status: string | null = null
  if (!query.trim()) status = t('search.hint')
  else if (result?.failed && !loading) status = t('search.failed')
  else if (result && !loading && groups.length === 0) status = t('search.noResults', { query: query.trim() })

  return (
    <Combobox<SearchItem | null> value={null} onChange={go} immediate>
      <div className="flex items-center gap-3 border-b border-line px-4">
        {loading ? (
          <LoaderCircle className="size-5 shrink-0 animate-spin text-muted" aria-hidden="true" />
        ) : (
          <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
        )}
        <ComboboxInput
          autoFocus
          autoComplete="off"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-heading placeholder:text-muted focus:outline-none"
        />
        <kbd className="hidden rounded border border-line px-1.5 py-0.5 text-xs text-muted sm:inline">Esc</kbd>
      </div>
      <ComboboxOptions static className="max-h-[min(60vh,28rem)] overflow-y-auto empty:hidden">
        {groups.map((group) => (
          <div key={group.groupTitle} role="group" aria-label={t(groupKey(group.groupTitle), { defaultValue: group.groupTitle })} className="py-2">
            <p aria-hidden="true" className="px-5 pt-1 pb-2 text-xs font-medium tracking-wide text-muted uppercase">
              {t(groupKey(group.groupTitle), { defaultValue: group.groupTitle })}
            </p>
            {group.data.map((item, i) => (
              <ComboboxOption
                key={`${group.groupTitle}-${i}`}
                value={item}
                className="mx-2 flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-[0.9375rem] data-focus:bg-primary/10 data-focus:text-primary-text"
              >
                <ItemRow item={item} />
              </ComboboxOption>
            ))}
          </div>
        ))}
      </ComboboxOptions>
      {status && (
        <p role="status" className="px-5 py-8 text-center text-sm text-muted">
          {status}
        </p>
      )}
      <p className="hidden border-t border-line px-5 py-2.5 text-xs text-muted sm:block">{t('search.keys')}</p>
    </Combobox>
  )
}

/** Global search (navbar button, Ctrl+K / ⌘K): Pages, Files, Contacts and Articles, keyboard navigable. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/50 transition-opacity duration-150 data-closed:opacity-0 motion-reduce:transition-none" />
      {/* A click beside the panel closes (the open combobox would otherwise take the first click). */}
      <div className="fixed inset-0 overflow-y-auto p-4 sm:pt-[12vh]" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <DialogPanel
          transition
          // Esc closes the dialog even while the combobox's list is open (the combobox would only close the list).
          onKeyDownCapture={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault()
              onClose()
            }
          }}
          className="mx-auto w-full max-w-2xl overflow-hidden rounded-xl bg-surface text-text shadow-card transition duration-150 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
        >
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <SearchPanel onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  )
}
