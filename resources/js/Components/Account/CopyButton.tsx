import { Check, Copy } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { useCopy } from '@/lib/useCopy'

/** Copies text to the clipboard; says "Copied" for a moment. */
export default function CopyButton({ text, label, className = 'btn-outline' }: { text: string; label: string; className?: string }) {
  const { t } = useTranslation()
  const { copied: done, copy } = useCopy(text, t('account.copyFailed'))
  return (
    <button type="button" className={className} onClick={copy}>
      {done ? <Check className="size-4 text-success" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      {done ? t('account.copied') : label}
    </button>
  )
}
