import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Link } from '@inertiajs/react'
import { LoaderCircle, ShieldAlert, ShieldCheck, ShieldQuestion, type LucideIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { getJSON } from '@/lib/http'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { PARTS_PATH, verificationText, type Verification } from './types'

/** Where a verification stands: asked, answered, or failed to answer. */
export type VerifyState = { status: 'idle' } | { status: 'checking' } | { status: 'done'; result: Verification } | { status: 'failed' }

/** Asks the server to check the whole chain (GET /coop/parts/verify). */
export async function runVerification(fetchJSON: (url: string) => Promise<Verification> = getJSON): Promise<VerifyState> {
  try {
    return { status: 'done', result: await fetchJSON(`${PARTS_PATH}/verify`) }
  } catch {
    return { status: 'failed' }
  }
}

const LOOK: Record<'ok' | 'broken' | 'failed', { icon: LucideIcon; tone: string }> = {
  ok: { icon: ShieldCheck, tone: 'bg-success/12 text-success' },
  broken: { icon: ShieldAlert, tone: 'bg-danger/12 text-danger' },
  failed: { icon: ShieldQuestion, tone: 'bg-warning/15 text-warning' },
}

/** The verification's outcome: its title, its sentence and, for a broken chain, where to look. */
function Outcome({ state }: { state: Exclude<VerifyState, { status: 'idle' }> }) {
  const { t, i18n } = useTranslation()
  if (state.status === 'checking') {
    return (
      <>
        <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LoaderCircle className="size-7 animate-spin" aria-hidden="true" />
        </span>
        <DialogTitle className="mb-2 text-lg font-semibold text-heading">{t('coop.parts.verify.title')}</DialogTitle>
        <Description className="text-[0.9375rem]">{t('coop.parts.verify.checking')}</Description>
      </>
    )
  }
  const look = state.status === 'failed' ? 'failed' : state.result.ok ? 'ok' : 'broken'
  const { icon: Icon, tone } = LOOK[look]
  let sentence = t('coop.parts.verify.failed')
  if (state.status === 'done') {
    const { key, params } = verificationText(state.result)
    const words: Record<string, string | number> = { ...params }
    if (typeof params.count === 'number') words.count = formatNumber(params.count, i18n.language)
    sentence = t(`coop.parts.verify.${key}`, words)
  }
  const broken = state.status === 'done' && !state.result.ok ? state.result : null
  return (
    <>
      <span className={`mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <DialogTitle className="mb-2 text-lg font-semibold text-heading">{t(`coop.parts.verify.heading.${look}`)}</DialogTitle>
      <Description className="text-[0.9375rem]" role={look === 'ok' ? 'status' : 'alert'}>
        {sentence}
      </Description>
      {broken && broken.brokenAt > 0 && (
        <Link href={`${PARTS_PATH}?${new URLSearchParams({ q: String(broken.brokenAt) })}`} className="btn-outline mt-4">
          {t('coop.parts.verify.show', { number: broken.brokenAt })}
        </Link>
      )}
      {broken && broken.reason === 'holdings' && broken.tiersId ? (
        <Link href={`/coop/tiers/${broken.tiersId}`} className="btn-outline mt-4">
          {t('coop.parts.verify.showTiers')}
        </Link>
      ) : null}
    </>
  )
}

interface VerifyDialogProps {
  state: VerifyState
  onClose: () => void
}

/** The verification's dialog: "checking…", then the chain is intact (how many entries) or the first entry that breaks it and why. */
export function VerifyDialog({ state, onClose }: VerifyDialogProps) {
  const { t } = useTranslation()
  const closeRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={state.status !== 'idle'} onClose={onClose} initialFocus={closeRef} className="relative z-60">
      <DialogBackdrop className="fixed inset-0 bg-heading/30" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-surface p-6 text-center text-text shadow-card" aria-busy={state.status === 'checking' || undefined}>
          {state.status !== 'idle' && <Outcome state={state} />}
          <div className="mt-6 flex justify-center">
            <button ref={closeRef} type="button" onClick={onClose} className="btn-outline">
              {t('coop.parts.verify.close')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** "Vérifier le registre": checks the chain and shows the result in a dialog. */
export default function VerifyButton() {
  const { t } = useTranslation()
  const [state, setState] = useState<VerifyState>({ status: 'idle' })
  const verify = async () => {
    setState({ status: 'checking' })
    const next = await runVerification()
    setState((current) => (current.status === 'checking' ? next : current))
  }
  return (
    <>
      <button type="button" onClick={() => void verify()} disabled={state.status === 'checking'} className="btn-outline px-4">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t('coop.parts.verify.button')}
      </button>
      <VerifyDialog state={state} onClose={() => setState({ status: 'idle' })} />
    </>
  )
}
