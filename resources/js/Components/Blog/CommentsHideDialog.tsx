import { useForm } from '@inertiajs/react'
import Field from '@/Components/Form/Field'
import DialogForm, { DialogHeading } from '@/Components/Form/DialogForm'
import { useTranslation } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { commentPaths, type BlogComment } from './CommentsTypes'

/** The moderator hides a comment, with an optional reason its author will read. */
export default function CommentsHideDialog({ comment, onClose }: { comment: BlogComment | null; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm({ reason: '' })
  const submit = () => {
    if (!comment || form.processing) return
    form.post(commentPaths.hide(comment.id), {
      preserveScroll: true,
      onHttpException: () => {
        void notify('error', t('blogComments.failed'))
        return false
      },
      onSuccess: () => {
        form.reset()
        onClose()
      },
    })
  }
  return (
    <DialogForm open={comment !== null} busy={form.processing} onSubmit={submit} onClose={onClose} className="grid gap-4">
      <DialogHeading title={t('blogComments.hideConfirm')} body={comment?.body.slice(0, 160) ?? ''} bodyClassName="text-sm text-muted line-clamp-3" />
      <Field
        label={t('blogComments.reasonLabel')}
        placeholder={t('blogComments.reasonPlaceholder')}
        value={form.data.reason}
        onChange={(v) => form.setData('reason', v)}
        error={form.errors.reason}
        maxLength={200}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose} disabled={form.processing}>
          {t('blogComments.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={form.processing}>
          {t('blogComments.hide')}
        </button>
      </div>
    </DialogForm>
  )
}
