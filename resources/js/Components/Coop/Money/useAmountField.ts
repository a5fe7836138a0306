import type { InertiaFormProps } from '@inertiajs/react'
import { bindField, errorFor } from '@/Components/Form/form'
import { t } from '@/lib/i18n'
import { parseAmount } from './amount'

type AmountForm = { amount: string } & Record<string, any>

/**
 * The amount field of a money form, typed in euros: its value, and the error
 * under it, the reader's own typing mistake or the server's refusal of the
 * cents it got (amountCents). Editing clears both.
 */
export function bindAmount<T extends AmountForm>(form: InertiaFormProps<T>) {
  const bound = bindField(form, 'amount' as never)
  const server = errorFor(form.errors as Record<string, string>, 'amountCents')
  return {
    ...bound,
    error: bound.error ?? server,
    onChange: (value: string) => {
      bound.onChange(value)
      if (server) form.clearErrors('amountCents' as never)
    },
  }
}

/**
 * The cents of the form's amount, or undefined after putting the reason under
 * the field: the request is not sent with an amount the reader did not mean.
 */
export function checkedCents<T extends AmountForm>(form: InertiaFormProps<T>, lang: string): number | undefined {
  const parsed = parseAmount(form.data.amount, lang)
  if (parsed.problem) {
    form.setError('amount' as never, t(`coop.money.amountProblems.${parsed.problem}`))
    return undefined
  }
  return parsed.cents
}
