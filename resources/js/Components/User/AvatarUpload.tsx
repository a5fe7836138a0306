import { router } from '@inertiajs/react'
import { LoaderCircle, RotateCcw, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { avatarProblem, AVATAR_TYPES } from './avatarFile'
import { errorFor } from '@/Components/Form/form'
import { avatarURL } from './paths'
import { refused } from './visits'
import type { User } from './types'

/**
 * The profile picture: Upload sends the chosen file at once (multipart), with
 * a preview while it goes; Reset removes it (the initials show instead).
 */
export default function AvatarUpload({ user }: { user: Pick<User, 'id' | 'fullName' | 'avatar'> }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const errorId = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState<'upload' | 'reset' | null>(null)
  const [error, setError] = useState('')
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const upload = (file: File) => {
    const problem = avatarProblem(file)
    if (problem) return setError(t(`users.avatar.${problem}`))
    setError('')
    setPreview(URL.createObjectURL(file))
    router.post(
      avatarURL(user.id),
      { avatar: file },
      {
        forceFormData: true,
        preserveScroll: true,
        ...refused,
        onStart: () => setBusy('upload'),
        onError: (errors) => setError(errorFor(errors, 'avatar', 'user') ?? t('users.failed')),
        onFinish: () => {
          setBusy(null)
          setPreview(null)
        },
      },
    )
  }

  const reset = () => {
    setError('')
    router.delete(avatarURL(user.id), { preserveScroll: true, ...refused, onStart: () => setBusy('reset'), onFinish: () => setBusy(null) })
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar key={preview ?? user.avatar} name={user.fullName} src={preview ?? user.avatar} className="size-24 rounded-lg! text-2xl!" />
      <div>
        <div className="mb-3 flex flex-wrap gap-3">
          <button type="button" onClick={() => input.current?.click()} disabled={busy !== null} aria-describedby={`${hintId} ${error ? errorId : ''}`.trim()} className="btn-primary px-4">
            {busy === 'upload' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
            {t('users.avatar.upload')}
          </button>
          <button type="button" onClick={reset} disabled={busy !== null || !user.avatar} className="btn-outline px-4">
            {busy === 'reset' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <RotateCcw className="size-4" aria-hidden="true" />}
            {t('users.avatar.reset')}
          </button>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-label={t('users.avatar.file')}
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) upload(file)
            }}
          />
        </div>
        <p id={hintId} className="text-xs text-muted">
          {t('users.avatar.hint')}
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
