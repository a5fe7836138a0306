import {
  Boxes,
  Calendar,
  CircleHelp,
  CreditCard,
  FileText,
  Handshake,
  Landmark,
  Leaf,
  type LucideIcon,
  Package,
  PiggyBank,
  RotateCcw,
  ShieldCheck,
  Store,
  Truck,
  Users,
  Wallet,
} from 'lucide-react'

/** The icons a group of the FAQ may show, by their lucide names (app/faq.Icons). */
export const FAQ_ICONS: Record<string, LucideIcon> = {
  'credit-card': CreditCard,
  truck: Truck,
  'rotate-ccw': RotateCcw,
  package: Package,
  boxes: Boxes,
  'circle-help': CircleHelp,
  users: Users,
  landmark: Landmark,
  'piggy-bank': PiggyBank,
  'file-text': FileText,
  'shield-check': ShieldCheck,
  store: Store,
  handshake: Handshake,
  calendar: Calendar,
  wallet: Wallet,
  leaf: Leaf,
}

/** The icon of name, or a question mark for one this page does not know. */
export const faqIcon = (name: string): LucideIcon => FAQ_ICONS[name] ?? CircleHelp
