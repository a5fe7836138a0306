import AvatarField from '@/Components/Form/AvatarField'
import { errorFor } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import { avatarURL } from './paths'
import { refused } from './visits'
import type { User } from './types'

/**
 * The profile picture: Upload sends the chosen file at once (multipart), with
 * a preview while it goes; Reset removes it (the initials show instead).
 */
export default function AvatarUpload({ user }: { user: Pick<User, 'id' | 'fullName' | 'avatar'> }) {
  const { t } = useTranslation()
  const texts = {
    upload: t('users.avatar.upload'),
    reset: t('users.avatar.reset'),
    file: t('users.avatar.file'),
    hint: t('users.avatar.hint'),
    type: t('users.avatar.type'),
    size: t('users.avatar.size'),
  }
  return <AvatarField name={user.fullName} avatar={user.avatar} url={avatarURL(user.id)} texts={texts} errorOf={(errors) => errorFor(errors, 'avatar', 'user') ?? t('users.failed')} refused={refused} />
}
