import { Clock, Languages, Mail, Pencil, Phone } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { profileApi } from './api'
import { fieldProblem, problem } from './errors'
import FormButtons from './FormButtons'
import type { About } from './types'

/** A language's name in the reader's language when value is a code ("fr" → "français"), else value. */
function languageName(value: string, lang: string): string {
  if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(value)) return value
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(value) ?? value
  } catch {
    return value
  }
}

/** "About": the person's own words (the owner edits them in place) and how to reach them. */
export default function AboutCard({ about, canEdit, onChange }: { about: About; canEdit: boolean; onChange: (about: About) => void }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(about.text)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const save = async () => {
    setBusy(true)
    setError('')
    try {
      onChange((await profileApi.saveAbout(draft)).about)
      setEditing(false)
      toast.success(t('profile.about.saved'))
    } catch (e) {
      setError(fieldProblem(e, 'about') ?? problem(e))
    } finally {
      setBusy(false)
    }
  }
  const cancel = () => {
    setDraft(about.text)
    setError('')
    setEditing(false)
  }

  const contacts = [
    about.email && { icon: Mail, label: t('profile.about.email'), value: <a href={`mailto:${about.email}`} className="link break-all" dir="ltr">{about.email}</a> },
    about.phone && { icon: Phone, label: t('profile.about.phone'), value: <a href={`tel:${about.phone.replace(/\s+/g, '')}`} className="link" dir="ltr">{about.phone}</a> },
    about.languages.length > 0 && { icon: Languages, label: t('profile.about.languages'), value: about.languages.map((l) => languageName(l, i18n.language)).join(', ') },
    about.timeZone && { icon: Clock, label: t('profile.about.timeZone'), value: <span dir="ltr">{about.timeZone}</span> },
  ].filter(Boolean) as { icon: typeof Mail; label: string; value: ReactNode }[]

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xs font-medium tracking-wide text-muted uppercase">
          {t('profile.about.title')}
        </h2>
        {canEdit && !editing && (
          <button type="button" onClick={() => { setDraft(about.text); setEditing(true) }} className="btn-ghost px-2.5 py-1.5">
            <Pencil className="size-4" aria-hidden="true" />
            {t('profile.about.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('profile.about.label')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={5}
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="form-input resize-y"
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="form-error">
              {error}
            </p>
          )}
          <FormButtons busy={busy} submitLabel={t('profile.about.save')} cancelLabel={t('profile.about.cancel')} onCancel={cancel} className="mt-3" />
        </form>
      ) : about.text ? (
        <p dir="auto" className="text-[0.9375rem] whitespace-pre-line text-text">
          {about.text}
        </p>
      ) : (
        <p className="text-sm text-muted">{canEdit ? t('profile.about.emptyOwn') : t('profile.about.empty')}</p>
      )}
      {contacts.length > 0 && (
        <>
          <h3 className="mt-5 mb-3 text-xs font-medium tracking-wide text-muted uppercase">{t('profile.about.contacts')}</h3>
          <dl className="space-y-2.5 text-sm">
            {contacts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                <dt className="shrink-0 font-medium text-heading">{t('profile.about.term', { label })}</dt>
                <dd className="min-w-0">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  )
}
