import { Head } from '@inertiajs/react'
import { LoaderCircle, Save } from 'lucide-react'
import AccessRules from '@/Components/Coop/Config/AccessRules'
import AnalyticsSection from '@/Components/Coop/Config/AnalyticsSection'
import CategoriesSection from '@/Components/Coop/Config/CategoriesSection'
import IdentitySection from '@/Components/Coop/Config/IdentitySection'
import MoneyRules from '@/Components/Coop/Config/MoneyRules'
import type { ConfigurationProps } from '@/Components/Coop/Config/types'
import { useConfigForm } from '@/Components/Coop/Config/useConfigForm'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/** The sections, in the order of the page, for its menu of anchors. */
const SECTIONS = ['identity', 'categories', 'approvals', 'interest', 'access', 'documents', 'mail', 'analytics'] as const

/**
 * /coop/configuration (admins): the cooperative's identity and logo, its
 * categories of parts, the four-eyes threshold, the cap on interest, whether
 * registration and /rejoindre are open, the documents admission needs and the
 * sender of its mail, how long activity is kept and the revenue goal — one
 * form, one Save; every change goes to the audit log.
 */
export default function Configuration({ settings, usedCategories, options }: ConfigurationProps) {
  const { t, i18n } = useTranslation()
  const form = useConfigForm(settings)
  const saveButton = (
    <button type="submit" className="btn-primary" disabled={form.processing}>
      {form.processing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
      {t('coop.config.save')}
    </button>
  )
  return (
    <>
      <Head title={t('coop.config.pageTitle')} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.save()
        }}
      >
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-xl font-semibold text-heading">{t('coop.config.heading')}</h1>
            <p className="mt-1 text-sm text-muted">{t('coop.config.intro')}</p>
            <p className="mt-1 text-xs text-muted" data-testid="config-saved">
              {settings.updatedAt
                ? t('coop.config.savedBy', { name: settings.updatedBy || t('coop.audit.system'), at: formatDateTime(settings.updatedAt, i18n.language) })
                : t('coop.config.neverSaved')}
            </p>
          </div>
          {saveButton}
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
          <nav aria-label={t('coop.config.sectionsNav')} className="card sticky top-24 hidden p-2 lg:block">
            <ul>
              {SECTIONS.map((s) => (
                <li key={s}>
                  <a href={`#${s}`} className="block rounded-md px-3 py-2 text-sm text-text hover:bg-primary/10 hover:text-primary-text">
                    {t(`coop.config.sections.${s}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid min-w-0 gap-6">
            <IdentitySection form={form} hasLogo={settings.identity.hasLogo} logoVersion={settings.updatedAt ?? ''} maxName={options.maxName} maxLogoMB={options.maxLogoMB} />
            <CategoriesSection form={form} used={usedCategories} max={options.maxCategories} />
            <MoneyRules form={form} maxCapBp={options.maxInterestCapBasisPoints} />
            <AccessRules form={form} documentKinds={options.documentKinds} />
            <AnalyticsSection form={form} minDays={options.minRetentionDays} maxDays={options.maxRetentionDays} />
            <div className="flex justify-end">{saveButton}</div>
          </div>
        </div>
      </form>
    </>
  )
}
