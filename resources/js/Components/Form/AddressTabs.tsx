import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { router } from '@inertiajs/react'
import type { LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'

/** The index of tab among tabs (the first when it is not one of them). */
export const tabIndex = (tabs: readonly string[], tab: string) => Math.max(0, tabs.indexOf(tab))

interface AddressTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string
  /** The tabs shown, in order. */
  tabs: readonly K[]
  /** The chosen tab, as in the address. */
  tab: string
  icons: Record<K, LucideIcon>
  /** A tab's name. */
  nameOf: (key: K) => string
  /** The page's address with that tab chosen. */
  pathOf: (key: K) => string
  panels: Partial<Record<K, ReactNode>>
  /** Classes of the panels' box, and of each panel. */
  panelsClassName?: string
  panelClassName: string
}

/**
 * A page's tabs whose chosen one is in the address (?tab=), replaced without a
 * trip to the server; every panel stays mounted, so what was typed in one
 * survives a look at another.
 */
export default function AddressTabs<K extends string>({ label, tabs, tab, icons, nameOf, pathOf, panels, panelsClassName, panelClassName }: AddressTabsProps<K>) {
  const [index, setIndex] = useState(() => tabIndex(tabs, tab))
  const choose = (i: number) => {
    setIndex(i)
    const next = tabs[i] ?? tabs[0]
    router.replace({ url: pathOf(next), props: (props) => ({ ...props, tab: next }), preserveState: true, preserveScroll: true })
  }

  return (
    <TabGroup selectedIndex={index} onChange={choose}>
      <TabList aria-label={label} className="mb-6 flex flex-wrap gap-2">
        {tabs.map((key) => {
          const Icon: LucideIcon = icons[key]
          return (
            <Tab
              key={key}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm font-medium text-heading transition-colors hover:bg-primary/10 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary/40 data-selected:bg-primary-solid data-selected:text-on-primary data-selected:shadow-soft"
            >
              <Icon className="size-4" aria-hidden="true" />
              {nameOf(key)}
            </Tab>
          )
        })}
      </TabList>
      <TabPanels className={panelsClassName}>
        {tabs.map((key) => (
          <TabPanel key={key} unmount={false} className={panelClassName}>
            {panels[key]}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
