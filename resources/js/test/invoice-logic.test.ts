import { describe, expect, it } from 'vitest'
import { exportURL, listURL, normalizeFilter, parseListQuery } from '../Components/Invoice/listState'
import { computeTotals, formatMoney, parseCents, parseFixed } from '../Components/Invoice/money'
import { statusKey } from '../Components/Invoice/status'
import { payloadOf, initialDraft } from '../Components/Invoice/useInvoiceForm'
import { invoiceDetail } from './invoiceFixtures'

describe('money', () => {
  it('reads amounts as the server does: two decimals at most, a comma for the point, no exponents', () => {
    expect(parseCents('12')).toBe(1200)
    expect(parseCents('12,5')).toBe(1250)
    expect(parseCents('1 234.56')).toBe(123456)
    expect(parseCents('€ 3')).toBe(300)
    expect(parseCents('.5')).toBe(50)
    expect(parseCents('12.345')).toBeNull()
    expect(parseCents('1e3')).toBeNull()
    expect(parseCents('')).toBeNull()
    expect(parseFixed('2', 0)).toBe(2)
    expect(parseFixed('2.5', 0)).toBeNull()
  })

  it('computes the totals like the server: lines, discount off the subtotal, tax rounded half up', () => {
    // The Go store test's example: 59.97 + 120.50 = 180.47; less 10 = 170.47; 20 % = 34.094 → 34.09.
    const t = computeTotals(
      [
        { cost: '19.99', qty: '3' },
        { cost: '120,50', qty: '1' },
      ],
      '10',
      '20',
    )
    expect(t).toEqual({ prices: [5997, 12050], subtotal: 18047, discount: 1000, tax: 3409, total: 20456 })
    expect(computeTotals([{ cost: '0.25', qty: '1' }], '', '10').tax).toBe(3)
    expect(computeTotals([{ cost: 'x', qty: '1' }, { cost: '2', qty: '' }], '', '5.5')).toEqual({ prices: [null, null], subtotal: 0, discount: 0, tax: 0, total: 0 })
  })

  it('formats cents in the reader language', () => {
    expect(formatMoney(123456, 'en')).toBe('€1,234.56')
    expect(formatMoney(123456, 'de')).toMatch(/^1\.234,56\s€$/)
  })
})

describe('the list state in the URL', () => {
  it('keeps only what differs from the defaults, and reads a shared link back', () => {
    const f = normalizeFilter({ q: ' canut ', status: 'Past Due', page: 3, perPage: 25, sortBy: 'total', sortDesc: false })
    expect(listURL(f)).toBe('/apps/invoice/list?q=canut&status=Past+Due&page=3&perPage=25&sortBy=total&sortDesc=false')
    expect(parseListQuery('q=canut&status=Past+Due&page=3&perPage=25&sortBy=total&sortDesc=false')).toEqual({ ...f, q: 'canut' })
    expect(listURL(normalizeFilter({}))).toBe('/apps/invoice/list')
  })

  it('drops what the server would refuse', () => {
    expect(normalizeFilter({ status: 'Lost', perPage: 7, sortBy: 'color', page: -2 })).toEqual({ q: '', status: '', page: 1, perPage: 10, sortBy: 'id', sortDesc: true })
  })

  it('exports every page of the filter, in its order', () => {
    expect(exportURL(normalizeFilter({ status: 'Paid', page: 4, sortBy: 'client', sortDesc: false }))).toBe('/apps/invoice/invoices.csv?status=Paid&sortBy=client&sortDesc=false')
  })

  it('names the statuses', () => {
    expect(statusKey('Partial Payment')).toBe('partial')
    expect(statusKey('Past Due')).toBe('pastdue')
  })
})

describe('the form', () => {
  it('sends the client, dates, lines and texts as typed, never a total', () => {
    const d = initialDraft(invoiceDetail(), { issuedDate: '2026-01-01', dueDate: '2026-01-31', taxRate: 20, salesperson: 'Ada' })
    const p = payloadOf(invoiceDetail().client, d)
    expect(p).toEqual({
      clientId: 3,
      issuedDate: '2026-03-01',
      dueDate: '2026-03-31',
      lines: [{ item: 'Formation', description: 'Deux jours', cost: '450.00', qty: '2' }],
      salesperson: 'Camille',
      note: 'Merci',
      terms: '30 jours',
      discount: '10.00',
      taxRate: '5.5',
    })
    expect(Object.keys(p)).not.toContain('total')
  })
})
