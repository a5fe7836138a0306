import { IdCard, Share2, UserRound, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import AddressTabs, { tabIndex as indexAmong } from '@/Components/Form/AddressTabs'
import { useTranslation } from '@/lib/i18n'
import { editPath } from './paths'
import { EDIT_TABS, type EditTab } from './types'

const ICONS: Record<EditTab, LucideIcon> = { account: UserRound, information: IdCard, social: Share2 }

export const tabIndex = (tab: string) => indexAmong(EDIT_TABS, tab)

interface EditTabsProps {
  userId: number
  tab: string
  panels: Record<EditTab, ReactNode>
}

/**
 * The edit page's tabs. The chosen one is in the address (?tab=), replaced
 * without a trip to the server; every panel stays mounted, so what was typed
 * in one survives a look at another.
 */
export default function EditTabs({ userId, tab, panels }: EditTabsProps) {
  const { t } = useTranslation()
  return (
    <AddressTabs
      label={t('users.edit.tabs')}
      tabs={EDIT_TABS}
      tab={tab}
      icons={ICONS}
      nameOf={(key) => t(`users.edit.tab.${key}`)}
      pathOf={(key) => editPath(userId, key)}
      panels={panels}
      panelsClassName="card p-5 sm:p-6"
      panelClassName="focus:outline-none"
    />
  )
}
