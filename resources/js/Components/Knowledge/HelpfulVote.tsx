import { router } from '@inertiajs/react'
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { useState } from 'react'
import { refusedWith } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import { kbPaths, type KbArticle } from './types'

/** "Was this helpful? Yes / No" with the counts; one answer per reader, which they may change. */
export default function HelpfulVote({ article }: { article: KbArticle }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const vote = (helpful: boolean) => {
    if (busy) return
    router.post(
      kbPaths.vote(article.id),
      { helpful },
      {
        preserveScroll: true,
        ...refusedWith('knowledge.voteFailed'),
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      },
    )
  }
  const button = (helpful: boolean) => {
    const mine = article.myVote === helpful
    const Icon = helpful ? ThumbsUp : ThumbsDown
    const count = helpful ? article.helpful : article.notHelpful
    return (
      <button
        type="button"
        onClick={() => vote(helpful)}
        disabled={busy}
        aria-pressed={mine}
        className={mine ? 'btn-primary' : 'btn-outline'}
        data-testid={helpful ? 'kb-vote-yes' : 'kb-vote-no'}
      >
        <Icon className="size-4" aria-hidden="true" />
        {helpful ? t('knowledge.yes') : t('knowledge.no')}
        <span className="ms-1 rounded-full bg-surface-alt px-2 text-xs text-text" data-testid={helpful ? 'kb-count-yes' : 'kb-count-no'}>
          {count}
        </span>
      </button>
    )
  }
  return (
    <section aria-labelledby="kb-helpful" className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
      <h2 id="kb-helpful" className="me-2 font-semibold">
        {t('knowledge.wasHelpful')}
      </h2>
      {button(true)}
      {button(false)}
      {article.myVote !== null && <p className="w-full text-sm text-muted">{t('knowledge.thanks')}</p>}
    </section>
  )
}
