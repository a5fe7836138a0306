import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Head, router, usePage } from '@inertiajs/react'
import { BookOpen, BookPlus, Hourglass, PieChart, type LucideIcon } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { useNavigating } from '@/Components/DataTable'
import AnnulDialog from '@/Components/Coop/Parts/AnnulDialog'
import CapTableTab from '@/Components/Coop/Parts/CapTableTab'
import MovementDrawer from '@/Components/Coop/Parts/MovementDrawer'
import PartsStats from '@/Components/Coop/Parts/PartsStats'
import RegisterTab from '@/Components/Coop/Parts/RegisterTab'
import SubscriptionDrawer from '@/Components/Coop/Parts/SubscriptionDrawer'
import SubscriptionsTab from '@/Components/Coop/Parts/SubscriptionsTab'
import VerifyButton from '@/Components/Coop/Parts/VerifyButton'
import { changeParts, PARTS_PATH, partsQuery, partsState, reloadOnly, TABS, type Entry, type PartsFilter, type PartsProps, type Subscription, type Tab as TabKey } from '@/Components/Coop/Parts/types'
import { useAbility } from '@/lib/ability'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

const ICONS: Record<TabKey, LucideIcon> = { registre: BookOpen, capitalisation: PieChart, souscriptions: Hourglass }

/** A drawer's opening: whether it is open, and a new key each time so its form starts fresh. */
const opened = (s: { open: boolean; session: number }) => ({ open: true, session: s.session + 1 })

/**
 * /coop/parts: the register of parts (registre des mouvements de titres).
 * Three tabs, the chosen one in the address: the register's entries with
 * their filters, exports and annulations; the cap table as of a date; the
 * subscriptions waiting for their payment. "Vérifier le registre" checks the
 * chain of hashes; who manages shares records movements and opens
 * subscriptions. Every filter is in the address.
 */
export default function Parts({ entries, total, filter: raw, capTable, subscriptions, categories, kinds, chain }: PartsProps) {
  const { t, i18n } = useTranslation()
  const { url } = usePage()
  const canManage = useAbility().can('manage', 'Shares')
  const busy = useNavigating()
  const state = useMemo(() => partsState(raw, url), [raw, url])
  const [tab, setTab] = useState(() => Math.max(0, TABS.indexOf(state.tab as TabKey)))
  const [movement, setMovement] = useState({ open: false, session: 0 })
  const [subscribing, setSubscribing] = useState({ open: false, session: 0 })
  const [annulling, setAnnulling] = useState<Entry | null>(null)
  const [cancelling, setCancelling] = useState<Subscription | null>(null)

  const change = useCallback(
    (patch: Partial<PartsFilter>, replace = false) =>
      router.get(PARTS_PATH, partsQuery(changeParts(state, patch)), { only: reloadOnly(patch), preserveState: true, preserveScroll: true, replace }),
    [state],
  )
  const chooseTab = (i: number) => {
    setTab(i)
    const query = new URLSearchParams(partsQuery({ ...state, tab: TABS[i] ?? 'registre' })).toString()
    router.replace({ url: `${PARTS_PATH}${query ? `?${query}` : ''}`, preserveState: true, preserveScroll: true })
  }
  const recordButton = canManage ? (
    <button type="button" onClick={() => setMovement(opened)} className="btn-primary px-4">
      <BookPlus className="size-4" aria-hidden="true" />
      {t('coop.parts.movement.open')}
    </button>
  ) : undefined
  const cap = capTable ?? { asOf: '', number: 0, rows: [], total: 0, categories: [], capitalCents: 0, votingHolders: 0, page: 1, perPage: 25 }
  const counts: Record<TabKey, number | null> = { registre: total ?? 0, capitalisation: null, souscriptions: (subscriptions ?? []).length }

  return (
    <>
      <Head title={t('coop.parts.pageTitle')} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-semibold text-heading">{t('coop.parts.heading')}</h1>
            <p className="text-sm text-muted">{t('coop.parts.intro')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <VerifyButton />
            {recordButton}
          </div>
        </div>
        <PartsStats capTable={cap} chain={chain ?? { number: 0, hash: '' }} />
        <TabGroup selectedIndex={tab} onChange={chooseTab} className="min-w-0">
          <TabList aria-label={t('coop.parts.tabs.label')} className="mb-6 flex flex-wrap gap-2">
            {TABS.map((key) => {
              const Icon = ICONS[key]
              const count = counts[key]
              return (
                <Tab
                  key={key}
                  className="inline-flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm font-medium text-heading transition-colors hover:bg-primary/10 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary/40 data-selected:bg-primary-solid data-selected:text-on-primary data-selected:shadow-soft"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`coop.parts.tabs.${key}`)}
                  {count !== null && <span className="rounded-full border border-current px-1.5 text-xs tabular-nums">{formatNumber(count, i18n.language)}</span>}
                </Tab>
              )
            })}
          </TabList>
          <TabPanels className="min-w-0">
            <TabPanel className="min-w-0 focus:outline-none">
              <RegisterTab
                entries={entries ?? []}
                total={total ?? 0}
                filter={state}
                kinds={kinds ?? []}
                categories={categories ?? []}
                busy={busy}
                onChange={change}
                onAnnul={canManage ? setAnnulling : undefined}
                emptyAction={recordButton}
              />
            </TabPanel>
            <TabPanel className="min-w-0 focus:outline-none">
              <CapTableTab capTable={cap} filter={state} categories={categories ?? []} busy={busy} onChange={change} />
            </TabPanel>
            <TabPanel className="min-w-0 focus:outline-none">
              <SubscriptionsTab
                subscriptions={subscriptions ?? []}
                onOpen={canManage ? () => setSubscribing(opened) : undefined}
                onCancel={canManage ? setCancelling : undefined}
                cancelling={cancelling}
                onCancelled={() => setCancelling(null)}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
      {canManage && (
        <>
          <MovementDrawer open={movement.open} session={movement.session} categories={categories ?? []} onClose={() => setMovement((m) => ({ ...m, open: false }))} />
          <SubscriptionDrawer open={subscribing.open} session={subscribing.session} categories={categories ?? []} onClose={() => setSubscribing((s) => ({ ...s, open: false }))} />
          <AnnulDialog entry={annulling} onClose={() => setAnnulling(null)} />
        </>
      )}
    </>
  )
}
