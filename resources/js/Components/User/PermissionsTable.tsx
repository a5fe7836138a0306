import { ShieldCheck } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { roleLabel } from './labels'
import type { Rule } from '@/lib/types'

const cell = 'px-5 py-3 text-start'

/** The rules of the user's role (CASL's {action, subject}), in words and as written. */
export default function PermissionsTable({ permissions, role }: { permissions: Rule[]; role: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="user-permissions" className="card overflow-hidden">
      <div className="px-5 pt-5 pb-3 sm:px-6">
        <h2 id="user-permissions" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('users.view.permissions')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('users.view.permissionsHint', { role: roleLabel(role) })}</p>
      </div>
      {permissions.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-muted sm:px-6">{t('users.view.noPermissions')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-y border-line bg-surface-alt/60 text-xs tracking-wide text-heading uppercase">
              <tr>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('users.permissions.subject')}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('users.permissions.action')}
                </th>
              </tr>
            </thead>
            <tbody>
              {permissions.map((rule, i) => (
                <tr key={`${rule.action}:${rule.subject}:${i}`} className="border-b border-line last:border-b-0">
                  <th scope="row" className={`${cell} font-medium text-heading`}>
                    {t(`users.permissions.subjects.${rule.subject}`, { defaultValue: rule.subject })}
                  </th>
                  <td className={cell}>
                    <span className="me-2">{t(`users.permissions.actions.${rule.action}`, { defaultValue: rule.action })}</span>
                    <code className="rounded-md bg-primary/12 px-1.5 py-0.5 font-mono text-xs text-primary-text">{rule.action}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
