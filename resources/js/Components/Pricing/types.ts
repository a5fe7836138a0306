import type { ContentLang } from '@/lib/types'

/** A plan as GET /pricing/data answers it (spec §3), prices in euros. */
export interface Plan {
  id: number
  code: string
  title: string
  subtitle: string
  monthlyPrice: number
  yearlyPlan: { perMonth: number; totalAnnual: number }
  planBenefits: string[]
  popular: boolean
  /** How many users are on the plan. */
  users: number
  lang: ContentLang
}

export interface PricingEntry {
  question: string
  answer: string
}

export interface PricingOptions {
  maxTitle: number
  maxSubtitle: number
  maxBenefits: number
  maxBenefit: number
  langs: ContentLang[]
}

export interface PricingPageProps {
  pricingPlans: Plan[]
  faq: PricingEntry[]
  lang: ContentLang
  options: PricingOptions
}

export type Billing = 'monthly' | 'yearly'

/** The page of the plans. */
export const PRICING_PATH = '/pages/pricing'
