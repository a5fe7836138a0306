import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fr from '../../lang/fr.json'
import AuditChanges from '../Components/Coop/AuditChanges'
import { actionLabel, fieldLabel, formatValue, type AuditEntry } from '../Components/Coop/audit'
import HistoryTab from '../Components/Coop/HistoryTab'
import { changeLanguage, t } from '../lib/i18n'

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 3,
  at: '2026-11-24T09:05:00Z',
  actorId: 1,
  actorName: 'Camille Lefèvre',
  ip: '192.0.2.7',
  recordType: 'tiers',
  recordId: 61,
  action: 'updated',
  changes: [
    { field: 'iban', before: 'FR7630006000011234567890189', after: 'FR1420041010050500013M02606' },
    { field: 'isClient', before: true, after: false },
    { field: 'city', before: '', after: 'Dole' },
  ],
  ...over,
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

describe('audit values', () => {
  it('reads values as people do: empty as —, booleans as yes/no, IBANs by four, ids as written', () => {
    expect(formatValue(t, null, 'en')).toBe('—')
    expect(formatValue(t, '', 'en')).toBe('—')
    expect(formatValue(t, true, 'en')).toBe('Yes')
    expect(formatValue(t, false, 'en')).toBe('No')
    expect(formatValue(t, 'FR7630006000011234567890189', 'en', 'iban')).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(formatValue(t, 12345, 'en', 'number')).toBe('12345')
    expect(formatValue(t, 12345, 'en', 'size')).toBe('12,345')
    expect(formatValue(t, '2026-03-02', 'en')).toBe('Mar 2, 2026')
    expect(formatValue(t, { a: 1 }, 'en')).toBe('{"a":1}')
  })

  it('names fields and actions, and shows an unknown one as it is', () => {
    expect(fieldLabel(t, 'postalCode')).toBe('Postal code')
    expect(actionLabel(t, 'approved')).toBe('Approved')
    expect(fieldLabel(t, 'somethingNew')).toBe('somethingNew')
    expect(actionLabel(t, 'created', 'tiers')).toBe('Record created')
    expect(actionLabel(t, 'approved', 'tiers')).toBe('Approved')
    expect(formatValue(t, 'actif', 'en', 'status', 'membership')).toBe('Active')
    expect(formatValue(t, 'actif', 'en', 'status', 'contact')).toBe('actif')
  })
})

describe('HistoryTab', () => {
  it('says when nothing was recorded', () => {
    render(<HistoryTab entries={[]} />)
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy()
    expect(screen.getByText('No change recorded yet.')).toBeTruthy()
  })

  it('shows who, when, from where and each field before → after, in French', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(fr), { headers: { 'Content-Type': 'application/json' } })))
    await changeLanguage('fr')
    render(<HistoryTab entries={[entry()]} />)
    const item = screen.getByRole('listitem')
    // A tiers' update has the register's own word; a code field reads as its word.
    expect(within(item).getByText('Fiche modifiée')).toBeTruthy()
    expect(item.textContent).toContain('Par Camille Lefèvre')
    expect(item.textContent).toContain('depuis 192.0.2.7')
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T09:05:00Z')
    const terms = [...item.querySelectorAll('dt')].map((d) => d.textContent)
    expect(terms).toEqual(['IBAN', 'Client', 'Ville'])
    const values = [...item.querySelectorAll('dd')].map((d) => d.textContent)
    expect(values).toEqual(['FR76 3000 6000 0112 3456 7890 189FR14 2004 1010 0505 0001 3M02 606', 'OuiNon', '—Dole'])
  })
})

describe('AuditChanges', () => {
  it('shows nothing for an entry without fields', () => {
    const { container } = render(<AuditChanges changes={[]} />)
    expect(container.textContent).toBe('')
  })
})
