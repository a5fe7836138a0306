import { Link } from '@inertiajs/react'
import { Eye, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { editPath, viewPath } from './paths'
import type { User } from './types'

const action =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 hover:text-primary-text'

interface RowActionsProps {
  user: User
  canEdit: boolean
  /** Absent: no Delete on this row (oneself, or not allowed). */
  onDelete?: () => void
}

/** A row's View, Edit and Delete. */
export default function RowActions({ user, canEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation()
  const name = user.fullName
  return (
    <div className="flex items-center gap-0.5">
      <Link href={viewPath(user.id)} aria-label={t('users.actions.viewUser', { name })} title={t('users.actions.view')} className={action}>
        <Eye className="size-4.5" aria-hidden="true" />
      </Link>
      {canEdit && (
        <Link href={editPath(user.id)} aria-label={t('users.actions.editUser', { name })} title={t('users.actions.edit')} className={action}>
          <Pencil className="size-4.5" aria-hidden="true" />
        </Link>
      )}
      {onDelete && (
        <button type="button" onClick={onDelete} aria-label={t('users.actions.deleteUser', { name })} title={t('users.actions.delete')} className={`${action} hover:bg-danger/10 hover:text-danger`}>
          <Trash2 className="size-4.5" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
