import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { router } from '@inertiajs/react'
import { IdCard, Share2, UserRound, type LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { editPath } from './paths'
import { EDIT_TABS, type EditTab } from './types'

const ICONS: Record<EditTab, LucideIcon> = { account: UserRound, information: IdCard, social: Share2 }

export const tabIndex = (tab: string) => Math.max(0, (EDIT_TABS as readonly string[]).indexOf(tab))

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
  const [index, setIndex] = useState(() => tabIndex(tab))
  const choose = (i: number) => {
    setIndex(i)
    const next = EDIT_TABS[i] ?? 'account'
    router.replace({ url: editPath(userId, next), props: (props) => ({ ...props, tab: next }), preserveState: true, preserveScroll: true })
  }

  return (
    <TabGroup selectedIndex={index} onChange={choose}>
      <TabList aria-label={t('users.edit.tabs')} className="mb-6 flex flex-wrap gap-2">
        {EDIT_TABS.map((key) => {
          const Icon = ICONS[key]
          return (
            <Tab
              key={key}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm font-medium text-heading transition-colors hover:bg-primary/10 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary/40 data-selected:bg-primary-solid data-selected:text-on-primary data-selected:shadow-soft"
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`users.edit.tab.${key}`)}
            </Tab>
          )
        })}
      </TabList>
      <TabPanels className="card p-5 sm:p-6">
        {EDIT_TABS.map((key) => (
          <TabPanel key={key} unmount={false} className="focus:outline-none">
            {panels[key]}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
