import { useForm } from '@inertiajs/react'
import { Check } from 'lucide-react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { bindField, refusedWith } from '@/Components/Form/form'
import { MEMBERS_PATH, type Action, type Member } from './types'

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
const refused = refusedWith('users.failed')

/** A transition asked for: which member, which action. */
export interface Asked {
  member: Member
  action: Action
}

interface TransitionDrawerProps {
  asked: Asked | null
  /** A new key each opening: a fresh form. */
  session: number
  exitKinds: string[]
  onClose: () => void
}

/** Today in the reader's time zone, as a date field holds it. */
function today(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

function TransitionForm({ asked, exitKinds, onClose }: { asked: Asked; exitKinds: string[]; onClose: () => void }) {
  const { t } = useTranslation()
  const { member, action } = asked
  // from: the status the reader saw; the server refuses if it moved since.
  const form = useForm({ from: member.membership.status, reason: '', date: today(), exitKind: '', admittedOn: today(), decisionRef: '' })
  form.transform((d) => {
    switch (action) {
      case 'admit':
        return { from: d.from, admittedOn: d.admittedOn, decisionRef: d.decisionRef }
      case 'reject':
        return { from: d.from, reason: d.reason }
      case 'exit':
        return { from: d.from, exitKind: d.exitKind, date: d.date, reason: d.reason }
      case 'complete':
        return { from: d.from, date: d.date }
      default:
        return { from: d.from }
    }
  })
  const submit = () => {
    if (!form.processing) form.post(`${MEMBERS_PATH}/${member.tiers.id}/${action}`, { preserveScroll: true, ...refused, onSuccess: onClose })
  }
  const params = { name: member.tiers.name }
  const formError = (form.errors as Record<string, string | undefined>).form
  return (
    <DrawerForm
      title={t(`coop.members.dialog.${action}.title`, params)}
      closeLabel={t('coop.members.dialog.close')}
      onClose={onClose}
      onSubmit={submit}
      busy={form.processing}
      footer={
        <>
          <SubmitButton label={t(`coop.members.actions.${action}`)} icon={Check} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.members.dialog.cancel')}
          </button>
        </>
      }
    >
      <p className="text-sm">{t(`coop.members.dialog.${action}.body`, params)}</p>
      {formError && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
          {serverText(formError)}
        </p>
      )}
      {action === 'admit' && (
        <>
          <Field label={t('coop.members.dialog.fields.admittedOn')} type="date" {...bindField(form, 'admittedOn')} data-autofocus required />
          <Field label={t('coop.members.dialog.fields.decisionRef')} hint={t('coop.members.dialog.fields.decisionRefHint')} {...bindField(form, 'decisionRef')} maxLength={120} />
        </>
      )}
      {action === 'exit' && (
        <>
          <Select
            label={t('coop.members.dialog.fields.exitKind')}
            {...bindField(form, 'exitKind')}
            placeholder=""
            options={exitKinds.map((k) => ({ value: k, label: t(`coop.members.exitKinds.${k}`) }))}
          />
          <Field label={t('coop.members.dialog.fields.exitDate')} type="date" {...bindField(form, 'date')} required />
        </>
      )}
      {action === 'complete' && <Field label={t('coop.members.dialog.fields.completedOn')} type="date" {...bindField(form, 'date')} data-autofocus required />}
      {(action === 'reject' || action === 'exit') && <Field label={t('coop.members.dialog.fields.reason')} rows={4} {...bindField(form, 'reason')} maxLength={2000} required data-autofocus={action === 'reject' || undefined} />}
    </DrawerForm>
  )
}

/** The side panel of a transition: its words, the fields it needs, and the button that makes it. */
export default function TransitionDrawer({ asked, session, exitKinds, onClose }: TransitionDrawerProps) {
  return <Drawer animated={false} open={asked !== null} onClose={onClose}>{asked && <TransitionForm key={session} asked={asked} exitKinds={exitKinds} onClose={onClose} />}</Drawer>
}
