import { ArrowRightCircle, BadgeCheck, CircleCheckBig, LogOut, SearchCheck, XCircle, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import type { Action, Member } from './types'

const ICONS: Record<Action, LucideIcon> = {
  review: SearchCheck,
  admit: BadgeCheck,
  reject: XCircle,
  activate: CircleCheckBig,
  exit: LogOut,
  complete: ArrowRightCircle,
}

/** The transitions a member's status allows, in the lifecycle's order (app/membership ActionsFrom). */
export function actionsFrom(status: string, transitions: Record<string, { from: string[] }>): Action[] {
  const order: Action[] = ['review', 'admit', 'reject', 'activate', 'exit', 'complete']
  return order.filter((a) => transitions[a]?.from.includes(status))
}

interface ActionButtonsProps {
  member: Member
  actions: Action[]
  onAsk: (action: Action) => void
  /** Smaller buttons, in a table's row. */
  compact?: boolean
}

/** One button per transition allowed from the member's status: never one the server would refuse. */
export default function ActionButtons({ member, actions, onAsk, compact = false }: ActionButtonsProps) {
  const { t } = useTranslation()
  if (actions.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) => {
        const Icon = ICONS[a]
        return (
          <button
            key={a}
            type="button"
            className={`${a === 'reject' ? 'btn-outline text-danger' : a === 'admit' ? 'btn-primary' : 'btn-outline'} ${compact ? 'px-3 py-1.5 text-sm' : 'px-4'}`}
            onClick={() => onAsk(a)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`coop.members.actions.${a}`)}
            {compact && <span className="sr-only"> {member.tiers.name}</span>}
          </button>
        )
      })}
    </div>
  )
}
