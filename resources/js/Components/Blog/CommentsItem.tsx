import { router } from '@inertiajs/react'
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import Avatar from '@/Components/Avatar'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import CommentsForm from './CommentsForm'
import { commentPaths, type BlogComment } from './CommentsTypes'

interface CommentsItemProps {
  comment: BlogComment
  onDelete: (c: BlogComment) => void
  onHide: (c: BlogComment) => void
}

/**
 * One comment: who wrote it and when, its text (as text: whatever it holds
 * is shown, never run), the "edited" and "hidden by moderation" marks, and
 * the actions the reader may take on it.
 */
export default function CommentsItem({ comment: c, onDelete, onHide }: CommentsItemProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [editing, setEditing] = useState(false)
  const unhide = () =>
    router.post(commentPaths.unhide(c.id), {}, {
      preserveScroll: true,
      onHttpException: () => {
        void notify('error', t('blogComments.failed'))
        return false
      },
    })
  return (
    <li className={`flex gap-3 py-4 ${c.hidden ? 'opacity-80' : ''}`} data-comment-id={c.id}>
      <Avatar name={c.author.fullName} src={c.author.avatar || undefined} className="size-9" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-heading">{c.author.fullName}</span>
          {c.mine && <span className="text-xs text-muted">({t('blogComments.you')})</span>}
          <time dateTime={c.createdAt} className="text-xs text-muted">
            {formatDateTime(c.createdAt, lang)}
          </time>
          {c.editedAt && (
            <time dateTime={c.editedAt} className="text-xs italic text-muted">
              · {t('blogComments.edited', { time: formatDateTime(c.editedAt, lang) })}
            </time>
          )}
        </div>
        {c.hidden && (
          <div className="mt-1 rounded-md bg-warning/12 px-2 py-1 text-xs text-heading">
            <p className="flex flex-wrap items-center gap-1.5 font-medium">
              <EyeOff className="size-3.5 text-warning" aria-hidden="true" />
              {t('blogComments.hiddenMark')}
              {c.hiddenReason && <span className="font-normal">— {t('blogComments.hiddenReason', { reason: c.hiddenReason })}</span>}
            </p>
            {c.mine && !c.canModerate && <p className="mt-0.5">{t('blogComments.hiddenForAuthor')}</p>}
          </div>
        )}
        {editing ? (
          <div className="mt-2">
            <CommentsForm
              method="patch"
              url={commentPaths.one(c.id)}
              initial={c.body}
              submitLabel={t('blogComments.save')}
              onCancel={() => setEditing(false)}
              onDone={() => setEditing(false)}
            />
          </div>
        ) : (
          <p className="mt-1 whitespace-pre-wrap break-words text-[0.9375rem] text-text" data-comment-body>
            {c.body}
          </p>
        )}
        {!editing && (c.canEdit || c.canDelete || c.canModerate) && (
          <div role="group" aria-label={t('blogComments.actions', { name: c.author.fullName })} className="mt-2 flex flex-wrap gap-3 text-xs">
            {c.canEdit && (
              <button type="button" className="inline-flex items-center gap-1 text-muted hover:text-primary" onClick={() => setEditing(true)}>
                <Pencil className="size-3.5" aria-hidden="true" />
                {t('blogComments.edit')}
              </button>
            )}
            {c.canModerate &&
              (c.hidden ? (
                <button type="button" className="inline-flex items-center gap-1 text-muted hover:text-primary" onClick={unhide}>
                  <Eye className="size-3.5" aria-hidden="true" />
                  {t('blogComments.unhide')}
                </button>
              ) : (
                <button type="button" className="inline-flex items-center gap-1 text-muted hover:text-warning" onClick={() => onHide(c)}>
                  <EyeOff className="size-3.5" aria-hidden="true" />
                  {t('blogComments.hide')}
                </button>
              ))}
            {c.canDelete && (
              <button type="button" className="inline-flex items-center gap-1 text-muted hover:text-danger" onClick={() => onDelete(c)}>
                <Trash2 className="size-3.5" aria-hidden="true" />
                {t('blogComments.delete')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  )
}
