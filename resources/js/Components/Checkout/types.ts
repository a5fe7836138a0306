import type { Address, Cart, Delivery, PaymentMethod } from '@/Components/Shop/types'
import type { Step } from './checkoutState'

/** What a member's account holds: the balance and what may be spent now (cents). */
export interface MemberAccount {
  balance: number
  available: number
}

/** The cooperative's bank, for transfers. */
export interface Bank {
  bankName: string
  iban: string
  swiftCode: string
}

/** The ways this buyer may pay. */
export interface PaymentOptions {
  methods: PaymentMethod[]
  account: MemberAccount | null
  bank: Bank
}

/** The props of /apps/ecommerce/checkout (controllers/shop_orders.go). */
export interface CheckoutProps {
  cart: Cart
  addresses: Address[]
  deliveries: Delivery[]
  payment: PaymentOptions
  step: Step
}
