import type { InvoiceStatus } from './types'

/** The key of a status in translations and styles: "Partial Payment" → partial. */
export const STATUS_KEYS: Record<InvoiceStatus, string> = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partial',
  'Past Due': 'pastdue',
  Cancelled: 'cancelled',
}

export const statusKey = (status: string) => STATUS_KEYS[status as InvoiceStatus] ?? 'draft'

/**
 * Tinted pills; full class names, so Tailwind sees them. On the light skins the
 * text is a darker shade of the tone, so it keeps 4.5:1 on its tint.
 */
export const STATUS_TONES: Record<string, string> = {
  paid: 'bg-success/15 text-[#146c3a] dark:text-success',
  downloaded: 'bg-info/15 text-[#00667a] dark:text-info',
  sent: 'bg-primary/15 text-primary-text',
  draft: 'bg-muted/15 text-text',
  partial: 'bg-warning/15 text-[#7f4a00] dark:text-warning',
  pastdue: 'bg-danger/15 text-[#ad1f20] dark:text-[#ffa0a0]',
  cancelled: 'bg-muted/15 text-text line-through',
}
