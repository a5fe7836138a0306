import { describe, expect, it } from 'vitest'
import { formatIBAN, inputOf, rolesOf } from '@/Components/Coop/Tiers/labels'
import { exportURL, LIST_DEFAULTS, normalizeFilter } from '@/Components/Coop/Tiers/listState'
import type { Tiers } from '@/Components/Coop/types'

describe('the register', () => {
  it('groups an IBAN by four, as it is printed', () => {
    expect(formatIBAN('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(formatIBAN(' FR76 3000  6000 ')).toBe('FR76 3000 6000')
    expect(formatIBAN('')).toBe('')
  })

  it('completes a list filter with the defaults and refuses what the server would', () => {
    expect(normalizeFilter(undefined)).toEqual(LIST_DEFAULTS)
    expect(normalizeFilter({ page: -3, perPage: 1000, sortBy: 'iban', sortDesc: 'true' as unknown as boolean })).toMatchObject({ page: 1, perPage: 10, sortBy: 'name', sortDesc: true })
  })

  it('exports what the list shows, every page, its order explicit', () => {
    expect(exportURL('/coop/clients/export.csv', { ...LIST_DEFAULTS, q: 'dupré', page: 3 })).toBe('/coop/clients/export.csv?q=dupr%C3%A9&sortBy=name&sortDesc=false')
  })

  it('reads roles and the form values of a tiers', () => {
    const t = { isClient: true, isShareholder: true, memberStatus: 'actif', iban: 'FR7630006000011234567890189', kind: 'person' } as Tiers
    expect(rolesOf(t)).toEqual(['client', 'member', 'shareholder'])
    expect(inputOf(t).iban).toBe('FR76 3000 6000 0112 3456 7890 189')
  })
})
