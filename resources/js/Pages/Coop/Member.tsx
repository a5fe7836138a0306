import { Head, Link } from '@inertiajs/react'
import { ArrowLeft, Download, IdCard } from 'lucide-react'
import { useState } from 'react'
import ActionButtons from '@/Components/Coop/Members/ActionButtons'
import Details from '@/Components/Coop/Members/Details'
import HistoryTab from '@/Components/Coop/HistoryTab'
import Lifecycle from '@/Components/Coop/Members/Lifecycle'
import StatusBadge from '@/Components/Coop/Members/StatusBadge'
import TransitionDrawer, { type Asked } from '@/Components/Coop/Members/TransitionDrawer'
import { MEMBERS_PATH, type MemberPageProps } from '@/Components/Coop/Members/types'
import LinkNotice from '@/Components/User/LinkNotice'
import { useTranslation } from '@/lib/i18n'

/**
 * /coop/membres/{id}: one membership — its facts, where it stands in the
 * lifecycle, the next steps its status allows (for who manages members), the
 * membership card once admitted, and its history from the audit log. The
 * person's identity and documents are on the tiers page.
 */
export default function Member({ member, history, actions, canManage, hasCard, options }: MemberPageProps) {
  const { t, i18n } = useTranslation()
  const [asked, setAsked] = useState<{ asked: Asked | null; session: number }>({ asked: null, session: 0 })
  const { tiers, membership } = member
  return (
    <>
      <Head title={`${tiers.name} · ${t('coop.members.pageTitle')}`} />
      <div className="grid gap-6">
        {/* An admission's invitation link, to hand over when no mail could take it. */}
        <LinkNotice />
        <Link href={MEMBERS_PATH} className="inline-flex w-fit items-center gap-1 text-sm text-primary-text hover:underline">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('coop.members.page.back')}
        </Link>
        <header className="card flex flex-wrap items-center gap-4 p-5">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-semibold text-heading" dir="auto">
              {tiers.name}
            </h1>
            <p className="truncate text-sm text-muted" dir="ltr">
              {tiers.email}
            </p>
          </div>
          <StatusBadge status={membership.status} />
          <div className="flex flex-wrap gap-2">
            <Link href={`/coop/tiers/${tiers.id}`} className="btn-outline px-4">
              <IdCard className="size-4" aria-hidden="true" />
              {t('coop.members.actions.tiersPage')}
            </Link>
            {hasCard && (
              <a href={`${MEMBERS_PATH}/${tiers.id}/card.pdf?lng=${i18n.language}`} download className="btn-outline px-4">
                <Download className="size-4" aria-hidden="true" />
                {t('coop.members.actions.card')}
              </a>
            )}
          </div>
        </header>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-6">
            <section aria-labelledby="member-lifecycle" className="card grid gap-4 p-5">
              <h2 id="member-lifecycle" className="text-lg font-semibold text-heading">
                {t('coop.members.page.lifecycle')}
              </h2>
              <Lifecycle status={membership.status} />
              {canManage && (
                <div className="grid gap-2 border-t border-line pt-4">
                  <h3 className="text-sm font-semibold text-heading">{t('coop.members.page.actionsTitle')}</h3>
                  {actions.length > 0 ? (
                    <ActionButtons member={member} actions={actions} onAsk={(action) => setAsked((s) => ({ asked: { member, action }, session: s.session + 1 }))} />
                  ) : (
                    <p className="text-sm text-muted">{t('coop.members.page.noActions')}</p>
                  )}
                </div>
              )}
            </section>
            <section aria-labelledby="member-details" className="card grid gap-4 p-5">
              <h2 id="member-details" className="text-lg font-semibold text-heading">
                {t('coop.members.page.details')}
              </h2>
              <Details membership={membership} />
            </section>
          </div>
          <HistoryTab entries={history ?? []} />
        </div>
      </div>
      {canManage && <TransitionDrawer asked={asked.asked} session={asked.session} exitKinds={options?.exitKinds ?? []} onClose={() => setAsked((s) => ({ ...s, asked: null }))} />}
    </>
  )
}
