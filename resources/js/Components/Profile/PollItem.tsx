import { Check, LoaderCircle, Lock } from 'lucide-react'
import { useId, useState } from 'react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { profileApi } from './api'
import { problem } from './errors'
import type { Poll } from './types'

/** Results are shown once the reader voted, or when the poll is closed. */
export const showsResults = (poll: Poll) => poll.closed || poll.myVote !== null

/** The share of votes of one option, 0 to 100 (whole numbers). */
export const percent = (votes: number | null, total: number) => (total > 0 && votes ? Math.round((votes / total) * 100) : 0)

/** One poll: its options to vote on (radio + Vote), or its results as bars; the owner closes it. */
export default function PollItem({ poll, onChange }: { poll: Poll; onChange: (poll: Poll) => void }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [choice, setChoice] = useState<number | null>(null)
  const [busy, setBusy] = useState<'vote' | 'close' | null>(null)
  const [error, setError] = useState('')

  const act = async (kind: 'vote' | 'close') => {
    setBusy(kind)
    setError('')
    try {
      onChange((kind === 'vote' && choice !== null ? await profileApi.vote(poll.id, choice) : await profileApi.closePoll(poll.id)).poll)
    } catch (e) {
      setError(problem(e))
    } finally {
      setBusy(null)
    }
  }

  const results = showsResults(poll)
  return (
    <li id={`poll-${poll.id}`} className="scroll-mt-24 rounded-lg border border-line p-4" data-testid="poll">
      <div className="mb-3 flex items-start justify-between gap-2">
        <h3 id={`${id}-q`} className="text-[0.9375rem] font-semibold text-heading">
          <bdi>{poll.question}</bdi>
        </h3>
        {poll.closed && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-alt px-2 py-0.5 text-xs font-medium text-muted">
            <Lock className="size-3" aria-hidden="true" />
            {t('profile.polls.closed')}
          </span>
        )}
      </div>
      {results ? (
        <ul aria-labelledby={`${id}-q`} className="grid gap-3">
          {poll.options.map((o) => {
            const pct = percent(o.votes, poll.total)
            const mine = o.id === poll.myVote
            return (
              <li key={o.id}>
                <div className="mb-1 flex items-center justify-between gap-2 text-sm">
                  <span dir="auto" className={`inline-flex items-center gap-1.5 ${mine ? 'font-semibold text-heading' : ''}`}>
                    {mine && <Check className="size-4 text-primary" aria-label={t('profile.polls.myVote')} />}
                    {o.label}
                  </span>
                  <span className="shrink-0 text-muted tabular-nums">{formatNumber(pct / 100, i18n.language, { style: 'percent' })}</span>
                </div>
                <div role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={o.label} className="h-2 overflow-hidden rounded-full bg-primary/12">
                  <div className={`h-full rounded-full ${mine ? 'bg-primary-solid' : 'bg-primary/60'}`} style={{ inlineSize: `${pct}%` }} />
                </div>
              </li>
            )
          })}
        </ul>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (choice !== null) void act('vote')
          }}
        >
          <fieldset aria-labelledby={`${id}-q`}>
            <div className="grid gap-2">
              {poll.options.map((o) => (
                <label key={o.id} className="flex cursor-pointer items-center gap-2.5 rounded-md border border-line px-3 py-2 text-sm hover:bg-primary/5 has-checked:border-primary has-checked:bg-primary/8">
                  <input type="radio" name={`${id}-vote`} value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} className="form-check rounded-full" />
                  <span dir="auto">{o.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" disabled={choice === null || busy !== null} className="btn-primary mt-3 px-4 py-2">
            {busy === 'vote' && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {t('profile.polls.vote')}
          </button>
        </form>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">{tCount('profile.polls.total', poll.total)}</p>
        {poll.canClose && !poll.closed && (
          <button type="button" onClick={() => void act('close')} disabled={busy !== null} className="btn-ghost px-2.5 py-1 text-xs">
            {busy === 'close' ? <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> : <Lock className="size-3.5" aria-hidden="true" />}
            {t('profile.polls.close')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </li>
  )
}
