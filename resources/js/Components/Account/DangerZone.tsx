import { Link } from '@inertiajs/react'
import { Trash2, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import Card from './Card'
import PasswordDialog from './PasswordDialog'
import { COOP_PROFILE_PATH, DELETE_URL } from './paths'
import { useAccountForm } from './useAccountForm'
import type { AccountInfo } from './types'

/**
 * Deleting one's account, with the password. A member leaves through the
 * cooperative's exit procedure instead (a link to it); the last admin cannot
 * (the reason is said, the button stays disabled).
 */
export default function DangerZone({ account }: { account: Pick<AccountInfo, 'isMember' | 'isLastAdmin'> }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { form, save } = useAccountForm<{ password: string }>(DELETE_URL, { password: '' })
  const errors = form.errors as Record<string, string>
  const close = () => {
    setOpen(false)
    form.resetAndClearErrors()
  }
  let body
  if (account.isMember) {
    body = (
      <>
        <p className="mb-4 text-sm">{t('account.delete.member')}</p>
        <Link href={COOP_PROFILE_PATH} className="btn-outline">
          {t('account.delete.memberLink')}
        </Link>
      </>
    )
  } else {
    body = (
      <>
        <p className="mb-4 text-sm">{t('account.delete.intro')}</p>
        {account.isLastAdmin && (
          <p id="account-delete-why" className="mb-4 flex items-start gap-2 rounded-lg bg-warning/12 px-4 py-3 text-sm text-heading">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {t('account.delete.lastAdmin')}
          </p>
        )}
        <button
          type="button"
          disabled={account.isLastAdmin}
          aria-describedby={account.isLastAdmin ? 'account-delete-why' : undefined}
          onClick={() => setOpen(true)}
          className="btn bg-solid-danger text-white shadow-soft hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('account.delete.button')}
        </button>
        <PasswordDialog
          open={open}
          danger
          title={t('account.delete.confirmTitle')}
          body={t('account.delete.confirmBody')}
          confirmLabel={t('account.delete.confirm')}
          password={form.data.password}
          onPassword={(v) => {
            form.setData('password', v)
            form.clearErrors()
          }}
          error={errors.password}
          formError={errors.form}
          busy={form.processing}
          onConfirm={save}
          onClose={close}
        />
      </>
    )
  }
  return (
    <Card id="account-delete" title={t('account.delete.title')} icon={TriangleAlert} tone="danger">
      {body}
    </Card>
  )
}
