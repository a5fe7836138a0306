import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react'
import { Link, usePage } from '@inertiajs/react'
import { LogOut } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { NamedIcon } from './icons'
import { dropdownPanel, dropdownRow } from './styles'

/** The signed-in user: avatar button, then name, role, the `userMenu` links and Logout. */
export default function UserDropdown() {
  const { t } = useTranslation()
  const { auth, userMenu } = usePage().props
  const user = auth?.user
  if (!user) return null
  const name = user.fullName || user.username
  const role = t(`roles.${user.role}`, { defaultValue: user.role })
  return (
    <Menu as="div" className="relative">
      <MenuButton className="relative flex cursor-pointer rounded-full bg-surface">
        <span className="sr-only">{t('nav.userMenu', { name })}</span>
        <Avatar name={name} src={user.avatar} className="size-9.5" />
        <span aria-hidden="true" className="absolute end-0 bottom-0 size-2.5 rounded-full bg-success ring-2 ring-surface" />
      </MenuButton>
      <MenuItems modal={false} transition className={`${dropdownPanel} w-60 py-2`}>
        <div className="flex items-center gap-3 px-4 py-2">
          <Avatar name={name} src={user.avatar} />
          <div className="min-w-0 leading-tight">
            <p className="truncate font-semibold text-heading">{name}</p>
            <p className="text-sm text-muted">{role}</p>
          </div>
        </div>
        <MenuSeparator className="my-2 h-px bg-line" />
        {(userMenu ?? []).map((item) => (
          <MenuItem key={item.id}>
            <Link href={item.href} className={dropdownRow}>
              <NamedIcon name={item.icon} className="size-5 text-text" />
              <span>{t(item.title)}</span>
            </Link>
          </MenuItem>
        ))}
        {(userMenu ?? []).length > 0 && <MenuSeparator className="my-2 h-px bg-line" />}
        <MenuItem>
          <Link href="/logout" method="post" as="button" className={dropdownRow}>
            <LogOut className="size-5 text-text rtl:rotate-180" aria-hidden="true" />
            <span>{t('nav.logout')}</span>
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
