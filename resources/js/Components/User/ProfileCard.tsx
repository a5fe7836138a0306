import { Link } from '@inertiajs/react'
import { CircleCheck, CirclePause, LoaderCircle, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { formatDate, roleLabel, statusLabel } from './labels'
import { editPath } from './paths'
import RoleBadge from '@/Components/RoleBadge'
import StatusPill from '@/Components/StatusPill'
import { useStatusChange } from './useStatusChange'
import type { User } from './types'

interface ProfileCardProps {
  user: User
  /** The viewer is this user: no suspending or deleting oneself. */
  me: boolean
  canEdit: boolean
  onDelete?: () => void
}

const spinner = <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />

/** The user's card: picture, name, role, the account's details and its actions. */
export default function ProfileCard({ user, me, canEdit, onDelete }: ProfileCardProps) {
  const { t, i18n } = useTranslation()
  const { busy, change } = useStatusChange(user.id)
  const rows: [string, ReactNode][] = [
    [t('users.fields.username'), <span dir="ltr">@{user.username}</span>],
    [t('users.fields.email'), <span dir="ltr" className="break-all">{user.email}</span>],
    [t('users.fields.status'), <StatusPill status={user.status} />],
    [t('users.fields.role'), roleLabel(user.role)],
    [t('users.fields.company'), user.company || '—'],
    [t('users.fields.country'), user.country || '—'],
    [t('users.fields.contact'), user.contact ? <span dir="ltr">{user.contact}</span> : '—'],
    [t('users.fields.createdAt'), formatDate(user.createdAt, i18n.language) || '—'],
  ]

  return (
    <section aria-labelledby="user-name" className="card p-5 sm:p-6">
      <div className="flex flex-col items-center gap-3 border-b border-line pb-5 text-center">
        <Avatar name={user.fullName} src={user.avatar} className="size-24 text-2xl!" />
        <h1 id="user-name" dir="auto" className="text-xl font-semibold">
          {user.fullName}
        </h1>
        <RoleBadge role={user.role} />
      </div>
      <h2 className="mt-5 mb-3 text-xs font-medium tracking-wide text-muted uppercase">{t('users.view.details')}</h2>
      <dl className="space-y-2.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-center gap-x-2">
            <dt className="font-medium text-heading">{label}:</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canEdit && (
          <Link href={editPath(user.id)} className="btn-primary px-4">
            <Pencil className="size-4" aria-hidden="true" />
            {t('users.actions.edit')}
          </Link>
        )}
        {canEdit && !me && user.status !== 'inactive' && (
          <button type="button" onClick={() => change('inactive')} disabled={busy !== null} className="btn border border-warning/70 px-4 text-heading hover:bg-warning/10">
            {busy === 'inactive' ? spinner : <CirclePause className="size-4 text-warning" aria-hidden="true" />}
            {t('users.actions.suspend')}
          </button>
        )}
        {canEdit && !me && user.status !== 'active' && (
          <button type="button" onClick={() => change('active')} disabled={busy !== null} className="btn border border-success/70 px-4 text-heading hover:bg-success/10">
            {busy === 'active' ? spinner : <CircleCheck className="size-4 text-success" aria-hidden="true" />}
            {t('users.actions.activate')}
          </button>
        )}
        {!me && onDelete && (
          <button type="button" onClick={onDelete} className="btn border border-danger/70 px-4 text-heading hover:bg-danger/10">
            <Trash2 className="size-4 text-danger" aria-hidden="true" />
            {t('users.actions.delete')}
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('users.view.statusNow', { status: statusLabel(user.status) })}
      </p>
    </section>
  )
}
