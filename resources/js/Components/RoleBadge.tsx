import { Briefcase, Calculator, Crown, Database, Eye, Feather, Pencil, ShieldCheck, UserRound, UserRoundCheck, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { roleLabel } from './accountLabels'

/** Each role's icon and colour. Full class names, so Tailwind sees them. */
const ROLE_LOOK: Record<string, { icon: LucideIcon; tone: string }> = {
  admin: { icon: Crown, tone: 'bg-danger/12 text-danger' },
  client: { icon: Briefcase, tone: 'bg-primary/12 text-primary-text' },
  author: { icon: Feather, tone: 'bg-warning/12 text-warning' },
  editor: { icon: Pencil, tone: 'bg-info/12 text-info' },
  maintainer: { icon: Database, tone: 'bg-success/12 text-success' },
  subscriber: { icon: UserRound, tone: 'bg-primary/12 text-primary-text' },
  manager: { icon: ShieldCheck, tone: 'bg-success/12 text-success' },
  accountant: { icon: Calculator, tone: 'bg-info/12 text-info' },
  viewer: { icon: Eye, tone: 'bg-surface-alt text-muted' },
  member: { icon: UserRoundCheck, tone: 'bg-primary/12 text-primary-text' },
}
const FALLBACK = { icon: UserRound, tone: 'bg-surface-alt text-muted' }

/** An account's role (a user's, a staff member's): its icon in a tinted circle and its name. */
export default function RoleBadge({ role }: { role: string }) {
  useTranslation()
  const { icon: Icon, tone } = ROLE_LOOK[role] ?? FALLBACK
  return (
    <span className="inline-flex items-center gap-2 text-heading">
      <span className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {roleLabel(role)}
    </span>
  )
}
