import { Description, Field, Label, Switch } from '@headlessui/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { toast } from '@/lib/toast'
import { chatApi, fieldError } from './api'
import { roleLabel } from './format'
import StatusAvatar, { STATUS_DOT } from './StatusAvatar'
import { MAX_ABOUT, STATUSES, type ProfileSettings, type ProfileUpdate, type ProfileUser } from './types'

type FieldName = 'about' | 'status' | keyof ProfileSettings

interface OwnProfileProps {
  profile: ProfileUser
  onChange: (profile: ProfileUser) => void
}

const sectionTitle = 'mb-2 text-xs font-medium tracking-wide text-muted uppercase'

/** The user's own chat profile: about, status and two settings, each saved as soon as it changes. */
export default function OwnProfile({ profile, onChange }: OwnProfileProps) {
  const { t } = useTranslation()
  const [about, setAbout] = useState(profile.about)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})

  // Shown at once; put back if the server refuses.
  const save = async (field: FieldName, update: ProfileUpdate, optimistic: ProfileUser) => {
    const before = profile
    setErrors((e) => ({ ...e, [field]: undefined }))
    onChange(optimistic)
    try {
      onChange(await chatApi.updateProfile(update))
      void toast.success(t('chat.profile.saved'))
    } catch (err) {
      onChange(before)
      setErrors((e) => ({ ...e, [field]: fieldError(err, field) ?? t('chat.profile.failed') }))
    }
  }

  const saveAbout = () => {
    if (about === profile.about) return
    void save('about', { about }, { ...profile, about })
  }

  const setting = (key: keyof ProfileSettings, value: boolean) =>
    void save(key, { settings: { [key]: value } }, { ...profile, settings: { ...profile.settings, [key]: value } })

  const switches: { key: keyof ProfileSettings; label: string }[] = [
    { key: 'isTwoStepAuthVerificationEnabled', label: t('chat.profile.twoStep') },
    { key: 'isNotificationsOn', label: t('chat.profile.notifications') },
  ]

  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <StatusAvatar name={profile.fullName} src={profile.avatar} status={profile.status} className="size-21 text-2xl" dot="size-4" announce />
        <h3 className="mt-2 text-lg font-semibold">{profile.fullName}</h3>
        <p className="text-sm text-muted">{roleLabel(profile.role)}</p>
      </div>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="chat-about" className={sectionTitle}>
            {t('chat.profile.about')}
          </label>
          <span id="chat-about-count" className="text-xs text-muted">
            {t('chat.profile.aboutCount', { count: about.length, max: MAX_ABOUT })}
          </span>
        </div>
        <textarea
          id="chat-about"
          rows={3}
          dir="auto"
          maxLength={MAX_ABOUT}
          value={about}
          onChange={(e) => setAbout(e.target.value)}
          onBlur={saveAbout}
          aria-invalid={errors.about ? true : undefined}
          aria-describedby={`chat-about-count${errors.about ? ' chat-about-error' : ''}`}
          className="form-input resize-none"
        />
        {errors.about && (
          <p id="chat-about-error" role="alert" className="form-error">
            {serverText(errors.about)}
          </p>
        )}
      </div>

      <fieldset>
        <legend className={sectionTitle}>{t('chat.profile.status')}</legend>
        <div className="space-y-1">
          {STATUSES.map((status) => (
            <label key={status} className="flex cursor-pointer items-start gap-3 rounded-md px-1 py-1.5 hover:bg-surface-alt">
              <input
                type="radio"
                name="chat-status"
                value={status}
                checked={profile.status === status}
                onChange={() => void save('status', { status }, { ...profile, status })}
                aria-describedby={status === 'offline' ? 'chat-offline-hint' : undefined}
                className="form-check mt-0.5"
              />
              <span aria-hidden="true" className={`mt-1 size-2.5 shrink-0 rounded-full ${STATUS_DOT[status]}`} />
              <span className="text-[0.9375rem] text-heading">
                {t(`chat.status.${status}`)}
                {status === 'offline' && (
                  <span id="chat-offline-hint" className="block text-xs text-muted">
                    {t('chat.profile.offlineHint')}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
        {errors.status && (
          <p role="alert" className="form-error">
            {serverText(errors.status)}
          </p>
        )}
      </fieldset>

      <div>
        <h4 className={sectionTitle}>{t('chat.profile.settings')}</h4>
        <div className="space-y-3">
          {switches.map(({ key, label }) => (
            <Field key={key}>
              <div className="flex items-center justify-between gap-3">
                <Label className="cursor-pointer text-[0.9375rem] text-heading">{label}</Label>
                <Switch
                  checked={profile.settings[key]}
                  onChange={(on) => setting(key, on)}
                  className="group relative inline-flex h-5.5 w-10 shrink-0 cursor-pointer items-center rounded-full bg-input transition-colors data-checked:bg-primary-solid focus:outline-none data-focus:ring-2 data-focus:ring-primary/40"
                >
                  <span className="size-4 translate-x-0.75 rounded-full bg-white shadow-soft transition-transform group-data-checked:translate-x-5.25 rtl:-translate-x-0.75 rtl:group-data-checked:-translate-x-5.25" />
                </Switch>
              </div>
              {errors[key] && (
                <Description role="alert" className="form-error">
                  {serverText(errors[key])}
                </Description>
              )}
            </Field>
          ))}
        </div>
      </div>
    </div>
  )
}
