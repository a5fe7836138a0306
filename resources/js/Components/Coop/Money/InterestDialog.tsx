import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { router } from '@inertiajs/react'
import { Calculator, HandCoins, LoaderCircle, X } from 'lucide-react'
import { useState } from 'react'
import Field from '@/Components/Form/Field'
import IconButton from '@/Components/IconButton'
import { ApiError, callJSON } from '@/lib/api'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { parseRate } from './amount'
import { Amount, refused } from './labels'
import { INTEREST_PATH, type InterestPreview } from './types'

interface InterestDialogProps {
  open: boolean
  /** A new key each opening: a fresh form. */
  session: number
  /** The legal maximum, in basis points. */
  capBp: number
  onClose: () => void
}

type Errors = Partial<Record<'year' | 'rate' | 'decision' | 'form', string>>

/** The query of a dry run: the year, the rate in basis points. */
const dryRunURL = (year: string, rateBp: number) => `${INTEREST_PATH}?${new URLSearchParams({ year: year.trim(), rate: String(rateBp) }).toString()}`

function InterestForm({ capBp, onClose }: Omit<InterestDialogProps, 'open' | 'session'>) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [year, setYear] = useState(String(new Date().getFullYear() - 1))
  const [rate, setRate] = useState('')
  const [decision, setDecision] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [run, setRun] = useState<InterestPreview | null>(null)
  const [busy, setBusy] = useState<'' | 'dry' | 'run'>('')
  const edit = (set: (v: string) => void, name: keyof Errors) => (v: string) => {
    set(v)
    setRun(null)
    if (errors[name] || errors.form) setErrors((e) => ({ ...e, [name]: undefined, form: undefined }))
  }
  const rateBp = parseRate(rate)
  const checked = (): boolean => {
    if (rateBp === null) {
      setErrors({ rate: t('coop.money.interest.rateInvalid') })
      return false
    }
    return true
  }
  const dryRun = () => {
    if (busy || !checked()) return
    setBusy('dry')
    callJSON<InterestPreview>(dryRunURL(year, rateBp!))
      .then((preview) => {
        setRun(preview)
        if (preview.alreadyRun) setErrors({ year: t('coop.money.interest.alreadyRun', { year: preview.year }) })
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError) {
          const f = e.fields
          setErrors({ year: f.year, rate: f.rate ?? f.rateBasisPoints, decision: f.decision, form: Object.keys(f).length ? undefined : e.detail || t('coop.money.failed') })
        } else setErrors({ form: t('coop.money.failed') })
      })
      .finally(() => setBusy(''))
  }
  const credit = () => {
    if (busy || !run || run.alreadyRun) return
    setBusy('run')
    router.post(INTEREST_PATH, { year: run.year, rateBasisPoints: run.rateBasisPoints, decision: decision.trim() }, {
      preserveScroll: true,
      ...refused,
      onSuccess: onClose,
      onError: (e) => {
        setRun(null)
        setErrors({ year: e.year, rate: e.rateBasisPoints ?? e.rate, decision: e.decision, form: e.form })
      },
      onFinish: () => setBusy(''),
    })
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (run) credit()
        else dryRun()
      }}
    >
      <div className="flex items-center gap-2 border-b border-line px-5 py-3">
        <DialogTitle className="flex-1 truncate text-lg font-semibold text-heading">{t('coop.money.interest.title')}</DialogTitle>
        <IconButton label={t('coop.money.form.close')} icon={X} onClick={onClose} />
      </div>
      <div className="max-h-[70vh] space-y-4 overflow-y-auto px-5 py-5">
        <p className="text-sm text-muted">{t('coop.money.interest.intro', { cap: formatNumber(capBp / 100, lang) })}</p>
        {errors.form && (
          <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
            {serverText(errors.form)}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('coop.money.interest.year')} inputMode="numeric" maxLength={4} value={year} onChange={edit(setYear, 'year')} error={errors.year} data-autofocus />
          <Field label={t('coop.money.interest.rate')} hint={t('coop.money.interest.rateHint', { cap: formatNumber(capBp / 100, lang) })} inputMode="decimal" maxLength={6} value={rate} onChange={edit(setRate, 'rate')} error={errors.rate} />
        </div>
        <Field label={t('coop.money.interest.decision')} hint={t('coop.money.interest.decisionHint')} value={decision} onChange={edit(setDecision, 'decision')} error={errors.decision} maxLength={200} />
        {run && <DryRun run={run} />}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-3">
        {run ? (
          <button type="submit" className="btn-primary" disabled={busy !== '' || run.alreadyRun || run.totalCents <= 0}>
            {busy === 'run' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <HandCoins className="size-4" aria-hidden="true" />}
            {t('coop.money.interest.credit', { count: run.count, amount: formatMoney(run.totalCents, lang) })}
          </button>
        ) : (
          <button type="submit" className="btn-primary" disabled={busy !== ''}>
            {busy === 'dry' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Calculator className="size-4" aria-hidden="true" />}
            {t('coop.money.interest.dryRun')}
          </button>
        )}
        <button type="button" onClick={onClose} className="btn-ghost px-4">
          {t('coop.money.cancel')}
        </button>
      </div>
    </form>
  )
}

/** What a run would credit, holder by holder, with the total: nothing is written yet. */
function DryRun({ run }: { run: InterestPreview }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="interest-dry-run" className="rounded-lg border border-line">
      <h3 id="interest-dry-run" className="border-b border-line px-4 py-2 text-sm font-semibold text-heading">
        {t('coop.money.interest.preview', { year: run.year, rate: formatNumber(run.rateBasisPoints / 100, i18n.language), asOf: formatDate(run.asOf, i18n.language) })}
      </h3>
      {run.holders.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted">{t('coop.money.interest.nobody')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-medium">{t('coop.money.columns.holder')}</th>
              <th scope="col" className="px-4 py-2 text-end font-medium">{t('coop.money.interest.capital')}</th>
              <th scope="col" className="px-4 py-2 text-end font-medium">{t('coop.money.columns.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {run.holders.map((l) => (
              <tr key={l.tiersId}>
                <th scope="row" className="px-4 py-2 text-start font-normal" dir="auto">{l.name}</th>
                <td className="px-4 py-2 text-end"><Amount cents={l.capitalCents} /></td>
                <td className="px-4 py-2 text-end"><Amount cents={l.amountCents} /></td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-line font-semibold text-heading">
            <tr>
              <th scope="row" className="px-4 py-2 text-start">{t('coop.money.interest.total', { count: run.count })}</th>
              <td />
              <td className="px-4 py-2 text-end"><Amount cents={run.totalCents} /></td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  )
}

/** "Intérêts aux parts": year, rate, decision; a dry run lists each holder's amount, then "Créditer" credits them all at once. */
export default function InterestDialog({ open, session, capBp, onClose }: InterestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel transition className="w-full max-w-2xl rounded-xl bg-surface text-text shadow-card transition duration-200 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none">
          <InterestForm key={session} capBp={capBp} onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  )
}
