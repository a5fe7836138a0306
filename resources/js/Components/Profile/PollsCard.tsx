import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { profileApi } from './api'
import { fieldProblem, problem } from './errors'
import FormButtons from './FormButtons'
import PollItem from './PollItem'
import { ProfileCard } from './SideCards'
import type { Poll } from './types'

export const MIN_OPTIONS = 2
export const MAX_OPTIONS = 6

/** The owner's "New poll" form: a question and 2 to 6 options. */
function NewPollForm({ onCreated, onCancel }: { onCreated: (poll: Poll) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [question, setQuestion] = useState('')
  const [options, setOptions] = useState(['', ''])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    setBusy(true)
    setErrors({})
    try {
      onCreated((await profileApi.createPoll(question, options)).poll)
      toast.success(t('profile.polls.created'))
    } catch (e) {
      const found = { question: fieldProblem(e, 'question'), options: fieldProblem(e, 'options') }
      const perOption = Object.fromEntries(options.map((_, i) => [`options.${i}`, fieldProblem(e, `options.${i}`) ?? fieldProblem(e, `options[${i}]`)]))
      const all = Object.fromEntries(Object.entries({ ...found, ...perOption }).filter(([, v]) => v)) as Record<string, string>
      setErrors(Object.keys(all).length ? all : { form: problem(e) })
    } finally {
      setBusy(false)
    }
  }

  const err = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} role="alert" className="form-error">
        {errors[name]}
      </p>
    )

  return (
    <form
      aria-label={t('profile.polls.new')}
      className="mb-4 grid gap-3 rounded-lg border border-line p-4"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <div>
        <label htmlFor={`${id}-question`} className="form-label">
          {t('profile.polls.question')}
        </label>
        <input id={`${id}-question`} value={question} onChange={(e) => setQuestion(e.target.value)} aria-invalid={errors.question ? true : undefined} className="form-input" />
        {err('question')}
      </div>
      <fieldset>
        <legend className="form-label">{t('profile.polls.options')}</legend>
        <div className="grid gap-2">
          {options.map((value, i) => (
            <div key={i}>
              <div className="flex items-center gap-2">
                <input
                  value={value}
                  aria-label={t('profile.polls.option', { n: i + 1 })}
                  aria-invalid={errors[`options.${i}`] ? true : undefined}
                  onChange={(e) => setOptions((all) => all.map((o, j) => (j === i ? e.target.value : o)))}
                  className="form-input"
                />
                {options.length > MIN_OPTIONS && (
                  <button type="button" onClick={() => setOptions((all) => all.filter((_, j) => j !== i))} aria-label={t('profile.polls.removeOption', { n: i + 1 })} className="btn-ghost shrink-0 p-2">
                    <X className="size-4" aria-hidden="true" />
                  </button>
                )}
              </div>
              {err(`options.${i}`)}
            </div>
          ))}
        </div>
        {err('options')}
        {options.length < MAX_OPTIONS && (
          <button type="button" onClick={() => setOptions((all) => [...all, ''])} className="btn-ghost mt-2 px-2.5 py-1.5">
            <Plus className="size-4" aria-hidden="true" />
            {t('profile.polls.addOption')}
          </button>
        )}
      </fieldset>
      {err('form')}
      <FormButtons busy={busy} submitLabel={t('profile.polls.create')} cancelLabel={t('profile.polls.cancel')} onCancel={onCancel} />
    </form>
  )
}

/** The person's polls; on one's own profile, "New poll". */
export default function PollsCard({ polls, own, onChange }: { polls: Poll[]; own: boolean; onChange: (polls: Poll[]) => void }) {
  const { t } = useTranslation()
  const [creating, setCreating] = useState(false)
  const action = own && !creating && (
    <button type="button" onClick={() => setCreating(true)} className="btn-ghost px-2.5 py-1.5">
      <Plus className="size-4" aria-hidden="true" />
      {t('profile.polls.new')}
    </button>
  )
  return (
    <ProfileCard title={t('profile.polls.title')} action={action || undefined}>
      {creating && (
        <NewPollForm
          onCancel={() => setCreating(false)}
          onCreated={(poll) => {
            onChange([poll, ...polls])
            setCreating(false)
          }}
        />
      )}
      {polls.length === 0 ? (
        !creating && <p className="text-sm text-muted">{own ? t('profile.polls.emptyOwn') : t('profile.polls.empty')}</p>
      ) : (
        <ul className="grid gap-4">
          {polls.map((p) => (
            <PollItem key={p.id} poll={p} onChange={(next) => onChange(polls.map((q) => (q.id === next.id ? next : q)))} />
          ))}
        </ul>
      )}
    </ProfileCard>
  )
}
