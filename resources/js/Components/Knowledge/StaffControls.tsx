import { Link, router } from '@inertiajs/react'
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { refusedWith } from '@/Components/Form/form'
import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import { useTranslation } from '@/lib/i18n'
import { kbPaths, type KbArticle } from './types'

/** Staff's Edit, Publish or Unpublish, and Delete of an article. */
export default function StaffControls({ article }: { article: KbArticle }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const refused = refusedWith('knowledge.actionFailed')
  const del = useConfirmDelete((a: KbArticle) => kbPaths.articleWrite(a.id), refused)
  const publish = (on: boolean) =>
    router.post(kbPaths.publish(article.id, on), {}, { preserveScroll: true, ...refused, onStart: () => setBusy(true), onFinish: () => setBusy(false) })
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href={kbPaths.edit(article.id)} className="btn-outline">
        <Pencil className="size-4" aria-hidden="true" />
        {t('knowledge.edit')}
      </Link>
      {article.published ? (
        <button type="button" className="btn-outline" disabled={busy} onClick={() => publish(false)}>
          <EyeOff className="size-4" aria-hidden="true" />
          {t('knowledge.unpublish')}
        </button>
      ) : (
        <button type="button" className="btn-primary" disabled={busy} onClick={() => publish(true)}>
          <Eye className="size-4" aria-hidden="true" />
          {t('knowledge.publish')}
        </button>
      )}
      <button type="button" className="btn-outline" onClick={() => del.ask(article)}>
        <Trash2 className="size-4 text-danger" aria-hidden="true" />
        {t('knowledge.delete')}
      </button>
      <ConfirmDialog
        open={del.open}
        busy={del.busy}
        title={t('knowledge.deleteTitle')}
        body={t('knowledge.deleteBody', { title: article.title })}
        confirmLabel={t('knowledge.delete')}
        cancelLabel={t('knowledge.cancel')}
        onConfirm={del.confirm}
        onClose={del.close}
      />
    </div>
  )
}
