import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link, router } from '@inertiajs/react'
import { Copy, Download, Eye, EllipsisVertical, Pencil, Trash2 } from 'lucide-react'
import { dropdownRow } from '@/Components/Shell/styles'
import { useTranslation } from '@/lib/i18n'
import { paths } from './listState'
import { refused } from './visits'
import type { Invoice } from './types'

const action =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 hover:text-primary-text data-open:bg-primary/10'

/** A row's Preview and Download, and a menu with Edit, Duplicate and Delete. */
export default function RowActions({ invoice, onDelete }: { invoice: Invoice; onDelete: (invoice: Invoice) => void }) {
  const { t, i18n } = useTranslation()
  const id = invoice.id
  return (
    <div className="flex items-center gap-0.5">
      <Link href={paths.preview(id)} aria-label={t('invoice.actions.previewOf', { id })} title={t('invoice.actions.preview')} className={action}>
        <Eye className="size-4.5" aria-hidden="true" />
      </Link>
      <a href={paths.pdf(id, i18n.language)} download aria-label={t('invoice.actions.downloadOf', { id })} title={t('invoice.actions.download')} className={action}>
        <Download className="size-4.5" aria-hidden="true" />
      </a>
      <Menu>
        <MenuButton aria-label={t('invoice.actions.moreOf', { id })} title={t('invoice.actions.more')} className={action}>
          <EllipsisVertical className="size-4.5" aria-hidden="true" />
        </MenuButton>
        <MenuItems
          modal={false}
          transition
          anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
          className="z-50 w-44 rounded-lg bg-surface py-2 text-text shadow-card ring-1 ring-line/60 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
        >
          <MenuItem>
            <Link href={paths.edit(id)} className={dropdownRow}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('invoice.actions.edit')}
            </Link>
          </MenuItem>
          <MenuItem>
            <button type="button" onClick={() => router.post(paths.duplicate(id), {}, { ...refused })} className={dropdownRow}>
              <Copy className="size-4" aria-hidden="true" />
              {t('invoice.actions.duplicate')}
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" onClick={() => onDelete(invoice)} className={`${dropdownRow} text-danger`}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('invoice.actions.delete')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </div>
  )
}
