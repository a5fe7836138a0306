import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { AuditEntry } from './audit'

/** Who made an entry, when and from which address: the line under its title. */
export default function AuditMeta({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation()
  return (
    <p className="mt-0.5 text-xs text-muted">
      <span>{t('coop.audit.by', { name: entry.actorName || t('coop.audit.system') })}</span>
      {' · '}
      <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
      {entry.ip && (
        <>
          {' · '}
          <span>{t('coop.audit.from', { ip: entry.ip })}</span>
        </>
      )}
    </p>
  )
}
