import { Globe, KeyRound, LoaderCircle, LogOut, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { timeAgo } from '@/lib/time'
import type { Device } from './types'

/** The device's picture: a key for an API client, a phone, a tablet or a screen by its system. */
export function deviceIcon(d: Pick<Device, 'kind' | 'os'>): LucideIcon {
  if (d.kind === 'api') return KeyRound
  const os = d.os.toLowerCase()
  if (/ipad|tablet/.test(os)) return Tablet
  if (/android|ios|iphone|mobile/.test(os)) return Smartphone
  if (os) return Monitor
  return Globe
}

/** "Firefox on Linux", "Firefox", "Linux" or the words for an unknown device. */
export function deviceName(d: Pick<Device, 'kind' | 'browser' | 'os'>, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (d.browser && d.os) return t('account.devices.on', { browser: d.browser, os: d.os })
  return d.browser || d.os || (d.kind === 'api' ? t('account.devices.unknownApi') : t('account.devices.unknown'))
}

interface DeviceRowProps {
  device: Device
  busy: boolean
  onSignOut: (device: Device) => void
}

/** One signed-in browser or API client: what it is, where from, since when, last seen; Sign out (not for this one). */
export default function DeviceRow({ device, busy, onSignOut }: DeviceRowProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const Icon = deviceIcon(device)
  const name = deviceName(device, t)
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary-text">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 font-medium text-heading">
          <span className="truncate" title={device.userAgent || undefined}>
            {name}
          </span>
          {device.current && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-success/12 px-2.5 py-0.5 text-xs font-medium text-heading">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
              {t('account.devices.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-xs text-muted">
          {device.address && (
            <>
              <span dir="ltr">{device.address}</span>
              {' · '}
            </>
          )}
          <span>{t('account.devices.signedIn', { when: formatDateTime(device.signedInAt, lang) })}</span>
          {' · '}
          <span title={formatDateTime(device.lastSeenAt, lang)}>{t('account.devices.lastSeen', { when: timeAgo(device.lastSeenAt, lang) })}</span>
        </p>
      </div>
      {!device.current && (
        <button type="button" className="btn-outline px-3 py-1.5" onClick={() => onSignOut(device)} disabled={busy} aria-label={t('account.devices.signOutOne', { name })}>
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />}
          {t('account.devices.signOut')}
        </button>
      )}
    </li>
  )
}
