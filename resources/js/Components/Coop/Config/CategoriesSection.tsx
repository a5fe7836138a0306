import { Layers, Plus } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import CategoryRow from './CategoryRow'
import { rowKey, type CategoryDraft } from './convert'
import Section from './Section'
import type { ConfigForm } from './useConfigForm'

interface CategoriesSectionProps {
  form: ConfigForm
  /** Codes of the categories whose parts are in the register. */
  used: string[]
  max: number
}

/** Catégories de parts: one editable row per category; one of them is the members'. */
export default function CategoriesSection({ form, used, max }: CategoriesSectionProps) {
  const { t } = useTranslation()
  const rows = form.data.categories
  const setRows = (change: (rows: CategoryDraft[]) => CategoryDraft[], ...fields: string[]) =>
    form.update((d) => ({ ...d, categories: change(d.categories) }), 'categories', ...fields)
  const add = () =>
    setRows((list) => [...list, { key: rowKey(), code: '', label: '', nominal: '', min: '0', max: '0', voting: false, members: list.length === 0 }])
  const columns = ['code', 'label', 'nominal', 'min', 'max', 'voting', 'members'] as const
  return (
    <Section id="categories" icon={Layers} title={t('coop.config.sections.categories')} intro={t('coop.config.categories.intro')}>
      <div className="-mx-5 overflow-x-auto px-5 sm:-mx-6 sm:px-6">
        <table className="w-full min-w-[52rem] text-sm">
          <thead>
            <tr className="text-start text-xs tracking-wide text-muted uppercase">
              {columns.map((c) => (
                <th key={c} scope="col" className="px-1.5 pb-2 text-start font-medium">
                  {t(`coop.config.categories.${c}`)}
                </th>
              ))}
              <th scope="col" className="pb-2">
                <span className="sr-only">{t('coop.config.categories.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <CategoryRow
                key={row.key}
                row={row}
                index={i}
                used={used.includes(row.code) && form.data.categories.filter((c) => c.code === row.code).length === 1}
                errors={form.errors}
                onChange={(next, field) => setRows((list) => list.map((r, j) => (j === i ? next : r)), `categories.${i}.${field}`)}
                onMembers={() => setRows((list) => list.map((r, j) => ({ ...r, members: j === i })))}
                onRemove={() => setRows((list) => list.filter((_, j) => j !== i))}
              />
            ))}
          </tbody>
        </table>
      </div>
      {form.errors.categories && (
        <p className="form-error" role="alert">
          {serverText(form.errors.categories)}
        </p>
      )}
      <button type="button" className="btn-outline mt-4 px-3 py-1.5 text-sm" disabled={rows.length >= max} onClick={add}>
        <Plus className="size-4" aria-hidden="true" />
        {t('coop.config.categories.add')}
      </button>
      {rows.length >= max && <p className="mt-1 text-xs text-muted">{t('coop.config.categories.atMost', { max })}</p>}
    </Section>
  )
}
