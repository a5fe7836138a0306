import { MessageSquare } from 'lucide-react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { notify } from '@/lib/toast'
import CommentsForm from './CommentsForm'
import CommentsHideDialog from './CommentsHideDialog'
import CommentsItem from './CommentsItem'
import { commentPaths, type BlogComment } from './CommentsTypes'

export type { BlogComment } from './CommentsTypes'

/**
 * The comments under a blog post, as the server lists them for the reader:
 * everyone who reads the post writes one, edits and deletes their own; the
 * moderators (the server says so in each comment's canModerate) hide, show
 * again and delete any. Every change goes through the server and comes back
 * with the page's props.
 */
export default function BlogComments({ postId, comments }: { postId: number; comments: BlogComment[] }) {
  const { t } = useTranslation()
  const [hiding, setHiding] = useState<BlogComment | null>(null)
  const failed = () => {
    void notify('error', t('blogComments.failed'))
    return false
  }
  const remover = useConfirmDelete((c: BlogComment) => commentPaths.one(c.id), { onHttpException: failed, onNetworkError: failed })
  const list = comments ?? []
  return (
    <section aria-labelledby="blog-comments-title" className="card p-5">
      <h2 id="blog-comments-title" className="mb-1 flex items-center gap-2 text-lg font-semibold text-heading">
        <MessageSquare className="size-5 text-primary" aria-hidden="true" />
        {t('blogComments.title')}
        <span className="text-sm font-normal text-muted">({tCount('blogComments.count', list.length)})</span>
      </h2>
      {list.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('blogComments.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {list.map((c) => (
            <CommentsItem key={c.id} comment={c} onDelete={remover.ask} onHide={setHiding} />
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-line pt-4">
        <CommentsForm method="post" url={commentPaths.add(postId)} submitLabel={t('blogComments.submit')} />
      </div>
      <CommentsHideDialog comment={hiding} onClose={() => setHiding(null)} />
      <ConfirmDialog
        open={remover.open}
        title={t('blogComments.deleteTitle')}
        body={t('blogComments.deleteBody')}
        confirmLabel={t('blogComments.delete')}
        cancelLabel={t('blogComments.cancel')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </section>
  )
}
