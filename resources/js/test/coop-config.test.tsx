import { describe, expect, it } from 'vitest'
import { bpToText, centsToText, draftOf, settingsOf, textToBp, textToCents, textToCount } from '@/Components/Coop/Config/convert'
import type { Settings } from '@/Components/Coop/Config/types'

const settings: Settings = {
  identity: { name: 'Coopérative Partage', legalForm: 'SCIC', siren: '732829320', address: '', postalCode: '', city: '', email: '', phone: '', iban: '', hasLogo: false },
  categories: [
    { code: 'A', label: 'Parts A', nominalCents: 5000, minPerHolder: 1, maxPerHolder: 100, voting: true, members: true },
    { code: 'B', label: 'Parts B', nominalCents: 12345, minPerHolder: 1, maxPerHolder: 0, voting: false, members: false },
  ],
  approvals: { secondAboveCents: 500000 },
  interest: { capBasisPoints: 450 },
  registrationOpen: true,
  joinOpen: false,
  requiredDocuments: ['id'],
  mail: { senderName: 'Partage', senderAddress: '' },
  analytics: { retentionDays: 90, goalCents: 1250050 },
  updatedAt: '2026-11-24T08:00:00Z',
  updatedBy: 'Admin',
}

describe('euros and cents', () => {
  it('writes cents as an amount to edit, in the reader\'s decimal mark', () => {
    expect(centsToText(5000, 'fr')).toBe('50')
    expect(centsToText(12345, 'fr')).toBe('123,45')
    expect(centsToText(12305, 'en')).toBe('123.05')
    expect(centsToText(0, 'de')).toBe('0')
  })
  it('reads amounts as people type them, zero included', () => {
    expect(textToCents('50', 'fr')).toBe(5000)
    expect(textToCents('1 234,50 €', 'fr')).toBe(123450)
    expect(textToCents('1,234.50', 'en')).toBe(123450)
    expect(textToCents('0', 'fr')).toBe(0)
    expect(textToCents('0,00', 'fr')).toBe(0)
  })
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '12,345', '1,2,3']) expect(textToCents(bad, 'fr')).toBeNull()
  })
  it('round-trips every cent', () => {
    for (const cents of [1, 99, 100, 5000, 12345, 500000]) {
      for (const lang of ['en', 'fr', 'de', 'pt']) expect(textToCents(centsToText(cents, lang), lang)).toBe(cents)
    }
  })
})

describe('percent and basis points', () => {
  it('writes and reads a rate', () => {
    expect(bpToText(400, 'fr')).toBe('4')
    expect(bpToText(450, 'fr')).toBe('4,5')
    expect(bpToText(425, 'en')).toBe('4.25')
    expect(textToBp('4,5 %')).toBe(450)
    expect(textToBp('20')).toBe(2000)
    expect(textToBp('0')).toBe(0)
  })
  it('refuses more than two decimals or words', () => {
    for (const bad of ['4,555', 'quatre', '', '-1']) expect(textToBp(bad)).toBeNull()
  })
  it('round-trips', () => {
    for (const bp of [0, 1, 50, 400, 425, 2000]) for (const lang of ['en', 'fr', 'de', 'pt']) expect(textToBp(bpToText(bp, lang))).toBe(bp)
  })
})

describe('the form', () => {
  it('counts parts as whole numbers, empty as zero', () => {
    expect(textToCount(' 12 ')).toBe(12)
    expect(textToCount('')).toBe(0)
    expect(textToCount('1,5')).toBeNull()
  })
  it('gives back the settings it was made from', () => {
    const d = draftOf(settings, 'fr')
    expect(d.secondAbove).toBe('5000')
    expect(d.interestCap).toBe('4,5')
    expect(d.categories[1]?.nominal).toBe('123,45')
    const { updatedAt: _a, updatedBy: _b, ...rest } = settings
    expect(settingsOf(d, 'fr').settings).toEqual(rest)
  })
  it('names the fields whose numbers cannot be read, as the server names them', () => {
    const d = draftOf(settings, 'en')
    d.categories[1]!.nominal = 'fifty'
    d.interestCap = '4.555'
    expect(settingsOf(d, 'en').invalid).toEqual(['categories.1.nominalCents', 'interest.capBasisPoints'])
  })
  it('reads the retention in days and the goal in euros, an empty goal as none', () => {
    const d = draftOf(settings, 'fr')
    expect(d.retentionDays).toBe('90')
    expect(d.goal).toBe('12500,50')
    d.goal = ''
    d.retentionDays = '365'
    expect(settingsOf(d, 'fr').settings?.analytics).toEqual({ retentionDays: 365, goalCents: 0 })
    expect(draftOf({ ...settings, analytics: { retentionDays: 7, goalCents: 0 } }, 'en').goal).toBe('')
    d.retentionDays = 'un an'
    d.goal = '-3'
    expect(settingsOf(d, 'fr').invalid).toEqual(['analytics.retentionDays', 'analytics.goalCents'])
  })
})
