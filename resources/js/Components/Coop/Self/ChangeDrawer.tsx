import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { bindField as bindText, refusedWith } from '@/Components/Form/form'
import { CHANGE_FIELDS, CHANGES_PATH, type SelfTiers } from './types'

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
const refused = refusedWith('coop.changes.failed')

interface Props {
  open: boolean
  /** A new key each opening: the form starts from the record as it is. */
  session: number
  tiers: SelfTiers
  /** The IBAN as printed, the form's starting value. */
  iban: string
  /** A request is waiting: this one will replace it. */
  replaces: boolean
  onClose: () => void
}

function ChangeForm({ tiers, iban, replaces, onClose }: Omit<Props, 'open' | 'session'>) {
  const { t } = useTranslation()
  const start = { iban, address: tiers.address, postalCode: tiers.postalCode, city: tiers.city, country: tiers.country }
  const form = useForm(start)
  // Only what the member changed is asked for: the rest stays out of the request.
  form.transform((data) => Object.fromEntries(CHANGE_FIELDS.filter((f) => data[f].trim() !== start[f].trim()).map((f) => [f, data[f]])))
  const submit = () => {
    if (!form.processing) form.post(CHANGES_PATH, { preserveScroll: true, ...refused, onSuccess: onClose })
  }
  const formError = (form.errors as Record<string, string | undefined>).form
  return (
    <DrawerForm
      title={t('coop.profile.changeTitle')}
      closeLabel={t('coop.profile.close')}
      onClose={onClose}
      onSubmit={submit}
      busy={form.processing}
      footer={
        <>
          <SubmitButton label={t('coop.profile.sendRequest')} icon={Send} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.changes.cancel')}
          </button>
        </>
      }
    >
      <p className="text-sm text-muted">{t('coop.profile.changeHint')}</p>
      {replaces && <p className="rounded-lg border border-line bg-body p-3 text-sm">{t('coop.profile.replacesPending')}</p>}
      {formError && (
        <p className="form-error" role="alert">
          {serverText(formError)}
        </p>
      )}
      <Field label={t('coop.tiers.fields.iban')} {...bindText(form, 'iban')} autoComplete="off" maxLength={42} dir="ltr" spellCheck={false} data-autofocus />
      <Field label={t('coop.tiers.fields.address')} {...bindText(form, 'address')} autoComplete="street-address" maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Field label={t('coop.tiers.fields.postalCode')} {...bindText(form, 'postalCode')} autoComplete="postal-code" maxLength={10} />
        <Field label={t('coop.tiers.fields.city')} {...bindText(form, 'city')} autoComplete="address-level2" maxLength={80} />
      </div>
      <Field label={t('coop.tiers.fields.country')} {...bindText(form, 'country')} autoComplete="country-name" maxLength={60} />
    </DrawerForm>
  )
}

/** The side panel where a member asks staff to change their IBAN or address. */
export default function ChangeDrawer({ open, session, ...rest }: Props) {
  return (
    <Drawer open={open} onClose={rest.onClose}>
      <ChangeForm key={session} {...rest} />
    </Drawer>
  )
}
