import SaveBar from '@/Components/Form/SaveBar'
import { useTranslation } from '@/lib/i18n'

/** A user tab's Save (with its spinner) and Reset to what is stored. */
export default function UserSaveBar(props: { busy: boolean; dirty: boolean; onReset: () => void }) {
  const { t } = useTranslation()
  return <SaveBar {...props} saveLabel={t('users.edit.save')} resetLabel={t('users.edit.reset')} />
}
