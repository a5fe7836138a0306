import { CheckCheck, Download } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import CopyButton from './CopyButton'
import { recoveryCodesText } from './twoStep'

/** Starts a download of text as name. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The ten recovery codes, shown once: copy, download, then "I saved them". */
export default function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const text = recoveryCodesText(codes, t('account.twoStep.codesFileTitle'))
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-warning/12 px-4 py-3 text-sm text-heading" role="status">
        {t('account.twoStep.codesOnce')}
      </p>
      <ul aria-label={t('account.twoStep.codesLabel')} className="grid grid-cols-2 gap-2 rounded-lg bg-surface-alt p-4 font-mono text-sm text-heading sm:grid-cols-2 sm:max-w-md" dir="ltr">
        {codes.map((c) => (
          <li key={c} className="select-all">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label={t('account.twoStep.copyAll')} />
        <button type="button" className="btn-outline" onClick={() => download('partage-recovery-codes.txt', text)}>
          <Download className="size-4" aria-hidden="true" />
          {t('account.twoStep.download')}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('account.twoStep.saved')}
        </button>
      </div>
    </div>
  )
}
