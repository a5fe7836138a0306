import { Check, Copy } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { useCopy } from '@/lib/useCopy'

/** A small icon button that copies text to the clipboard; its name says what, and "Copied" for a moment after. */
export default function CopyValue({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation()
  const { copied: done, copy } = useCopy(text, t('orders.transfer.copyFailed'))
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={done ? t('orders.transfer.copied') : label}
      title={label}
      className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-primary/10 hover:text-primary-text"
    >
      {done ? <Check className="size-4 text-success" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
    </button>
  )
}
