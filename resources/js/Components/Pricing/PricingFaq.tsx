import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import type { PricingEntry } from './types'

/** The questions people ask about the plans, as an accordion. */
export default function PricingFaq({ entries }: { entries: PricingEntry[] }) {
  const { t } = useTranslation()
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto grid w-full max-w-3xl gap-4">
      <div className="text-center">
        <h2 id="pricing-faq" className="text-xl font-semibold text-heading">
          {t('pricing.faqTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('pricing.faqIntro')}</p>
      </div>
      <ul className="grid gap-3">
        {entries.map((e) => (
          <Disclosure as="li" key={e.question} className="card">
            <DisclosureButton className="group flex w-full cursor-pointer items-center gap-3 px-5 py-4 text-start font-medium text-heading">
              <span className="min-w-0 flex-1">{e.question}</span>
              <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-data-open:rotate-180" aria-hidden="true" />
            </DisclosureButton>
            <DisclosurePanel className="px-5 pb-4 text-[0.9375rem]">{e.answer}</DisclosurePanel>
          </Disclosure>
        ))}
      </ul>
    </section>
  )
}
