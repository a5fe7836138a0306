import { describe, expect, it } from 'vitest'
import { listPath, mailPath } from '../Components/Email/util'
import { fitCount } from '../lib/bookmarks'
import de from '../../lang/de.json'
import en from '../../lang/en.json'
import fr from '../../lang/fr.json'
import pt from '../../lang/pt.json'

describe('bookmarks bar', () => {
  it('shows all bookmarks that fit, otherwise as many as fit beside the "more" button', () => {
    expect(fitCount(4, 400, 38, 38)).toBe(4)
    expect(fitCount(9, 9 * 38, 38, 38)).toBe(9) // exactly enough room: no "more"
    expect(fitCount(9, 200, 38, 38)).toBe(4) // (200 − 38) / 38
    expect(fitCount(9, 1000, 38, 38)).toBe(9)
    expect(fitCount(3, 40, 38, 38)).toBe(0) // only the "more" button fits
    expect(fitCount(6, 0, 38, 38)).toBe(4) // not laid out yet
    expect(fitCount(2, 0, 38, 38)).toBe(2)
  })
})

describe('mail URLs', () => {
  it('an open mail has its own path under its list; closing it goes back to the list', () => {
    expect(mailPath({ folder: '', label: '' }, 12)).toBe('/apps/email/inbox/12')
    expect(mailPath({ folder: 'inbox', label: '' }, 12)).toBe('/apps/email/inbox/12')
    expect(mailPath({ folder: 'trash', label: '' }, 3)).toBe('/apps/email/trash/3')
    expect(mailPath({ folder: '', label: 'company' }, 7)).toBe('/apps/email/label/company/7')
    expect(listPath({ folder: 'trash', label: '' })).toBe('/apps/email/trash')
  })
})

describe('labels', () => {
  it('"Contact" and "Phone" of a user read differently in every language', () => {
    for (const [lng, l] of Object.entries({ en, fr, de, pt })) {
      expect(l.users.fields.contact, lng).not.toBe(l.users.fields.phone)
    }
  })
})
