import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Check, FolderInput, Inbox, OctagonAlert, Star, Tag, Trash2, type LucideIcon } from 'lucide-react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { dropdownRow } from '@/Components/Shell/styles'
import { useTranslation } from '@/lib/i18n'
import { LABEL_DOT } from './util'
import { LABELS, type Folder, type Label } from './types'

export const iconButton =
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 hover:text-primary-text disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent disabled:hover:text-text data-open:bg-primary/10'

/** A round icon button whose label is its accessible name (and tooltip). */
export function IconButton({ label, icon: Icon, className = '', ...rest }: { label: string; icon: LucideIcon } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" aria-label={label} title={label} className={`${iconButton} ${className}`} {...rest}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  )
}

/** Folders mail can be moved to by hand. */
const MOVE_TARGETS: { folder: Folder; icon: LucideIcon }[] = [
  { folder: 'inbox', icon: Inbox },
  { folder: 'spam', icon: OctagonAlert },
  { folder: 'trash', icon: Trash2 },
]

/** Which end of its button a menu lines up with. */
export type MenuAlign = 'start' | 'end'

/** A menu anchored to its button (floating, so the card's edges and the sidebar never cover it). */
function ActionMenu({ label, icon: Icon, align, children }: { label: string; icon: LucideIcon; align: MenuAlign; children: ReactNode }) {
  return (
    <Menu>
      <MenuButton aria-label={label} title={label} className={iconButton}>
        <Icon className="size-5" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        modal={false}
        transition
        anchor={{ to: `bottom ${align}`, gap: 4, padding: 8 }}
        className="z-50 w-48 rounded-lg bg-surface py-2 text-text shadow-card ring-1 ring-line/60 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
      >
        {children}
      </MenuItems>
    </Menu>
  )
}

/** "Move to": inbox, spam, trash (without the folder the mail is in). */
export function MoveMenu({ current, onMove, align = 'end' }: { current: string; onMove: (folder: Folder) => void; align?: MenuAlign }) {
  const { t } = useTranslation()
  return (
    <ActionMenu label={t('email.actions.moveTo')} icon={FolderInput} align={align}>
      {MOVE_TARGETS.filter((m) => m.folder !== current).map(({ folder, icon: Icon }) => (
        <MenuItem key={folder}>
          <button type="button" onClick={() => onMove(folder)} className={dropdownRow}>
            <Icon className="size-4.5 text-text" aria-hidden="true" />
            {t(`email.folders.${folder}`)}
          </button>
        </MenuItem>
      ))}
    </ActionMenu>
  )
}

/** "Label": toggles one of the four labels; those in `applied` are ticked. */
export function LabelMenu({ applied = [], onToggle, align = 'end' }: { applied?: readonly Label[]; onToggle: (label: Label) => void; align?: MenuAlign }) {
  const { t } = useTranslation()
  return (
    <ActionMenu label={t('email.actions.label')} icon={Tag} align={align}>
      {LABELS.map((label) => {
        const on = applied.includes(label)
        return (
          <MenuItem key={label}>
            <button type="button" onClick={() => onToggle(label)} className={dropdownRow}>
              <span aria-hidden="true" className={`size-2.5 rounded-full ${LABEL_DOT[label]}`} />
              <span className="flex-1">{t(`email.labels.${label}`)}</span>
              {on && (
                <>
                  <Check className="size-4 text-primary" aria-hidden="true" />
                  <span className="sr-only">{t('email.actions.applied')}</span>
                </>
              )}
            </button>
          </MenuItem>
        )
      })}
    </ActionMenu>
  )
}

/** The labels of a mail as coloured pills. */
export function LabelPills({ labels }: { labels: readonly Label[] }) {
  const { t } = useTranslation()
  return (
    <>
      {labels.map((label) => (
        <span key={label} className="inline-flex items-center gap-1.5 rounded-full bg-surface-alt px-2.5 py-0.5 text-xs font-medium text-heading">
          <span aria-hidden="true" className={`size-2 rounded-full ${LABEL_DOT[label]}`} />
          {t(`email.labels.${label}`)}
        </span>
      ))}
    </>
  )
}

/** The star toggle of a mail: small in the list, larger in the reading view's toolbar. */
export function StarToggle({ starred, subject, onToggle, large = false }: { starred: boolean; subject: string; onToggle: () => void; large?: boolean }) {
  const { t } = useTranslation()
  const label = t('email.star', { subject })
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={starred}
      aria-label={label}
      title={label}
      className={`inline-flex ${large ? 'size-9' : 'size-8'} cursor-pointer items-center justify-center rounded-full hover:bg-warning/10`}
    >
      <Star className={`${large ? 'size-5' : 'size-4.5'} ${starred ? 'fill-warning text-warning' : large ? 'text-text' : 'text-muted'}`} aria-hidden="true" />
    </button>
  )
}
