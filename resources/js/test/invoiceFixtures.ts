import type { Invoice, InvoiceDetail } from '../Components/Invoice/types'

/** An invoice of the list as the server sends it; override what a test needs. */
export function invoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 5001,
    issuedDate: '2026-03-01',
    dueDate: '2026-03-31',
    client: { id: 3, name: 'Léa Moreau', company: 'Les Ateliers du Canut', companyEmail: 'lea@canut.example', address: '14 montée', country: 'France', contact: '' },
    service: 'Formation',
    total: 1080,
    totalCents: 108000,
    balance: '€1080.00',
    balanceCents: 108000,
    avatar: '',
    invoiceStatus: 'Sent',
    status: 'sent',
    ...over,
  }
}

/** An invoice with its lines and payments. */
export function invoiceDetail(over: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoice(),
    salesperson: 'Camille',
    note: 'Merci',
    terms: '30 jours',
    subtotalCents: 90000,
    discountCents: 1000,
    taxRate: 5.5,
    taxCents: 4895,
    paidCents: 0,
    lines: [{ item: 'Formation', description: 'Deux jours', cost: 450, costCents: 45000, qty: 2, price: 900, priceCents: 90000 }],
    payments: [],
    ...over,
  }
}
