import { useTranslation } from '@/lib/i18n'
import { TAG_TONE } from './util'
import type { Tag } from './types'

/** A task's tags as pills with their colour's dot (a tinted text would not be readable on every skin). */
export default function TagPills({ tags }: { tags: readonly Tag[] }) {
  const { t } = useTranslation()
  return (
    <>
      {tags.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1.5 rounded-full bg-surface-alt px-2.5 py-0.5 text-xs font-medium text-heading">
          <span aria-hidden="true" className={`size-2 rounded-full ${TAG_TONE[tag]}`} />
          {t(`todo.tags.${tag}`)}
        </span>
      ))}
    </>
  )
}
