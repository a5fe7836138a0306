import { useForm } from '@inertiajs/react'
import { Save, UserRoundPlus } from 'lucide-react'
import { useState } from 'react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import { refusedWith } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import type { Input, Tiers } from '../types'
import { EMPTY_INPUT, inputOf } from './labels'
import TiersFields from './TiersFields'

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
const refused = refusedWith('coop.tiers.failed')

export interface TiersFormProps {
  open: boolean
  onClose: () => void
  /** The tiers to edit; absent, the form adds one. */
  tiers?: Tiers
  /** Values a new tiers starts with (a shareholder's page: isShareholder, a category…). */
  defaults?: Partial<Input>
  /** Where the form goes: POST to add (/coop/clients), PUT to edit (/coop/tiers/{id}). */
  action: string
  /** The panel's title when adding (default "Add a client"); editing says the tiers' name. */
  title?: string
}

/**
 * The register's side panel, to add a tiers or edit one: a person (civility,
 * first and last name, birth date) or an entity (company name, legal form,
 * SIREN), then how to reach them and their IBAN. The server checks every
 * field; a refusal puts its message under the field, which keeps what was typed.
 */
export default function TiersForm({ open, onClose, tiers, defaults, action, title }: TiersFormProps) {
  // A new key at each opening: the form starts from the tiers as it is now.
  const [session, setSession] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setSession((s) => s + 1)
  }
  return (
    <Drawer open={open} onClose={onClose}>
      <TiersFormBody key={session} onClose={onClose} tiers={tiers} defaults={defaults} action={action} title={title} />
    </Drawer>
  )
}

function TiersFormBody({ onClose, tiers, defaults, action, title }: Omit<TiersFormProps, 'open'>) {
  const { t } = useTranslation()
  const form = useForm<Input>(tiers ? inputOf(tiers) : { ...EMPTY_INPUT, ...defaults })

  const submit = () => {
    if (form.processing) return
    const options = { preserveScroll: true, ...refused, onSuccess: onClose }
    if (tiers) form.put(action, options)
    else form.post(action, options)
  }

  return (
    <DrawerForm
      title={tiers ? t('coop.tiers.form.editTitle', { name: tiers.name }) : (title ?? t('coop.tiers.form.addTitle'))}
      closeLabel={t('coop.tiers.form.close')}
      onClose={onClose}
      onSubmit={submit}
      busy={form.processing}
      footer={
        <>
          <SubmitButton label={tiers ? t('coop.tiers.form.save') : t('coop.tiers.form.add')} icon={tiers ? Save : UserRoundPlus} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.tiers.form.cancel')}
          </button>
        </>
      }
    >
      <TiersFields form={form} />
    </DrawerForm>
  )
}
