import type { ReactNode } from 'react'
import { LogoMark } from '@/Components/Logo'
import { useTranslation } from '@/lib/i18n'
import type { Seller } from './types'

/** The cooperative's name and address (start) and the invoice's number and dates (end), as on the PDF. */
export default function InvoiceHeader({ seller, number, children }: { seller: Seller; number: ReactNode; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="flex flex-wrap justify-between gap-6 border-b border-line px-5 py-6 sm:px-8">
      <div className="space-y-1">
        <div className="mb-3 flex items-center gap-2 text-lg font-semibold text-heading">
          <LogoMark className="size-7" />
          <span>{seller.Name}</span>
        </div>
        <p>{seller.Address}</p>
        <p>{seller.City}</p>
        <p dir="ltr" className="rtl:text-end">
          {seller.Phone}
        </p>
      </div>
      <div className="space-y-2">
        <p className="text-xl font-semibold text-heading">
          {t('invoice.document.invoice')} {number}
        </p>
        {children}
      </div>
    </header>
  )
}
