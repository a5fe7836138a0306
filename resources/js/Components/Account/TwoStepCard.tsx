import { router } from '@inertiajs/react'
import { KeySquare, LoaderCircle, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { ApiError, sendJSON } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { serverText } from '@/lib/serverText'
import { notify } from '@/lib/toast'
import Card from './Card'
import PasswordDialog from './PasswordDialog'
import { RECOVERY_CODES_URL, TWO_STEP_DISABLE_URL, TWO_STEP_SETUP_URL } from './paths'
import RecoveryCodes from './RecoveryCodes'
import TwoStepSetupForm from './TwoStepSetupForm'
import type { TwoStepSetup, TwoStepState } from './types'

type Stage = { step: 'idle' } | { step: 'setup'; setup: TwoStepSetup } | { step: 'codes'; codes: string[] }
type Asking = 'disable' | 'codes' | null

/** The security state again from the server (only that prop). */
const reloadSecurity = () => router.reload({ only: ['security'] })

/**
 * Two-step sign-in with an authenticator app. Off: Enable fetches a new
 * secret, shown as a QR code and in groups of four, confirmed by the app's
 * first code; the ten recovery codes are then shown once. On: new recovery
 * codes or Disable, each with the password.
 */
export default function TwoStepCard({ state }: { state: TwoStepState }) {
  const { t, i18n } = useTranslation()
  const [stage, setStage] = useState<Stage>({ step: 'idle' })
  const [starting, setStarting] = useState(false)
  const [asking, setAsking] = useState<Asking>(null)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)

  const start = async () => {
    setStarting(true)
    try {
      setStage({ step: 'setup', setup: await sendJSON<TwoStepSetup>(TWO_STEP_SETUP_URL, {}) })
    } catch (e) {
      void notify('error', e instanceof ApiError && e.detail ? serverText(e.detail) : t('account.failed'))
    } finally {
      setStarting(false)
    }
  }
  const ask = (what: Asking) => {
    setPassword('')
    setErrors({})
    setAsking(what)
  }
  const withPassword = async () => {
    if (busy || !asking) return
    setBusy(true)
    try {
      if (asking === 'disable') {
        await sendJSON(TWO_STEP_DISABLE_URL, { password })
        void notify('success', t('account.twoStep.disabled'))
        reloadSecurity()
      } else {
        const { recoveryCodes } = await sendJSON<{ recoveryCodes: string[] }>(RECOVERY_CODES_URL, { password })
        setStage({ step: 'codes', codes: recoveryCodes })
      }
      setAsking(null)
    } catch (e) {
      if (e instanceof ApiError && e.fields.password) setErrors({ password: e.fields.password })
      else setErrors({ form: e instanceof ApiError && e.detail ? e.detail : t('account.failed') })
    } finally {
      setBusy(false)
    }
  }
  const finish = () => {
    setStage({ step: 'idle' })
    reloadSecurity()
  }

  const on = state.enabled && stage.step !== 'setup'
  const badge = (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium text-heading ${on ? 'bg-success/12' : 'bg-muted/15'}`}>
      {on ? <ShieldCheck className="size-3.5 text-success" aria-hidden="true" /> : <ShieldOff className="size-3.5 text-muted" aria-hidden="true" />}
      {on ? t('account.twoStep.on') : t('account.twoStep.off')}
    </span>
  )

  let body
  if (stage.step === 'setup') {
    body = <TwoStepSetupForm setup={stage.setup} onEnabled={(codes) => setStage({ step: 'codes', codes })} onCancel={() => setStage({ step: 'idle' })} />
  } else if (stage.step === 'codes') {
    body = <RecoveryCodes codes={stage.codes} onDone={finish} />
  } else if (state.enabled) {
    body = (
      <div className="space-y-4">
        <p className="text-sm">
          {state.enabledAt ? t('account.twoStep.enabledAt', { at: formatDateTime(state.enabledAt, i18n.language) }) : t('account.twoStep.enabledNow')}{' '}
          {tCount('account.twoStep.codesLeft', state.recoveryCodesLeft)}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-outline" onClick={() => ask('codes')}>
            <KeySquare className="size-4" aria-hidden="true" />
            {t('account.twoStep.newCodes')}
          </button>
          <button type="button" className="btn-outline" onClick={() => ask('disable')}>
            <ShieldOff className="size-4" aria-hidden="true" />
            {t('account.twoStep.disable')}
          </button>
        </div>
      </div>
    )
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm">{t('account.twoStep.offIntro')}</p>
        <button type="button" className="btn-primary" onClick={() => void start()} disabled={starting}>
          {starting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Smartphone className="size-4" aria-hidden="true" />}
          {t('account.twoStep.enable')}
        </button>
      </div>
    )
  }

  return (
    <Card id="account-two-step" title={t('account.twoStep.title')} icon={Smartphone} intro={t('account.twoStep.intro')} aside={badge}>
      {body}
      <PasswordDialog
        open={asking !== null}
        danger={asking === 'disable'}
        title={asking === 'disable' ? t('account.twoStep.disableTitle') : t('account.twoStep.newCodesTitle')}
        body={asking === 'disable' ? t('account.twoStep.disableBody') : t('account.twoStep.newCodesBody')}
        confirmLabel={asking === 'disable' ? t('account.twoStep.disable') : t('account.twoStep.newCodes')}
        password={password}
        onPassword={(v) => {
          setPassword(v)
          setErrors({})
        }}
        error={errors.password}
        formError={errors.form}
        busy={busy}
        onConfirm={() => void withPassword()}
        onClose={() => setAsking(null)}
      />
    </Card>
  )
}
