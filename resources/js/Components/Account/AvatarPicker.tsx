import AvatarField from '@/Components/Form/AvatarField'
import { errorFor } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import { AVATAR_URL } from './paths'
import { refused } from './useAccountForm'

export { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from '@/Components/Form/avatarFile'

/**
 * One's own picture: Upload sends the chosen file at once (multipart), shown
 * while it goes; Reset removes it (the initials show instead).
 */
export default function AvatarPicker({ name, avatar }: { name: string; avatar: string }) {
  const { t } = useTranslation()
  const texts = {
    upload: t('account.avatar.upload'),
    reset: t('account.avatar.reset'),
    file: t('account.avatar.file'),
    hint: t('account.avatar.hint'),
    type: t('account.avatar.type'),
    size: t('account.avatar.size'),
  }
  return (
    <AvatarField
      name={name}
      avatar={avatar}
      url={AVATAR_URL}
      texts={texts}
      errorOf={(errors) => errorFor(errors, 'avatar') ?? errors.form ?? t('account.failed')}
      refused={refused}
      className="min-w-0"
    />
  )
}
