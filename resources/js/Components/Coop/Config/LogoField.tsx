import { router } from '@inertiajs/react'
import { ImageOff, Trash2, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { refusedWith } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { LOGO_PATH } from './types'

const refused = refusedWith('coop.config.failed')

interface LogoFieldProps {
  hasLogo: boolean
  /** Changes with each save, so the preview shows the logo just uploaded. */
  version: string
  maxMB: number
}

/** The logo printed on every PDF: a preview, a new upload (PNG or JPEG), removal. Each is saved at once. */
export default function LogoField({ hasLogo, version, maxMB }: LogoFieldProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const hintId = useId()
  const options = {
    preserveScroll: true,
    preserveState: true,
    ...refused,
    onStart: () => setBusy(true),
    onFinish: () => setBusy(false),
    onError: (e: Record<string, string>) => setError(e.logo ?? e.form),
    onSuccess: () => setError(undefined),
  }
  const upload = (file: File | undefined) => {
    if (!file) return
    router.post(LOGO_PATH, { logo: file }, { ...options, forceFormData: true })
    if (input.current) input.current.value = ''
  }
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-line pt-5">
      <div className="flex h-20 w-40 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-alt">
        {hasLogo ? (
          <img src={`${LOGO_PATH}?v=${encodeURIComponent(version)}`} alt={t('coop.config.logo.alt')} className="max-h-full max-w-full object-contain" />
        ) : (
          <ImageOff className="size-7 text-muted" aria-label={t('coop.config.logo.none')} />
        )}
      </div>
      <div className="grid gap-2">
        <p className="font-medium text-heading">{t('coop.config.logo.title')}</p>
        <p id={hintId} className="text-xs text-muted">
          {t('coop.config.logo.hint', { max: maxMB })}
        </p>
        <div className="flex flex-wrap gap-2">
          <label className={`btn-outline cursor-pointer px-3 py-1.5 text-sm ${busy ? 'pointer-events-none opacity-65' : ''}`}>
            <Upload className="size-4" aria-hidden="true" />
            {hasLogo ? t('coop.config.logo.replace') : t('coop.config.logo.upload')}
            <input ref={input} type="file" name="logo" accept="image/png,image/jpeg" className="sr-only" aria-describedby={hintId} disabled={busy} onChange={(e) => upload(e.target.files?.[0])} />
          </label>
          {hasLogo && (
            <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-danger" disabled={busy} onClick={() => router.delete(LOGO_PATH, options)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('coop.config.logo.remove')}
            </button>
          )}
        </div>
        {error && (
          <p className="form-error" role="alert">
            {serverText(error)}
          </p>
        )}
      </div>
    </div>
  )
}
