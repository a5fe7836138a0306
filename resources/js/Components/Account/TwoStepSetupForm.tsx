import { ExternalLink, LoaderCircle, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import Field from '@/Components/Form/Field'
import { ApiError, sendJSON } from '@/lib/api'
import { useTranslation } from '@/lib/i18n'
import CopyButton from './CopyButton'
import FormError from './FormError'
import { TWO_STEP_CONFIRM_URL } from './paths'
import { groupSecret, isSixDigits, svgDataURL } from './twoStep'
import type { TwoStepSetup } from './types'

interface TwoStepSetupFormProps {
  setup: TwoStepSetup
  /** The code was right: two-step sign-in is on, here are the recovery codes. */
  onEnabled: (recoveryCodes: string[]) => void
  onCancel: () => void
}

/** Scanning the QR code (or typing the secret) into an authenticator app, then its first code. */
export default function TwoStepSetupForm({ setup, onEnabled, onCancel }: TwoStepSetupFormProps) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [formError, setFormError] = useState('')
  const secret = groupSecret(setup.secret)

  const confirm = async () => {
    if (busy) return
    if (!isSixDigits(code)) return setError(t('account.twoStep.codeFormat'))
    setBusy(true)
    setError('')
    setFormError('')
    try {
      const { recoveryCodes } = await sendJSON<{ recoveryCodes: string[] }>(TWO_STEP_CONFIRM_URL, { code: code.replace(/\s+/g, '') })
      onEnabled(recoveryCodes)
    } catch (e) {
      if (e instanceof ApiError && e.fields.code) setError(e.fields.code)
      else setFormError(e instanceof ApiError && e.detail ? e.detail : t('account.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      aria-label={t('account.twoStep.setupLabel')}
      onSubmit={(e) => {
        e.preventDefault()
        void confirm()
      }}
      className="space-y-5"
    >
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        <li>{t('account.twoStep.step1')}</li>
        <li>{t('account.twoStep.step2')}</li>
        <li>{t('account.twoStep.step3')}</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img src={svgDataURL(setup.qrSvg)} alt={t('account.twoStep.qrAlt')} width={176} height={176} className="size-44 shrink-0 rounded-lg bg-white p-2 ring-1 ring-line" />
        <div className="min-w-0 flex-1 basis-60 space-y-3">
          <p className="text-sm text-muted">{t('account.twoStep.secretIntro')}</p>
          <p className="font-mono text-base font-semibold tracking-wider break-all text-heading" dir="ltr" data-testid="two-step-secret">
            {secret}
          </p>
          <div className="flex flex-wrap gap-3">
            <CopyButton text={setup.secret} label={t('account.twoStep.copySecret')} />
            <a href={setup.otpauthUri} className="btn-ghost px-3">
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('account.twoStep.openApp')}
            </a>
          </div>
        </div>
      </div>
      <Field
        label={t('account.twoStep.code')}
        value={code}
        onChange={(v) => {
          setCode(v)
          setError('')
        }}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        dir="ltr"
        className="max-w-xs"
      />
      <FormError error={formError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <ShieldCheck className="size-4" aria-hidden="true" />}
          {t('account.twoStep.confirm')}
        </button>
        <button type="button" className="btn-ghost px-4" onClick={onCancel} disabled={busy}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  )
}
