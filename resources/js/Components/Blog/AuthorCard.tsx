import Avatar from '@/Components/Avatar'
import RoleBadge from '@/Components/RoleBadge'
import { useTranslation } from '@/lib/i18n'
import type { BlogAuthor } from './types'

/** Who wrote the post: their picture, name and role in the cooperative. */
export default function AuthorCard({ author }: { author: BlogAuthor }) {
  const { t } = useTranslation()
  if (!author.id) return null
  return (
    <section aria-labelledby="blog-author" className="card flex items-center gap-4 p-5">
      <Avatar name={author.fullName} src={author.avatar} className="size-14" />
      <div className="grid gap-1">
        <h2 id="blog-author" className="text-xs font-medium tracking-wide text-muted uppercase">
          {t('blog.detail.author')}
        </h2>
        <p className="font-semibold text-heading">{author.fullName}</p>
        {author.role && <RoleBadge role={author.role} />}
      </div>
    </section>
  )
}
