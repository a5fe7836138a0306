import { describe, expect, it } from 'vitest'
import { ariaSort, changeState, fromQuery, queryString, toggleSort, toQuery } from '../Components/DataTable/query'
import { pageCount, pageItems, pageRange } from '../Components/DataTable/pager'
import { describeActivity, fieldList } from '../Components/User/activity'
import { avatarProblem } from '../Components/Form/avatarFile'
import { errorFor } from '../Components/Form/form'
import { formatDate, isWebURL, money } from '../Components/User/labels'
import { exportURL, isFiltered, LIST_DEFAULTS, listURL, normalizeFilter, parseListQuery } from '../Components/User/listState'
import type { UserFilter } from '../Components/User/types'

const filter = (over: Partial<UserFilter> = {}): UserFilter => ({ ...LIST_DEFAULTS, ...over }) as UserFilter

describe('URL state ↔ filter', () => {
  it('leaves the defaults out of the address', () => {
    expect(listURL(filter())).toBe('/apps/user/list')
    expect(listURL(filter({ q: '  ann ', role: 'editor', page: 3 }))).toBe('/apps/user/list?q=ann&role=editor&page=3')
    expect(listURL(filter({ perPage: 25, status: 'pending' }))).toBe('/apps/user/list?status=pending&perPage=25')
  })

  it('writes a sort with its direction, even the default direction, and leaves the default sort out', () => {
    expect(listURL(filter({ sortBy: 'fullName', sortDesc: false }))).toBe('/apps/user/list?sortBy=fullName&sortDesc=false')
    expect(listURL(filter({ sortBy: 'fullName', sortDesc: true }))).toBe('/apps/user/list?sortBy=fullName&sortDesc=true')
    expect(listURL(filter({ sortBy: 'id', sortDesc: false }))).toBe('/apps/user/list?sortBy=id&sortDesc=false')
    expect(listURL(filter({ sortBy: 'id', sortDesc: true }))).toBe('/apps/user/list')
  })

  it('reads back what it wrote, typed like the defaults', () => {
    const state = filter({ q: 'ann', role: 'author', currentPlan: 'team', status: 'active', page: 4, perPage: 50, sortBy: 'email', sortDesc: false })
    const url = listURL(state)
    expect(parseListQuery(url.split('?')[1] ?? '')).toEqual(state)
    expect(parseListQuery('')).toEqual(LIST_DEFAULTS)
  })

  it('ignores what it does not know and values that make no sense', () => {
    expect(parseListQuery('page=-2&perPage=7&sortBy=password&sortDesc=maybe&other=1')).toEqual(LIST_DEFAULTS)
    expect(fromQuery('page=abc&q=x', { q: '', page: 1 })).toEqual({ q: 'x', page: 1 })
    expect(normalizeFilter(undefined)).toEqual(LIST_DEFAULTS)
    expect(normalizeFilter({ sortDesc: 'true' as unknown as boolean, page: '2' as unknown as number }).page).toBe(2)
  })

  it('goes back to page 1 when anything but the page changes', () => {
    const on5 = filter({ page: 5 })
    expect(changeState(on5, { role: 'editor' }).page).toBe(1)
    expect(changeState(on5, { perPage: 25 }).page).toBe(1)
    expect(changeState(on5, { sortBy: 'email', sortDesc: false }).page).toBe(1)
    expect(changeState(on5, { page: 6 }).page).toBe(6)
    // The same value again is no change.
    expect(changeState(on5, { role: '' }).page).toBe(5)
  })

  it('flips the direction of the current column; a new column starts A→Z, the id newest first', () => {
    expect(toggleSort({ sortBy: 'id', sortDesc: true }, 'fullName', ['id'])).toEqual({ sortBy: 'fullName', sortDesc: false })
    expect(toggleSort({ sortBy: 'fullName', sortDesc: false }, 'fullName', ['id'])).toEqual({ sortBy: 'fullName', sortDesc: true })
    expect(toggleSort({ sortBy: 'fullName', sortDesc: true }, 'id', ['id'])).toEqual({ sortBy: 'id', sortDesc: true })
    expect(ariaSort({ sortBy: 'email', sortDesc: true }, 'email')).toBe('descending')
    expect(ariaSort({ sortBy: 'email', sortDesc: false }, 'email')).toBe('ascending')
    expect(ariaSort({ sortBy: 'email', sortDesc: false }, 'role')).toBe('none')
  })

  it('exports what the list shows, every page, in its order', () => {
    expect(exportURL(filter({ q: 'ann', role: 'editor', page: 3, perPage: 50 }))).toBe('/apps/users/export.csv?q=ann&role=editor&sortBy=id&sortDesc=true')
    expect(exportURL(filter({ sortBy: 'country', sortDesc: false }))).toBe('/apps/users/export.csv?sortBy=country&sortDesc=false')
    expect(queryString({})).toBe('')
  })

  it('knows when a filter narrows the list', () => {
    expect(isFiltered(filter())).toBe(false)
    expect(isFiltered(filter({ page: 3, sortBy: 'email' }))).toBe(false)
    expect(isFiltered(filter({ status: 'inactive' }))).toBe(true)
  })

  it('keeps other keys out of a group they do not belong to', () => {
    expect(toQuery({ a: 'x', b: 1 }, { a: '', b: 1 }, [])).toEqual({ a: 'x' })
    expect(toQuery({ a: '', b: 2 }, { a: '', b: 1 }, [['a', 'b']])).toEqual({ b: '2' })
  })
})

