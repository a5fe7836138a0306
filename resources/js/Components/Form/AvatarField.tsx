import type { VisitOptions } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { LoaderCircle, RotateCcw, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { serverText } from '@/lib/serverText'
import { AVATAR_TYPES, avatarProblem } from './avatarFile'

/** The words of the picker, from the page's own namespace. */
export interface AvatarFieldTexts {
  upload: string
  reset: string
  /** The hidden file input's accessible name. */
  file: string
  hint: string
  /** The refusal of a file of another kind, or too large. */
  type: string
  size: string
}

interface AvatarFieldProps {
  /** The person's name (the initials shown without a picture). */
  name: string
  /** The picture's address, or '' for none. */
  avatar: string
  /** Where the file is sent (POST, multipart "avatar") and the picture removed (DELETE). */
  url: string
  texts: AvatarFieldTexts
  /** The message for a refused upload, from the server's errors. */
  errorOf: (errors: Record<string, string>) => string
  /** The visits' options for a refusal that is not a field's (a toast). */
  refused: Pick<VisitOptions, 'onHttpException' | 'onNetworkError'>
  /** Classes of the buttons' column. */
  className?: string
}

/**
 * A profile picture: Upload sends the chosen file at once (multipart), with a
 * preview while it goes; Reset removes it (the initials show instead).
 */
export default function AvatarField({ name, avatar, url, texts, errorOf, refused, className }: AvatarFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const errorId = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState<'upload' | 'reset' | null>(null)
  const [error, setError] = useState('')
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const upload = (file: File) => {
    const problem = avatarProblem(file)
    if (problem) return setError(texts[problem])
    setError('')
    setPreview(URL.createObjectURL(file))
    router.post(
      url,
      { avatar: file },
      {
        forceFormData: true,
        preserveScroll: true,
        ...refused,
        onStart: () => setBusy('upload'),
        onError: (errors) => setError(errorOf(errors)),
        onFinish: () => {
          setBusy(null)
          setPreview(null)
        },
      },
    )
  }

  const reset = () => {
    setError('')
    router.delete(url, { preserveScroll: true, ...refused, onStart: () => setBusy('reset'), onFinish: () => setBusy(null) })
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar key={preview ?? avatar} name={name} src={preview ?? avatar} className="size-24 rounded-lg! text-2xl!" />
      <div className={className}>
        <div className="mb-3 flex flex-wrap gap-3">
          <button type="button" onClick={() => input.current?.click()} disabled={busy !== null} aria-describedby={`${hintId} ${error ? errorId : ''}`.trim()} className="btn-primary px-4">
            {busy === 'upload' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
            {texts.upload}
          </button>
          <button type="button" onClick={reset} disabled={busy !== null || !avatar} className="btn-outline px-4">
            {busy === 'reset' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <RotateCcw className="size-4" aria-hidden="true" />}
            {texts.reset}
          </button>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-label={texts.file}
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) upload(file)
            }}
          />
        </div>
        <p id={hintId} className="text-xs text-muted">
          {texts.hint}
        </p>
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {serverText(error)}
          </p>
        )}
      </div>
    </div>
  )
}
