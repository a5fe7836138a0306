import { usePage } from '@inertiajs/react'
import { LogIn, Monitor, MousePointerClick, Smartphone, Tablet, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import type { SharedProps } from '@/lib/types'
import { menuTitle, plainRoute } from '@/lib/activityRoutes'
import type { ActivityRow } from '@/lib/activity'

const DEVICE_ICONS: Record<string, LucideIcon> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet }

/** What happened: a sign-in or a page visit, with its icon. */
export function KindLabel({ kind }: { kind: ActivityRow['kind'] }) {
  const { t } = useTranslation()
  const Icon = kind === 'sign_in' ? LogIn : MousePointerClick
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${kind === 'sign_in' ? 'bg-success/12 text-heading' : 'bg-primary/10 text-primary-text'}`}>
      <Icon className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
      {t(`activity.kinds.${kind}`)}
    </span>
  )
}

/** The device, as the browser's User-Agent told it. */
export function DeviceLabel({ device }: { device: string }) {
  const { t } = useTranslation()
  const Icon = DEVICE_ICONS[device] ?? Monitor
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon className="size-4 text-muted" aria-hidden="true" />
      {t(`activity.devices.${device}`)}
    </span>
  )
}

/** The page visited: its name in the menu when it has one, and its address pattern. */
export function RouteLabel({ route }: { route: string }) {
  const { t } = useTranslation()
  const menu = usePage<SharedProps>().props.menu
  if (!route) return <span className="text-muted">—</span>
  const keys = menuTitle(route, menu)
  const title = keys?.map((k) => t(k)).join(' · ')
  return (
    <span className="flex min-w-0 flex-col">
      {title && <span className="truncate text-heading">{title}</span>}
      <span className={`truncate font-mono text-xs ${title ? 'text-muted' : 'text-text'}`} dir="ltr">
        {plainRoute(route)}
      </span>
    </span>
  )
}
