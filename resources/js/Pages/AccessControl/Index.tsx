import { Head, usePage } from '@inertiajs/react'
import { Crown, ShieldCheck } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { Can } from '@/lib/ability'

export default function AccessControlIndex() {
  const { t } = useTranslation()
  const { auth } = usePage().props
  const abilities = auth?.abilities ?? []

  return (
    <>
      <Head title={t('acl.pageTitle')} />
      <div className="grid gap-6">
        <header>
          <h1 className="mb-1 text-2xl font-semibold">{t('acl.title')}</h1>
          <p className="text-[0.9375rem] text-muted">{t('acl.subtitle')}</p>
        </header>

        <Can I="manage" a="all">
          <section className="card flex items-start gap-4 border-s-4 border-primary p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary-text">
              <Crown className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="mb-1 text-lg font-semibold">{t('acl.adminTitle')}</h2>
              <p className="text-sm text-text">{t('acl.adminBody')}</p>
            </div>
          </section>
        </Can>

        <section className="card overflow-hidden">
          <div className="flex items-center gap-2 border-b border-line px-5 py-4">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t('acl.tableTitle')}</h2>
          </div>
          {abilities.length === 0 ? (
            <p className="px-5 py-6 text-sm text-muted">{t('acl.none')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead className="bg-surface-alt text-xs tracking-wide text-heading uppercase">
                  <tr>
                    <th scope="col" className="px-5 py-3 text-start font-semibold">
                      {t('acl.action')}
                    </th>
                    <th scope="col" className="px-5 py-3 text-start font-semibold">
                      {t('acl.subject')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {abilities.map((rule, i) => (
                    <tr key={`${rule.action}:${rule.subject}:${i}`} className="border-t border-line">
                      <td className="px-5 py-3">
                        <span className="rounded-md bg-primary/15 px-2 py-0.5 font-mono text-xs font-medium text-primary-text">{rule.action}</span>
                      </td>
                      <td className="px-5 py-3 font-medium text-heading">{rule.subject}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  )
}
