import { describe, expect, it } from 'vitest'
import { formatBytes, formatDate, formatDateTime, formatList, formatMoney, formatNumber, formatRelativeDay, formatTime, isDay, setTimeZone, timeOptions, toDate } from '@/lib/format'

// Intl writes French with narrow no-break spaces (U+202F) in numbers and a no-break space (U+00A0) before units.
const n = '\u202f'
const nb = '\u00a0'
const morning = new Date(2026, 2, 3, 9, 5)
const afternoon = new Date(2026, 2, 3, 14, 5)

describe('lib/format', () => {
  it('isDay: a real day written YYYY-MM-DD, nothing else', () => {
    expect(['2026-11-24', '2024-02-29', '2026-12-31'].every(isDay)).toBe(true)
    expect(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', '24/11/2026', '', 20261124, null].some(isDay)).toBe(false)
  })

  it('writes times on the reader’s clock: 12-hour in English, two-digit 24-hour elsewhere', () => {
    expect(formatTime(morning, 'en')).toMatch(/^9:05\sAM$/)
    expect(formatTime(afternoon, 'en')).toMatch(/^2:05\sPM$/)
    for (const lang of ['fr', 'de', 'pt']) {
      expect(formatTime(morning, lang)).toBe('09:05')
      expect(formatTime(afternoon, lang)).toBe('14:05')
    }
    expect(timeOptions('en')).toEqual({ hour: 'numeric', minute: '2-digit' })
    expect(timeOptions('fr')).toEqual({ hour: '2-digit', minute: '2-digit' })
  })

  it('writes dates and date-times in the reader’s language', () => {
    expect(formatDate(morning, 'en')).toBe('Mar 3, 2026')
    expect(formatDate(morning, 'fr')).toBe('3 mars 2026')
    expect(formatDate(morning, 'de')).toBe('3. März 2026')
    expect(formatDateTime(morning, 'fr')).toBe('3 mars 2026, 09:05')
    expect(formatDate(morning, 'fr', { day: 'numeric', month: 'short' })).toBe('3 mars')
  })

  it('reads a YYYY-MM-DD day as that day wherever the reader is, and gives "" for what is not a date', () => {
    expect(formatDate('2026-12-31', 'fr')).toBe('31 déc. 2026')
    expect(toDate('2026-01-01')?.getDate()).toBe(1)
    expect(formatDate('2026-03-05T08:00:00Z', 'en')).toMatch(/^Mar 5, 2026$/)
    for (const bad of ['', 'soon', null, undefined, Number.NaN]) expect(formatDate(bad as never, 'fr')).toBe('')
    expect(formatTime('nope', 'fr')).toBe('')
  })

  it('writes numbers, money and sizes with the reader’s separators', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5')
    expect(formatNumber(1234567.5, 'fr')).toBe(`1${n}234${n}567,5`)
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5')
    expect(formatNumber(Number.NaN, 'fr')).toBe('')
    expect(formatMoney(123450, 'en')).toBe('€1,234.50')
    expect(formatMoney(123450, 'fr')).toBe(`1${n}234,50${nb}€`)
    expect(formatMoney(-5, 'fr')).toBe(`-0,05${nb}€`)
    expect(formatBytes(500, 'fr')).toMatch(/^500\soctets$/)
    expect(formatBytes(7, 'en')).toBe('7 bytes')
    expect(formatBytes(12_600, 'en')).toBe('12.3 kB')
    expect(formatBytes(12_600, 'fr')).toMatch(/^12,3\sko$/)
    expect(formatBytes(3 * 1024 * 1024, 'de')).toBe('3 MB')
  })

  it('names days relative to today and joins lists in the reader’s language', () => {
    expect(formatRelativeDay(0, 'fr')).toBe('Aujourd’hui')
    expect(formatRelativeDay(-1, 'en')).toBe('Yesterday')
    expect(formatRelativeDay(1, 'de')).toBe('Morgen')
    expect(formatList(['Ann', 'Bob', 'Cy'], 'fr')).toBe('Ann, Bob et Cy')
    expect(formatList([], 'fr')).toBe('')
  })

  it('writes moments in the time zone chosen on the account, and calendar days as those days', () => {
    const moment = '2026-03-03T23:30:00Z'
    try {
      setTimeZone('Europe/Paris')
      expect(formatDateTime(moment, 'fr')).toBe('4 mars 2026, 00:30')
      setTimeZone('America/New_York')
      expect(formatDateTime(moment, 'fr')).toBe('3 mars 2026, 18:30')
      expect(formatDate('2026-03-04', 'fr')).toBe('4 mars 2026')
      setTimeZone('Not/AZone')
      expect(formatDate('2026-03-04', 'fr')).toBe('4 mars 2026')
    } finally {
      setTimeZone('')
    }
  })
})
