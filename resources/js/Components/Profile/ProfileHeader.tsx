import { Building2, CalendarDays, Camera, LoaderCircle, MapPin, RotateCcw } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import Avatar from '@/Components/Avatar'
import RoleBadge from '@/Components/RoleBadge'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { profileApi } from './api'
import { fieldProblem, imageProblem, IMAGE_TYPES, problem } from './errors'
import type { ProfileHeader as Header } from './types'

interface ProfileHeaderProps {
  header: Header
  onChange: (header: Header) => void
  /** The tab nav under the header. */
  tabs: ReactNode
}

/** The owner's cover buttons: Change (uploads at once, with a preview meanwhile) and Reset. */
function CoverControls({ header, onChange, onPreview }: { header: Header; onChange: (h: Header) => void; onPreview: (url: string | null) => void }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'upload' | 'reset' | null>(null)
  const [error, setError] = useState('')

  const upload = async (file: File) => {
    const bad = imageProblem(file)
    if (bad) return setError(t(`profile.composer.${bad}`))
    setError('')
    const url = URL.createObjectURL(file)
    onPreview(url)
    setBusy('upload')
    try {
      onChange((await profileApi.setCover(file)).header)
      toast.success(t('profile.cover.saved'))
    } catch (e) {
      setError(fieldProblem(e, 'cover') ?? problem(e))
    } finally {
      setBusy(null)
      onPreview(null)
      URL.revokeObjectURL(url)
    }
  }
  const reset = async () => {
    setError('')
    setBusy('reset')
    try {
      onChange((await profileApi.resetCover()).header)
    } catch (e) {
      setError(problem(e))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="absolute end-3 top-3 flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => input.current?.click()} disabled={busy !== null} title={t('profile.cover.change')} className="btn bg-surface/90 px-2.5 py-1.5 text-heading shadow-soft hover:bg-surface sm:px-3">
          {busy === 'upload' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Camera className="size-4" aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{t('profile.cover.change')}</span>
        </button>
        {header.cover && (
          <button type="button" onClick={reset} disabled={busy !== null} title={t('profile.cover.reset')} className="btn bg-surface/90 px-2.5 py-1.5 text-heading shadow-soft hover:bg-surface sm:px-3">
            {busy === 'reset' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <RotateCcw className="size-4" aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{t('profile.cover.reset')}</span>
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          aria-label={t('profile.cover.file')}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file)
          }}
        />
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-surface px-3 py-1.5 text-[0.8125rem] text-danger shadow-soft">
          {error}
        </p>
      )}
    </div>
  )
}

/** The top of a profile: cover, picture, name, role, where they are, since when; the tabs underneath. */
export default function ProfileHeader({ header, onChange, tabs }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation()
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => setPreview(null), [header.cover])
  const cover = preview ?? header.cover
  const joined = formatDate(header.joinedAt, i18n.language, { month: 'long', year: 'numeric' })
  const facts = [
    header.location && { icon: MapPin, text: header.location, label: t('profile.header.location') },
    header.organisation && { icon: Building2, text: header.organisation, label: t('profile.header.organisation') },
    joined && { icon: CalendarDays, text: t('profile.header.joined', { date: joined }), label: '' },
  ].filter(Boolean) as { icon: typeof MapPin; text: string; label: string }[]

  return (
    <section aria-labelledby="profile-name" className="card overflow-hidden">
      <div className="relative h-36 bg-gradient-to-br from-primary/70 via-primary/40 to-info/40 sm:h-52">
        {cover && <img src={cover} alt="" className="size-full object-cover" />}
        {header.canEdit && <CoverControls header={header} onChange={onChange} onPreview={setPreview} />}
      </div>
      <div className="flex flex-col items-center gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="relative -mt-12 shrink-0 rounded-full bg-surface p-1 shadow-card sm:-mt-14">
          <Avatar name={header.fullName} src={header.avatar} className="size-24 text-2xl! sm:size-28" />
        </div>
        <div className="min-w-0 flex-1 text-center sm:text-start">
          <h1 id="profile-name" className="text-2xl font-semibold text-heading">
            <bdi>{header.fullName}</bdi>
          </h1>
          <ul className="mt-2 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-[0.9375rem] text-muted sm:justify-start">
            {header.role && (
              <li>
                <RoleBadge role={header.role} />
              </li>
            )}
            {facts.map(({ icon: Icon, text, label }) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <Icon className="size-4" aria-hidden="true" />
                {label && <span className="sr-only">{label}</span>}
                <span dir="auto">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line px-5 py-3 sm:px-6">{tabs}</div>
    </section>
  )
}
