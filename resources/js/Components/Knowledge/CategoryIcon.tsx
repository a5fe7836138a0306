import { ArrowLeftRight, BookOpen, Coins, FileText, HelpCircle, Landmark, PiggyBank, Scale, Settings, ShieldCheck, UserCog, UserPlus, Users, Wallet, type LucideIcon } from 'lucide-react'
import type { KbColor } from './types'

/** The lucide icons a category may show, by the names the server keeps. */
export const KB_ICONS: Record<string, LucideIcon> = {
  'book-open': BookOpen,
  'user-plus': UserPlus,
  coins: Coins,
  'arrow-left-right': ArrowLeftRight,
  landmark: Landmark,
  'user-cog': UserCog,
  'help-circle': HelpCircle,
  'file-text': FileText,
  'shield-check': ShieldCheck,
  wallet: Wallet,
  users: Users,
  settings: Settings,
  scale: Scale,
  'piggy-bank': PiggyBank,
}

/** The skin's colours of a category's badge (whole class names, for Tailwind). */
export const KB_COLOR_CLASSES: Record<KbColor, string> = {
  primary: 'bg-primary/15 text-primary-text',
  success: 'bg-success/15 text-success',
  info: 'bg-info/15 text-info',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
  secondary: 'bg-muted/15 text-muted',
}

/** A category's icon in its coloured round badge. */
export default function CategoryIcon({ icon, color, size = 'md' }: { icon: string; color: KbColor; size?: 'sm' | 'md' | 'lg' }) {
  const Icon = KB_ICONS[icon] ?? BookOpen
  const box = size === 'lg' ? 'size-14' : size === 'sm' ? 'size-8' : 'size-11'
  const glyph = size === 'lg' ? 'size-7' : size === 'sm' ? 'size-4' : 'size-5'
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-full ${box} ${KB_COLOR_CLASSES[color] ?? KB_COLOR_CLASSES.primary}`}>
      <Icon className={glyph} aria-hidden="true" />
    </span>
  )
}
