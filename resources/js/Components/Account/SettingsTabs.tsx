import { Bell, CreditCard, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import AddressTabs from '@/Components/Form/AddressTabs'
import { useTranslation } from '@/lib/i18n'
import { settingsPath } from './paths'
import type { SettingsTab } from './types'

export { tabIndex } from '@/Components/Form/AddressTabs'

const ICONS: Record<SettingsTab, LucideIcon> = { account: UserRound, security: ShieldCheck, notifications: Bell, billing: CreditCard }

interface SettingsTabsProps {
  tab: string
  /** The tabs shown, in order (billing only when there is something to bill). */
  tabs: readonly SettingsTab[]
  panels: Partial<Record<SettingsTab, ReactNode>>
}

/**
 * The settings page's tabs. The chosen one is in the address (?tab=), replaced
 * without a trip to the server; every panel stays mounted, so what was typed
 * in one survives a look at another.
 */
export default function SettingsTabs({ tab, tabs, panels }: SettingsTabsProps) {
  const { t } = useTranslation()
  return (
    <AddressTabs
      label={t('account.tabs.label')}
      tabs={tabs}
      tab={tab}
      icons={ICONS}
      nameOf={(key) => t(`account.tabs.${key}`)}
      pathOf={settingsPath}
      panels={panels}
      panelClassName="space-y-6 focus:outline-none"
    />
  )
}
