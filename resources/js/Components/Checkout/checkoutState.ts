/**
 * The checkout's state in the URL: the step (?step=cart|address|payment) and
 * the choices made on the way (?address=ID&delivery=KEY&payment=METHOD), so a
 * reload or a step back keeps them. Pure functions, tested on their own.
 */
import type { Address, Cart, Delivery, DeliveryKey, PaymentMethod } from '@/Components/Shop/types'

export type Step = 'cart' | 'address' | 'payment'
export const STEPS: Step[] = ['cart', 'address', 'payment']

export interface Choice {
  addressId: number | null
  delivery: DeliveryKey | null
  payment: PaymentMethod | null
}

export const CHECKOUT_URL = '/apps/ecommerce/checkout'

function query(url: string): URLSearchParams {
  const at = url.indexOf('?')
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1))
}

/**
 * The choices in url, each checked against what the page offers; otherwise
 * the default address (or the first one), the first delivery method and the
 * first payment method.
 */
export function readChoice(url: string, addresses: Address[], deliveries: Delivery[], methods: PaymentMethod[]): Choice {
  const q = query(url)
  const id = Number(q.get('address'))
  const address = addresses.find((a) => a.id === id) ?? addresses.find((a) => a.isDefault) ?? addresses[0]
  const delivery = deliveries.find((d) => d.key === q.get('delivery')) ?? deliveries[0]
  const payment = methods.find((m) => m === q.get('payment')) ?? methods[0]
  return { addressId: address?.id ?? null, delivery: delivery?.key ?? null, payment: payment ?? null }
}

/** The query of a step with the choices made. */
export function checkoutQuery(step: Step, choice: Choice): Record<string, string> {
  const out: Record<string, string> = { step }
  if (choice.addressId) out.address = String(choice.addressId)
  if (choice.delivery) out.delivery = choice.delivery
  if (choice.payment) out.payment = choice.payment
  return out
}

/** The furthest step one may be on: the cart while it is empty, the address while none is chosen. */
export function furthestStep(cart: Cart, choice: Choice): Step {
  if (cart.items.length === 0) return 'cart'
  if (!choice.addressId || !choice.delivery) return 'address'
  return 'payment'
}

/** The step asked for, or the furthest one allowed when that is further. */
export function allowedStep(asked: Step, cart: Cart, choice: Choice): Step {
  const furthest = furthestStep(cart, choice)
  return STEPS.indexOf(asked) > STEPS.indexOf(furthest) ? furthest : asked
}

/** Where the refusal of an order can be fixed: the address step for the address or delivery, the payment step for its method, else the cart (stock, coupon). */
export function stepForErrors(errors: Record<string, string | undefined>): Step {
  if (errors.addressId || errors.deliveryMethod) return 'address'
  if (errors.paymentMethod) return 'payment'
  return 'cart'
}

/** The delivery price of the chosen method (0 when none is chosen). */
export function deliveryPrice(deliveries: Delivery[], key: DeliveryKey | null): number {
  return deliveries.find((d) => d.key === key)?.price ?? 0
}