describe('pager maths', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
    expect(pageCount(1234, 25)).toBe(50)
  })

  it('says which rows are shown', () => {
    expect(pageRange(2, 10, 1234)).toEqual({ from: 11, to: 20 })
    expect(pageRange(124, 10, 1234)).toEqual({ from: 1231, to: 1234 })
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 })
    expect(pageRange(9, 10, 35)).toEqual({ from: 0, to: 0 })
    // The rows really on the page (one deleted meanwhile).
    expect(pageRange(1, 10, 35, 9)).toEqual({ from: 1, to: 9 })
  })

  it('offers the first, the last, the neighbours and gaps of two pages or more', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20])
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageItems(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    // The same length wherever the current page is.
    for (let p = 1; p <= 30; p++) expect(pageItems(p, 30)).toHaveLength(7)
  })
})

describe('the timeline in words', () => {
  it('words each kind with its details', () => {
    expect(describeActivity({ kind: 'created', params: {} }, 'en')).toBe('Account created')
    expect(describeActivity({ kind: 'status', params: { from: 'active', to: 'inactive' } }, 'en')).toBe('Status changed from Active to Inactive')
    expect(describeActivity({ kind: 'role', params: { from: 'subscriber', to: 'editor' } }, 'en')).toBe('Role changed from Subscriber to Editor')
    expect(describeActivity({ kind: 'plan', params: { from: 'basic', to: 'team' } }, 'en')).toBe('Plan changed from Basic to Team')
    expect(describeActivity({ kind: 'updated', params: { fields: ['email', 'company', 'country'] } }, 'en')).toBe('Updated: Email, Company, and Country')
    expect(describeActivity({ kind: 'updated', params: {} }, 'en')).toBe('Account details changed')
    expect(describeActivity({ kind: 'signed_in', params: { via: 'password' } }, 'en')).toBe('Signed in')
    expect(describeActivity({ kind: 'something_new', params: {} }, 'en')).toBe('something_new')
    expect(fieldList(['fullName'], 'fr')).toBe('Full name')
    expect(fieldList('not a list', 'en')).toBe('')
  })
})

describe('forms', () => {
  it('finds a field’s error under its name, the body’s key or one of its items', () => {
    expect(errorFor({ email: 'Taken.' }, 'email')).toBe('Taken.')
    expect(errorFor({ 'user.email': 'Taken.' }, 'email', 'user')).toBe('Taken.')
    expect(errorFor({ 'languages.2': 'Unknown.' }, 'languages')).toBe('Unknown.')
    expect(errorFor({ fullName: ['First.', 'Second.'] }, 'fullName')).toBe('First.')
    expect(errorFor({ emailAddress: 'No.' }, 'email')).toBeUndefined()
  })

  it('checks a picture before sending it', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(avatarProblem({ type: 'image/webp', size: 800 * 1024 })).toBeNull()
    expect(avatarProblem({ type: 'image/jpeg', size: 800 * 1024 + 1 })).toBe('size')
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('type')
  })

  it('follows only web links, and writes money and dates in the language', () => {
    expect(isWebURL('https://github.com/x')).toBe(true)
    expect(isWebURL('javascript:alert(1)')).toBe(false)
    expect(isWebURL('data:text/html,x')).toBe(false)
    expect(money(2900, 'en')).toBe('€29.00')
    expect(money(2900, 'fr').replace(/\s/g, ' ')).toBe('29,00 €')
    expect(money('$12', 'en')).toBe('$12')
    expect(formatDate('2026-03-12', 'en')).toBe('Mar 12, 2026')
    expect(formatDate('', 'en')).toBe('')
    expect(formatDate('soon', 'en')).toBe('')
  })
})
