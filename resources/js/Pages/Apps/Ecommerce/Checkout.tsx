import type { Errors } from '@inertiajs/core'
import { Head, router, usePage } from '@inertiajs/react'
import { ArrowRight, CircleAlert, LoaderCircle, ShoppingBag } from 'lucide-react'
import { useState } from 'react'
import AddressStep from '@/Components/Checkout/AddressStep'
import CartStep from '@/Components/Checkout/CartStep'
import { allowedStep, CHECKOUT_URL, checkoutQuery, deliveryPrice, furthestStep, readChoice, STEPS, stepForErrors, type Choice, type Step } from '@/Components/Checkout/checkoutState'
import PaymentStep from '@/Components/Checkout/PaymentStep'
import PriceDetails from '@/Components/Checkout/PriceDetails'
import Stepper from '@/Components/Checkout/Stepper'
import type { CheckoutProps } from '@/Components/Checkout/types'
import { refusedWith } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

const NEXT: Record<Step, Step | null> = { cart: 'address', address: 'payment', payment: null }

/**
 * /apps/ecommerce/checkout: the template's three steps (cart, address,
 * payment), the step and the choices in the URL. Placing the order sends them
 * to the server, which answers with the order's page; a refusal (stock, an
 * expired coupon…) is shown above the steps, on the step where it is fixed.
 */
export default function Checkout({ cart, addresses, deliveries, payment, step: asked }: CheckoutProps) {
  const { t } = useTranslation()
  const { url } = usePage()
  const chosen = readChoice(url, addresses, deliveries, payment.methods)
  // The member account only while it holds the total (with the delivery chosen).
  const total = cart.total + deliveryPrice(deliveries, chosen.delivery)
  const usable = payment.methods.filter((m) => m !== 'account' || (payment.account !== null && payment.account.available >= total))
  const choice = readChoice(url, addresses, deliveries, usable)
  const step = allowedStep(asked, cart, choice)
  const furthest = furthestStep(cart, choice)
  const delivery = deliveries.find((d) => d.key === choice.delivery) ?? null
  const address = addresses.find((a) => a.id === choice.addressId) ?? null
  const [refusal, setRefusal] = useState<string[]>([])
  const [placing, setPlacing] = useState(false)

  const go = (to: Step, c: Choice = choice) => router.get(CHECKOUT_URL, checkoutQuery(to, c), { preserveState: true })
  const choose = (patch: Partial<Choice>) =>
    router.replace({ url: `${CHECKOUT_URL}?${new URLSearchParams(checkoutQuery(step, { ...choice, ...patch }))}`, preserveState: true, preserveScroll: true })
  const refused = (errors: Errors) => {
    setRefusal(Object.values(errors).filter(Boolean).map(String))
    const back = stepForErrors(errors)
    if (back !== step) go(back)
  }
  const place = () => {
    if (placing || !choice.addressId || !choice.delivery || !choice.payment) return
    setRefusal([])
    router.post(
      CHECKOUT_URL,
      { addressId: choice.addressId, deliveryMethod: choice.delivery, paymentMethod: choice.payment },
      { onStart: () => setPlacing(true), onFinish: () => setPlacing(false), onError: refused, ...refusedWith('checkout.failed') },
    )
  }
  const next = NEXT[step]
  const canGo = next ? STEPS.indexOf(next) <= STEPS.indexOf(furthest) : Boolean(choice.payment) && !placing

  return (
    <>
      <Head title={t('checkout.pageTitle')} />
      <h1 className="sr-only">{t('checkout.heading')}</h1>
      <Stepper step={step} furthest={furthest} onStep={(s) => go(s)} />
      {refusal.length > 0 && (
        <div role="alert" className="mb-6 flex gap-3 rounded-lg border border-danger/40 bg-danger/8 p-4 text-sm text-heading">
          <CircleAlert className="size-5 shrink-0 text-danger" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('checkout.refused')}</p>
            {refusal.map((m) => (
              <p key={m}>{serverText(m)}</p>
            ))}
          </div>
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {step === 'cart' && <CartStep cart={cart} />}
          {step === 'address' && (
            <AddressStep
              addresses={addresses}
              deliveries={deliveries}
              addressId={choice.addressId}
              delivery={choice.delivery}
              onAddress={(addressId) => choose({ addressId })}
              onDelivery={(key) => choose({ delivery: key })}
            />
          )}
          {step === 'payment' && <PaymentStep payment={payment} cart={cart} address={address} delivery={delivery} method={choice.payment} onMethod={(m) => choose({ payment: m })} />}
        </div>
        <PriceDetails cart={cart} delivery={delivery}>
          {next ? (
            <button type="button" className="btn-primary w-full" disabled={!canGo || cart.items.length === 0} onClick={() => go(next)}>
              {t(`checkout.next.${step}`)}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </button>
          ) : (
            <button type="button" className="btn-primary w-full" disabled={!canGo} onClick={place}>
              {placing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <ShoppingBag className="size-4" aria-hidden="true" />}
              {t('checkout.place')}
            </button>
          )}
        </PriceDetails>
      </div>
    </>
  )
}
