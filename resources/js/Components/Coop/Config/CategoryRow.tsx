import { Lock, Trash2 } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import type { CategoryDraft } from './convert'
import SwitchRow from './SwitchRow'

interface CategoryRowProps {
  row: CategoryDraft
  index: number
  /** Its parts are in the register: its code and nominal value stay, it cannot be removed. */
  used: boolean
  errors: Record<string, string | undefined>
  onChange: (row: CategoryDraft, field: string) => void
  onMembers: () => void
  onRemove: () => void
}

/** One category of parts in the table: code, label, nominal value in euros, parts per holder, vote, members'. */
export default function CategoryRow({ row, index, used, errors, onChange, onMembers, onRemove }: CategoryRowProps) {
  const { t } = useTranslation()
  const name = (field: string) => t(`coop.config.categories.${field}`)
  const error = (field: string) => errors[`categories.${index}.${field}`]
  const text = (field: 'code' | 'label' | 'nominal' | 'min' | 'max', server: string) => ({
    label: `${name(field)} (${index + 1})`,
    hideLabel: true,
    value: row[field],
    error: error(server),
    onChange: (v: string) => onChange({ ...row, [field]: field === 'code' ? v.toUpperCase() : v }, server),
  })
  return (
    <tr className="border-t border-line align-top">
      <td className="w-20 px-1.5 py-2">
        <Field {...text('code', 'code')} maxLength={3} dir="ltr" readOnly={used} />
      </td>
      <td className="px-1.5 py-2">
        <Field {...text('label', 'label')} />
      </td>
      <td className="w-32 px-1.5 py-2">
        <Field {...text('nominal', 'nominalCents')} inputMode="decimal" dir="ltr" readOnly={used} hint={used ? t('coop.config.categories.inRegister') : '€'} />
      </td>
      <td className="w-24 px-1.5 py-2">
        <Field {...text('min', 'minPerHolder')} inputMode="numeric" dir="ltr" />
      </td>
      <td className="w-24 px-1.5 py-2">
        <Field {...text('max', 'maxPerHolder')} inputMode="numeric" dir="ltr" hint={t('coop.config.categories.noMax')} />
      </td>
      <td className="px-1.5 py-3">
        <SwitchRow hideLabel label={`${name('voting')} (${row.code || index + 1})`} checked={row.voting} onChange={(v) => onChange({ ...row, voting: v }, 'voting')} />
      </td>
      <td className="px-1.5 py-3">
        <input
          type="radio"
          name="membersCategory"
          className="form-check mt-1"
          aria-label={`${name('members')} (${row.code || index + 1})`}
          checked={row.members}
          onChange={onMembers}
        />
      </td>
      <td className="py-2 text-end">
        {used ? (
          <span className="inline-flex p-2 text-muted" title={t('coop.config.categories.inRegister')}>
            <Lock className="size-4" aria-label={t('coop.config.categories.inRegister')} />
          </span>
        ) : (
          <button type="button" className="btn-ghost p-2 text-danger" aria-label={t('coop.config.categories.remove', { code: row.code || index + 1 })} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </td>
    </tr>
  )
}
