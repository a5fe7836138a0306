import { Switch } from '@headlessui/react'
import { Bell, Info } from 'lucide-react'
import SaveBar from '@/Components/Form/SaveBar'
import SaveForm from '@/Components/Form/SaveForm'
import { useTranslation } from '@/lib/i18n'
import Card from './Card'
import FormError from './FormError'
import { NOTIFICATIONS_URL } from './paths'
import { useAccountForm } from './useAccountForm'
import { NOTIFICATION_KINDS, type NotificationPref, type NotificationsState } from './types'

type Channel = 'inApp' | 'email'

/** The seven kinds in the page's order, each as stored (a kind the server did not send: on in the app, by e-mail off). */
export function prefsOf(n: Partial<NotificationsState> | undefined): NotificationPref[] {
  const stored = new Map((n?.kinds ?? []).map((p) => [p.kind, p]))
  const known = NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: stored.get(kind)?.inApp ?? true, email: stored.get(kind)?.email ?? false }))
  const extra = (n?.kinds ?? []).filter((p) => !(NOTIFICATION_KINDS as readonly string[]).includes(p.kind)).map((p) => ({ ...p }))
  return [...known, ...extra]
}

interface ToggleProps {
  checked: boolean
  onChange: (on: boolean) => void
  label: string
  disabled?: boolean
  describedBy?: string
}

function Toggle({ checked, onChange, label, disabled = false, describedBy }: ToggleProps) {
  return (
    <Switch
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors focus:outline-none data-checked:bg-primary-solid data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:ring-2 data-focus:ring-primary/40 data-focus:ring-offset-2 data-focus:ring-offset-surface"
    >
      <span
        aria-hidden="true"
        className="absolute start-0.75 top-0.75 size-4.5 rounded-full bg-white shadow-soft transition-[inset-inline-start] group-data-checked:start-5.75 motion-reduce:transition-none"
      />
    </Switch>
  )
}

/** What one is told about, and how: each kind in the app and/or by e-mail (e-mail only when the server can send it). */
export default function NotificationsTab({ notifications }: { notifications: NotificationsState }) {
  const { t } = useTranslation()
  const { form, save } = useAccountForm<{ prefs: NotificationPref[] }>(NOTIFICATIONS_URL, { prefs: prefsOf(notifications) }, (props) => ({
    prefs: prefsOf(props.notifications as NotificationsState),
  }))
  const mail = notifications.emailAvailable
  const set = (kind: string, channel: Channel, on: boolean) => form.setData('prefs', form.data.prefs.map((p) => (p.kind === kind ? { ...p, [channel]: on } : p)))
  const cell = 'px-4 py-3 sm:px-5'
  return (
    <Card id="account-notifications" title={t('account.notifications.title')} icon={Bell} intro={t('account.notifications.intro')}>
      <SaveForm onSave={save}>
        {!mail && (
          <p id="account-no-mail" className="flex items-start gap-2 rounded-lg bg-info/12 px-4 py-3 text-sm text-heading">
            <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
            {t('account.notifications.noMail')}
          </p>
        )}
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('account.notifications.title')}</caption>
            <thead className="border-y border-line bg-surface-alt/60 text-xs tracking-wide text-heading uppercase">
              <tr>
                <th scope="col" className={`${cell} text-start font-semibold`}>
                  {t('account.notifications.kind')}
                </th>
                <th scope="col" className={`${cell} w-28 text-center font-semibold`}>
                  {t('account.notifications.inApp')}
                </th>
                <th scope="col" className={`${cell} w-28 text-center font-semibold`}>
                  {t('account.notifications.email')}
                </th>
              </tr>
            </thead>
            <tbody>
              {form.data.prefs.map((p) => {
                const label = t(`account.notifications.kinds.${p.kind}.label`, { defaultValue: p.kind })
                return (
                  <tr key={p.kind} className="border-b border-line last:border-b-0">
                    <th scope="row" className={`${cell} text-start font-normal`}>
                      <span className="block font-medium text-heading">{label}</span>
                      <span className="block text-xs text-muted">{t(`account.notifications.kinds.${p.kind}.hint`, { defaultValue: '' })}</span>
                    </th>
                    <td className={`${cell} text-center`}>
                      <Toggle checked={p.inApp} onChange={(on) => set(p.kind, 'inApp', on)} label={t('account.notifications.inAppFor', { kind: label })} />
                    </td>
                    <td className={`${cell} text-center`}>
                      <Toggle
                        checked={mail && p.email}
                        onChange={(on) => set(p.kind, 'email', on)}
                        label={t('account.notifications.emailFor', { kind: label })}
                        disabled={!mail}
                        describedBy={mail ? undefined : 'account-no-mail'}
                      />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <FormError error={(form.errors as Record<string, string>).form ?? (form.errors as Record<string, string>).prefs} />
        <SaveBar busy={form.processing} dirty={form.isDirty} onReset={() => form.resetAndClearErrors()} saveLabel={t('account.save')} resetLabel={t('account.undo')} />
      </SaveForm>
    </Card>
  )
}
