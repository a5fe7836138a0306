import { useForm } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import DecisionDialog from './DecisionDialog'
import type { Application } from './types'

/** The decision being taken: admitting or rejecting one application. */
export type Decision = { kind: 'admit' | 'reject'; application: Application } | null

const errorOf = (errors: Record<string, string | undefined>, ...names: string[]) => names.map((n) => errors[n]).find(Boolean)

/**
 * Admettre (admission date, today by default, and the board's decision
 * reference) or Rejeter (the reason), sent to the server, which checks the
 * state and answers with a toast, and the invitation to hand over when no
 * mail took it.
 */
export default function Decisions({ decision, today, onClose }: { decision: Decision; today: string; onClose: () => void }) {
  const { t } = useTranslation()
  const admit = useForm({ admittedOn: today, decisionRef: '', from: '' })
  const reject = useForm({ reason: '', from: '' })
  // The application stays named while its dialog closes (the transition outlives the decision).
  const [a, setA] = useState<Application | null>(null)
  const current = decision?.application

  useEffect(() => {
    if (!current) return
    setA(current)
    const a = current
    admit.setData({ admittedOn: today, decisionRef: '', from: a.memberStatus })
    reject.setData({ reason: '', from: a.memberStatus })
    admit.clearErrors()
    reject.clearErrors()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id, decision?.kind])

  const done = { preserveScroll: true, onSuccess: onClose }
  return (
    <>
      <DecisionDialog
        open={decision?.kind === 'admit'}
        title={t('coop.applications.admitDialog.title', { name: a?.name ?? '' })}
        confirmLabel={t('coop.applications.admitDialog.confirm')}
        cancelLabel={t('coop.applications.admitDialog.cancel')}
        busy={admit.processing}
        tone="primary"
        onSubmit={() => a && admit.post(`/coop/membres/${a.tiersId}/admit`, done)}
        onClose={onClose}
      >
        <p className="text-[0.9375rem]">{t('coop.applications.admitDialog.body', { name: a?.name ?? '' })}</p>
        <Field
          label={t('coop.applications.admitDialog.date')}
          type="date"
          max={today}
          value={admit.data.admittedOn}
          onChange={(v) => admit.setData('admittedOn', v)}
          error={errorOf(admit.errors, 'admittedOn', 'form', 'email')}
        />
        <Field
          label={t('coop.applications.admitDialog.ref')}
          hint={t('coop.applications.admitDialog.refHint')}
          value={admit.data.decisionRef}
          onChange={(v) => admit.setData('decisionRef', v)}
          error={admit.errors.decisionRef}
        />
      </DecisionDialog>
      <DecisionDialog
        open={decision?.kind === 'reject'}
        title={t('coop.applications.rejectDialog.title', { name: a?.name ?? '' })}
        confirmLabel={t('coop.applications.rejectDialog.confirm')}
        cancelLabel={t('coop.applications.rejectDialog.cancel')}
        busy={reject.processing}
        tone="danger"
        onSubmit={() => a && reject.post(`/coop/rejoignez-nous/${a.id}/reject`, done)}
        onClose={onClose}
      >
        <Field
          label={t('coop.applications.rejectDialog.reason')}
          hint={t('coop.applications.rejectDialog.reasonHint')}
          rows={3}
          required
          value={reject.data.reason}
          onChange={(v) => reject.setData('reason', v)}
          error={errorOf(reject.errors, 'reason', 'from', 'form')}
        />
      </DecisionDialog>
    </>
  )
}
