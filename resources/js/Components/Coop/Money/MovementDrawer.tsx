import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import { useEffect, useState } from 'react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { bindField, errorFor } from '@/Components/Form/form'
import { formatMoney } from '@/lib/format'
import { getJSON } from '@/lib/http'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { amountText, newIdempotencyKey } from './amount'
import { kindLabel, refused } from './labels'
import TiersPicker, { type TiersChoice } from '@/Components/Coop/TiersPicker'
import { MOVEMENTS_PATH, REQUEST_KINDS } from './types'
import { bindAmount, checkedCents } from './useAmountField'

/** A pending subscription of the holder, which a deposit may pay. */
interface Subscription {
  id: number
  category: string
  parts: number
  totalCents: number
}

/** The holder's pending subscriptions (GET /coop/parts/subscriptions), for a deposit that pays one. */
function useSubscriptions(tiersId: number, wanted: boolean): Subscription[] {
  const [found, setFound] = useState<{ tiersId: number; list: Subscription[] }>({ tiersId: 0, list: [] })
  useEffect(() => {
    if (!wanted || !tiersId) return
    const ctl = new AbortController()
    getJSON<{ subscriptions: Subscription[] }>(`/coop/parts/subscriptions?status=pending&tiers=${tiersId}`, ctl.signal)
      .then((r) => setFound({ tiersId, list: r.subscriptions ?? [] }))
      .catch(() => undefined)
    return () => ctl.abort()
  }, [tiersId, wanted])
  return wanted && found.tiersId === tiersId ? found.list : []
}

interface MovementDrawerProps {
  open: boolean
  /** A new key each opening: a fresh form, and a fresh Idempotency-Key. */
  session: number
  /** The holder, when the drawer opens from their page; absent: picked in the form. */
  holder?: TiersChoice
  /** The kinds staff may ask for (interest and redemptions come from the product itself). */
  kinds?: readonly string[]
  /** Above this amount a movement needs two approvers; 0 or absent: not said. */
  thresholdCents?: number
  onClose: () => void
}

function MovementForm({ holder, kinds = REQUEST_KINDS, thresholdCents = 0, onClose }: Omit<MovementDrawerProps, 'open' | 'session'>) {
  const { t, i18n } = useTranslation()
  // Made when the form opens: a double submit, or a retry after a lost answer, is one movement.
  const [key] = useState(newIdempotencyKey)
  const [tiers, setTiers] = useState<TiersChoice | null>(holder ?? null)
  const form = useForm({ kind: kinds[0] ?? 'deposit', amount: '', label: '', subscriptionId: '' })
  const subscriptions = useSubscriptions(tiers?.id ?? 0, form.data.kind === 'deposit')
  const errors = form.errors as Record<string, string | undefined>
  const submit = () => {
    if (form.processing) return
    const cents = checkedCents(form, i18n.language)
    if (cents === undefined) return
    form.transform((d) => ({ tiersId: tiers?.id ?? 0, kind: d.kind, amountCents: cents, label: d.label.trim(), subscriptionId: Number(d.subscriptionId) || 0 }))
    form.post(MOVEMENTS_PATH, { preserveScroll: true, headers: { 'Idempotency-Key': key }, ...refused, onSuccess: onClose })
  }
  const paying = subscriptions.find((s) => String(s.id) === form.data.subscriptionId)
  return (
    <DrawerForm
      title={t('coop.money.form.title')}
      closeLabel={t('coop.money.form.close')}
      onClose={onClose}
      onSubmit={submit}
      busy={form.processing}
      footer={
        <>
          <SubmitButton label={t('coop.money.form.submit')} icon={Send} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.money.cancel')}
          </button>
        </>
      }
    >
      <p className="text-sm text-muted">{thresholdCents > 0 ? t('coop.money.form.hint', { amount: formatMoney(thresholdCents, i18n.language) }) : t('coop.money.form.hintPlain')}</p>
      {errors.form && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
          {serverText(errors.form)}
        </p>
      )}
      {holder ? (
        <p className="text-sm">
          <span className="form-label">{t('coop.money.form.holder')}</span>
          <span className="font-medium text-heading" dir="auto">
            {holder.name}
          </span>
        </p>
      ) : (
        <TiersPicker
          label={t('coop.money.form.holder')}
          placeholder={t('coop.money.form.holderPlaceholder')}
          noMatch={t('coop.money.form.noMatch')}
          autoFocus
          value={tiers}
          onChange={(c) => {
            setTiers(c)
            if (errors.tiersId) form.clearErrors('tiersId' as never)
          }}
          error={errorFor(errors as Record<string, string>, 'tiersId')}
        />
      )}
      <Select label={t('coop.money.form.kind')} {...bindField(form, 'kind')} options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))} />
      <Field label={t('coop.money.form.amount')} hint={t('coop.money.form.amountHint')} inputMode="decimal" autoComplete="off" maxLength={20} {...bindAmount(form)} />
      <Field label={t('coop.money.form.label')} {...bindField(form, 'label')} maxLength={200} />
      {form.data.kind === 'deposit' && subscriptions.length > 0 && (
        <Select
          label={t('coop.money.form.subscription')}
          placeholder={t('coop.money.form.noSubscription')}
          {...bindField(form, 'subscriptionId')}
          onChange={(v) => {
            const s = subscriptions.find((x) => String(x.id) === v)
            form.setData((d) => ({ ...d, subscriptionId: v, amount: s ? amountText(s.totalCents, i18n.language) : d.amount }))
          }}
          options={subscriptions.map((s) => ({ value: String(s.id), label: t('coop.money.form.subscriptionOption', { parts: s.parts, category: s.category, amount: formatMoney(s.totalCents, i18n.language) }) }))}
        />
      )}
      {paying && <p className="text-sm text-muted">{t('coop.money.form.subscriptionHint', { amount: formatMoney(paying.totalCents, i18n.language) })}</p>}
    </DrawerForm>
  )
}

/** The side panel of a new movement: holder, kind, amount in euros, label, and for a deposit the subscription it pays. */
export default function MovementDrawer({ open, session, ...rest }: MovementDrawerProps) {
  return (
    <Drawer open={open} onClose={rest.onClose}>
      <MovementForm key={session} {...rest} />
    </Drawer>
  )
}
