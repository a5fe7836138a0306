import { UserRound } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import AvatarPicker from './AvatarPicker'
import Card from './Card'
import DangerZone from './DangerZone'
import EmailCard from './EmailCard'
import ProfileForm from './ProfileForm'
import type { AccountInfo } from './types'

/** The account tab: picture and details, the sign-in e-mail, and deleting the account. */
export default function AccountTab({ account, timeZones }: { account: AccountInfo; timeZones: string[] }) {
  const { t } = useTranslation()
  return (
    <>
      <Card id="account-profile" title={t('account.profile.title')} icon={UserRound} intro={t('account.profile.intro')}>
        <div className="space-y-6">
          <AvatarPicker name={account.fullName} avatar={account.avatar} />
          <div className="border-t border-line pt-6">
            <ProfileForm account={account} timeZones={timeZones} />
          </div>
        </div>
      </Card>
      <EmailCard account={account} />
      <DangerZone account={account} />
    </>
  )
}
