import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { ApiError } from '@/lib/api'
import { invoiceApi, type ClientPayload } from './api'
import Field from '@/Components/Form/Field'
import SidePanel from './SidePanel'
import type { Client, FieldErrors } from './types'

const EMPTY: ClientPayload = { name: '', company: '', email: '', address: '', country: '', contact: '' }

interface ClientPanelProps {
  open: boolean
  /** A new key each opening: a fresh, empty form. */
  session: number
  onAdded: (client: Client) => void
  onClose: () => void
}

/** The panel's fields: a new client, chosen for the invoice once the server has it. */
function ClientFields({ open, onAdded, onClose }: Omit<ClientPanelProps, 'session'>) {
  const { t } = useTranslation()
  const [client, setClient] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const bind = (key: keyof ClientPayload) => ({
    value: client[key],
    error: errors[key],
    onChange: (value: string) => {
      setClient((c) => ({ ...c, [key]: value }))
      setErrors((e) => ({ ...e, [key]: undefined }))
    },
  })
  const submit = async () => {
    setBusy(true)
    try {
      onAdded(await invoiceApi.addClient(client))
    } catch (e) {
      setErrors(e instanceof ApiError && Object.keys(e.fields).length > 0 ? e.fields : { form: t('invoice.failed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <SidePanel open={open} title={t('invoice.client.title')} onClose={onClose} onSubmit={() => void submit()} submitLabel={t('invoice.client.add')} submitIcon={UserPlus} busy={busy}>
      <Field label={t('invoice.client.name')} {...bind('name')} maxLength={100} autoComplete="off" data-autofocus />
      <Field label={t('invoice.client.company')} {...bind('company')} maxLength={100} />
      <Field label={t('invoice.client.email')} type="email" dir="ltr" {...bind('email')} maxLength={200} autoComplete="off" />
      <Field label={t('invoice.client.address')} rows={2} {...bind('address')} maxLength={300} />
      <Field label={t('invoice.client.country')} {...bind('country')} maxLength={60} />
      <Field label={t('invoice.client.contact')} type="tel" dir="ltr" {...bind('contact')} maxLength={40} />
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
    </SidePanel>
  )
}

/** Adding a client without leaving the invoice. */
export default function ClientPanel({ session, ...rest }: ClientPanelProps) {
  return <ClientFields key={session} {...rest} />
}
