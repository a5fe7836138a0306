import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { COMMENT_MAX, commentLength } from './CommentsTypes'

interface CommentsFormProps {
  /** Where the comment goes: POST for a new one, PATCH for an edit. */
  method: 'post' | 'patch'
  url: string
  initial?: string
  submitLabel: string
  /** Editing in place: the way out. */
  onCancel?: () => void
  onDone?: () => void
}

/**
 * The text area of a comment with its counter: a new comment under the post,
 * or one's own edited in place. The server's refusal shows under the field.
 */
export default function CommentsForm({ method, url, initial = '', submitLabel, onCancel, onDone }: CommentsFormProps) {
  const { t } = useTranslation()
  const form = useForm({ body: initial })
  const length = commentLength(form.data.body)
  const submit = () => {
    if (form.processing) return
    if (length === 0) return form.setError('body', 'server.blogCommentRequired')
    if (length > COMMENT_MAX) return form.setError('body', `server.blogCommentTooLong {"max":${COMMENT_MAX}}`)
    const failed = () => {
      void notify('error', t('blogComments.failed'))
      return false
    }
    form.submit(method, url, {
      preserveScroll: true,
      onHttpException: failed,
      onNetworkError: failed,
      onSuccess: () => {
        if (method === 'post') form.reset()
        onDone?.()
      },
    })
  }
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <Field
        label={t('blogComments.label')}
        hideLabel={method === 'patch'}
        rows={method === 'post' ? 3 : 4}
        placeholder={t('blogComments.placeholder')}
        value={form.data.body}
        onChange={(v) => {
          form.setData('body', v)
          if (form.errors.body) form.clearErrors('body')
        }}
        error={form.errors.body}
        hint={t('blogComments.counter', { n: formatNumber(length), max: formatNumber(COMMENT_MAX) })}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel} disabled={form.processing}>
            {t('blogComments.cancel')}
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={form.processing}>
          <Send className="size-4" aria-hidden="true" />
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
