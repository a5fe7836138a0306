import { CalendarDays, Folder, Handshake, Leaf, Megaphone, Newspaper, PiggyBank, Store, Users, type LucideIcon } from 'lucide-react'

/** The icons a category may have, by name (anything else: a folder). */
const ICONS: Record<string, LucideIcon> = {
  users: Users,
  store: Store,
  'piggy-bank': PiggyBank,
  handshake: Handshake,
  'calendar-days': CalendarDays,
  leaf: Leaf,
  megaphone: Megaphone,
  newspaper: Newspaper,
  folder: Folder,
}

/** The icons a category may be given, by name. */
export const CATEGORY_ICONS = Object.keys(ICONS)

/** A category's icon, decorative. */
export default function CategoryIcon({ name, className = 'size-4' }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Folder
  return <Icon className={`${className} shrink-0`} aria-hidden="true" />
}
