import { router } from '@inertiajs/react'
import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { sendJSON } from '@/lib/api'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { notify } from '@/lib/toast'
import Card from './Card'
import DeviceRow from './DeviceRow'
import { SIGN_OUT_OTHERS_URL, signOutDeviceURL } from './paths'
import type { Device, Devices } from './types'

/** This browser first, then the most recently seen. */
export function sortDevices(list: readonly Device[]): Device[] {
  return [...list].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt))
}

/**
 * Where one is signed in: the browsers (sessions) and the API clients
 * (refresh tokens). Sign out one, or every other at once (after a
 * confirmation); only the devices are read again afterwards.
 */
export default function DevicesCard({ devices: given }: { devices: Devices }) {
  const { t } = useTranslation()
  const devices = { sessions: given?.sessions ?? [], apiClients: given?.apiClients ?? [] }
  const [busy, setBusy] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const others = devices.sessions.filter((d) => !d.current).length + devices.apiClients.length

  const run = async (key: string, url: string, done: string) => {
    setBusy(key)
    try {
      await sendJSON(url, {})
      void notify('success', done)
    } catch {
      void notify('error', t('account.failed'))
    } finally {
      router.reload({ only: ['devices'], onFinish: () => setBusy(null) })
    }
  }
  const signOut = (d: Device) => void run(d.id, signOutDeviceURL(d.id), t('account.devices.signedOut'))
  const signOutOthers = () => void run('others', SIGN_OUT_OTHERS_URL, t('account.devices.signedOutOthers')).then(() => setAsking(false))

  const section = (title: string, list: Device[], empty: string) => (
    <div>
      <h3 className="mb-1 text-xs font-medium tracking-wide text-muted uppercase">{title}</h3>
      {list.length === 0 ? (
        <p className="py-3 text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-line">
          {sortDevices(list).map((d) => (
            <DeviceRow key={d.id} device={d} busy={busy !== null} onSignOut={signOut} />
          ))}
        </ul>
      )}
    </div>
  )

  return (
    <Card id="account-devices" title={t('account.devices.title')} icon={MonitorSmartphone} intro={t('account.devices.intro')}>
      <div className="space-y-5">
        {section(t('account.devices.browsers'), devices.sessions, t('account.devices.noBrowsers'))}
        {section(t('account.devices.apiClients'), devices.apiClients, t('account.devices.noApiClients'))}
        <div className="border-t border-line pt-5">
          <button type="button" className="btn-outline" onClick={() => setAsking(true)} disabled={others === 0 || busy !== null}>
            <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('account.devices.signOutOthers')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('account.devices.othersTitle')}
        body={tCount('account.devices.othersBody', others)}
        confirmLabel={t('account.devices.signOutOthers')}
        cancelLabel={t('account.cancel')}
        busy={busy === 'others'}
        onConfirm={signOutOthers}
        onClose={() => setAsking(false)}
      />
    </Card>
  )
}
