import { describe, expect, it } from 'vitest'
import { groupsOf } from '@/Components/Faq/types'
import { amountText, bestSaving, euros } from './money'

describe('pricing money', () => {
  it('writes whole euros without decimals and others with two', () => {
    expect(euros(49, 'en')).toBe('€49')
    expect(euros(45.5, 'en')).toBe('€45.50')
    expect(euros(480, 'fr').replace(/\s/g, ' ')).toBe('480 €')
  })

  it('finds the best yearly saving, ignoring free plans', () => {
    const plan = (monthlyPrice: number, perMonth: number) => ({ monthlyPrice, yearlyPlan: { perMonth } })
    expect(bestSaving([plan(0, 0), plan(49, 40), plan(99, 80)])).toBe(19)
    expect(bestSaving([plan(0, 0)])).toBe(0)
  })

  it('sends a typed price with a dot', () => {
    expect(amountText(' 45,5 ')).toBe('45.5')
  })
})

describe('faq groups', () => {
  it('keeps the order of the server’s object and names each group by its code', () => {
    const g = (id: number) => ({ id, icon: 'truck', title: `G${id}`, subtitle: '', qandA: [] })
    expect(groupsOf({ payment: g(2), delivery: g(1) }).map((x) => [x.code, x.id])).toEqual([
      ['payment', 2],
      ['delivery', 1],
    ])
  })
})
