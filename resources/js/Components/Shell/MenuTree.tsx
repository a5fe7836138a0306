import { Link } from '@inertiajs/react'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import type { Badge, MenuEntry, MenuGroup, MenuLink } from '@/lib/types'
import { NamedIcon } from './icons'
import Pill, { TONE_BG } from './Pill'

export interface MenuTreeState {
  /** The active link's id, alone (see lib/menu.ts). */
  active: Set<string>
  /** Groups holding an active link. */
  trail: string[]
  /** Open groups. */
  open: string[]
  /** Labels shown (false on the collapsed icon rail). */
  expanded: boolean
  toggle: (id: string, parents: string[]) => void
  /** A link was clicked: of links to the same page, it is the one highlighted. */
  choose?: (id: string) => void
}

const row = 'flex w-full items-center gap-3 rounded-md px-3.5 py-2 text-start text-[0.9375rem] transition-colors'
/** A long label (French "Panneau de configuration") wraps onto a second line rather than being cut. */
const label = (expanded: boolean) => (expanded ? 'min-w-0 flex-1 line-clamp-2 leading-snug break-words hyphens-auto' : 'sr-only')

function MenuBadge({ badge, expanded }: { badge?: Badge; expanded: boolean }) {
  if (!badge || badge.count <= 0) return null
  if (!expanded) return <span aria-hidden="true" className={`absolute end-2 top-1.5 size-2 rounded-full ${TONE_BG[badge.tone]}`} />
  return <Pill tone={badge.tone}>{badge.count}</Pill>
}

function MenuLinkItem({ entry, state, depth }: { entry: MenuLink; state: MenuTreeState; depth: number }) {
  const { t } = useTranslation()
  const active = state.active.has(entry.id)
  const title = t(entry.title)
  return (
    <li>
      <Link
        href={entry.href}
        onClick={() => state.choose?.(entry.id)}
        aria-current={active ? 'page' : undefined}
        title={state.expanded ? undefined : title}
        className={`${row} relative ${state.expanded ? '' : 'justify-center'} ${depth > 0 && state.expanded ? 'ps-5' : ''} ${
          active
            ? 'bg-linear-to-r from-primary-solid to-primary text-on-primary shadow-soft rtl:bg-linear-to-l'
            : 'text-heading hover:bg-surface-alt'
        }`}
      >
        <NamedIcon name={entry.icon} />
        <span className={label(state.expanded)}>{title}</span>
        <MenuBadge badge={entry.badge} expanded={state.expanded} />
      </Link>
    </li>
  )
}

function MenuGroupItem({ entry, state, depth, parents }: { entry: MenuGroup; state: MenuTreeState; depth: number; parents: string[] }) {
  const { t } = useTranslation()
  const open = state.open.includes(entry.id)
  const inTrail = state.trail.includes(entry.id)
  const listId = `menu-group-${entry.id}`
  const title = t(entry.title)
  const showChildren = open && state.expanded
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={showChildren ? listId : undefined}
        title={state.expanded ? undefined : title}
        onClick={() => state.toggle(entry.id, parents)}
        className={`${row} relative cursor-pointer text-heading hover:bg-surface-alt ${state.expanded ? '' : 'justify-center'} ${depth > 0 && state.expanded ? 'ps-5' : ''} ${
          open && state.expanded ? 'bg-surface-alt' : ''
        } ${inTrail ? 'font-semibold' : ''}`}
      >
        <NamedIcon name={entry.icon} />
        <span className={label(state.expanded)}>{title}</span>
        <MenuBadge badge={entry.badge} expanded={state.expanded} />
        {state.expanded && (
          <ChevronRight
            aria-hidden="true"
            className={`size-4 shrink-0 text-muted transition-transform rtl:rotate-180 ${open ? 'rotate-90 rtl:rotate-90' : ''}`}
          />
        )}
      </button>
      {showChildren && (
        <ul id={listId} className="mt-1 space-y-1">
          <MenuEntries entries={entry.children ?? []} state={state} depth={depth + 1} parents={[...parents, entry.id]} />
        </ul>
      )}
    </li>
  )
}

function MenuHeader({ title, expanded }: { title: string; expanded: boolean }) {
  const { t } = useTranslation()
  return (
    <li className="mt-5 mb-1 px-3.5 text-xs font-medium tracking-wide text-muted uppercase first:mt-1">
      {expanded ? (
        <span>{t(title)}</span>
      ) : (
        <>
          <span aria-hidden="true" className="mx-auto block h-px w-5 bg-line" />
          <span className="sr-only">{t(title)}</span>
        </>
      )}
    </li>
  )
}

/** The entries of one menu level: section headers, links and collapsible groups. */
export function MenuEntries({ entries, state, depth = 0, parents = [] }: { entries: readonly MenuEntry[]; state: MenuTreeState; depth?: number; parents?: string[] }) {
  return entries.map((entry, i) => {
    switch (entry.type) {
      case 'header':
        return <MenuHeader key={`h-${i}-${entry.title}`} title={entry.title} expanded={state.expanded} />
      case 'link':
        return <MenuLinkItem key={entry.id} entry={entry} state={state} depth={depth} />
      case 'group':
        return <MenuGroupItem key={entry.id} entry={entry} state={state} depth={depth} parents={parents} />
      default:
        return null
    }
  })
}
