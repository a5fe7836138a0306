import {
  Activity,
  ArrowLeftRight,
  Bell,
  BookOpen,
  Calendar,
  ChartPie,
  Circle,
  CircleHelp,
  CircleUser,
  DollarSign,
  File,
  FileQuestionMark,
  FileText,
  Heart,
  History,
  House,
  Info,
  Landmark,
  LayoutDashboard,
  ListChecks,
  Lock,
  Mail,
  MessageSquare,
  Phone,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  SquareCheck,
  Star,
  Table,
  User,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react'

/**
 * The one map from the server's icon names (lucide, kebab-case) to components.
 * Only these icons are bundled; add a line here when the server sends a new one.
 */
const ICONS: Record<string, LucideIcon> = {
  activity: Activity,
  'arrow-left-right': ArrowLeftRight,
  bell: Bell,
  'book-open': BookOpen,
  calendar: Calendar,
  'chart-pie': ChartPie,
  circle: Circle,
  'circle-help': CircleHelp,
  'circle-user': CircleUser,
  'dollar-sign': DollarSign,
  file: File,
  'file-question-mark': FileQuestionMark,
  'file-text': FileText,
  heart: Heart,
  history: History,
  house: House,
  home: House,
  info: Info,
  landmark: Landmark,
  'layout-dashboard': LayoutDashboard,
  'list-checks': ListChecks,
  lock: Lock,
  mail: Mail,
  'message-square': MessageSquare,
  phone: Phone,
  settings: Settings,
  shield: Shield,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  'square-check': SquareCheck,
  star: Star,
  table: Table,
  user: User,
  'user-check': UserCheck,
  'user-plus': UserPlus,
  users: Users,
}

/** "MessageSquare" or "message-square" → "message-square". */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}

/** The component for an icon name, or undefined when it is not in the map. */
export function iconFor(name: string | undefined): LucideIcon | undefined {
  return name ? ICONS[kebab(name)] : undefined
}

/**
 * An icon by name, decorative. Unknown names, and "circle" itself (the sub-item
 * mark), show as a small circle centred in the icon's box.
 */
export function NamedIcon({ name, className = 'size-5' }: { name: string | undefined; className?: string }) {
  const Icon = iconFor(name)
  if (!Icon || Icon === Circle) {
    return (
      <span aria-hidden="true" className={`${className} inline-flex shrink-0 items-center justify-center`}>
        <Circle className="size-2.5" />
      </span>
    )
  }
  return <Icon className={`${className} shrink-0`} aria-hidden="true" />
}
