import { useId } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import type { BlogItem } from './types'

const STATUSES: BlogItem['status'][] = ['draft', 'published', 'scheduled']

interface StatusFieldProps {
  status: BlogItem['status']
  publishAt: string
  onStatus: (s: BlogItem['status']) => void
  onPublishAt: (v: string) => void
  statusError?: string
  publishAtError?: string
}

/** Draft, published or scheduled; a scheduled post's date and time, in the reader's time zone. */
export default function StatusField({ status, publishAt, onStatus, onPublishAt, statusError, publishAtError }: StatusFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="form-label">{t('blog.edit.status')}</legend>
        <div className="flex flex-wrap gap-4">
          {STATUSES.map((s) => (
            <label key={s} className="inline-flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" name={`${id}-status`} className="form-check" checked={status === s} onChange={() => onStatus(s)} />
              {t(`blog.status.${s}`)}
            </label>
          ))}
        </div>
        {statusError && (
          <p className="form-error" role="alert">
            {serverText(statusError)}
          </p>
        )}
      </fieldset>
      {status === 'scheduled' && (
        <div>
          <label htmlFor={id} className="form-label">
            {t('blog.edit.publishAt')}
          </label>
          <input id={id} type="datetime-local" className="form-input" value={publishAt} onChange={(e) => onPublishAt(e.target.value)}
            aria-describedby={`${id}-hint`} aria-invalid={publishAtError ? true : undefined} />
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {t('blog.edit.publishAtHint', { zone })}
          </p>
          {publishAtError && (
            <p className="form-error" role="alert">
              {serverText(publishAtError)}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
