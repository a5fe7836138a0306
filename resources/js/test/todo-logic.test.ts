import { describe, expect, it } from 'vitest'
import {
  addPayload,
  canReorder,
  draftOf,
  dropIndex,
  fieldErrors,
  formatDue,
  isOverdue,
  listPath,
  listQuery,
  moveItem,
  newDraft,
  orderBy,
  parseDay,
  updatePayload,
} from '../Components/Todo/util'
import { task } from './todoFixtures'

// A fixed "now": Wednesday 18 March 2026, in the afternoon, local time.
const now = new Date(2026, 2, 18, 15, 30)

describe('list paths', () => {
  it('go to the list, a filter or a tag; the query carries the search and the sort', () => {
    expect(listPath({ filter: '', tag: '' })).toBe('/apps/todo')
    expect(listPath({ filter: 'deleted', tag: '' })).toBe('/apps/todo/deleted')
    expect(listPath({ filter: '', tag: 'high' })).toBe('/apps/todo/tag/high')
    expect(listQuery('  budget ', 'title-asc')).toEqual({ q: 'budget', sortBy: 'title-asc' })
    expect(listQuery(' ', '')).toEqual({})
  })

  it('allow reordering only in the team order and outside the deleted list', () => {
    expect(canReorder({ filter: '', sortBy: '' })).toBe(true)
    expect(canReorder({ filter: 'important', sortBy: '' })).toBe(true)
    expect(canReorder({ filter: '', sortBy: 'latest' })).toBe(false)
    expect(canReorder({ filter: 'deleted', sortBy: '' })).toBe(false)
  })
})

describe('due dates', () => {
  it('parse only real days', () => {
    expect(parseDay('2026-02-28')?.getDate()).toBe(28)
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('')).toBeNull()
    expect(parseDay('28/02/2026')).toBeNull()
  })

  it('are overdue once the day has passed, unless the task is completed', () => {
    expect(isOverdue({ dueDate: '2026-03-17', isCompleted: false }, now)).toBe(true)
    expect(isOverdue({ dueDate: '2026-03-18', isCompleted: false }, now)).toBe(false)
    expect(isOverdue({ dueDate: '2026-03-17', isCompleted: true }, now)).toBe(false)
    expect(isOverdue({ dueDate: '', isCompleted: false }, now)).toBe(false)
  })

  it('read as today, tomorrow or yesterday, else as a short date (with the year when not this one)', () => {
    expect(formatDue('2026-03-18', 'en', now)).toBe('Today')
    expect(formatDue('2026-03-19', 'en', now)).toBe('Tomorrow')
    expect(formatDue('2026-03-17', 'fr', now)).toBe('Hier')
    expect(formatDue('2026-03-25', 'en', now)).toBe('Mar 25')
    expect(formatDue('2026-03-25', 'de', now)).toBe('25. März')
    expect(formatDue('2027-01-05', 'en', now)).toBe('Jan 5, 2027')
    expect(formatDue('nope', 'en', now)).toBe('')
  })
})

describe('reordering', () => {
  it('moves an item to an index', () => {
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2])
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3])
  })

  it('drops before the first row whose middle is below the pointer', () => {
    const middles = [20, 60, 100]
    expect(dropIndex(middles, 5)).toBe(0)
    expect(dropIndex(middles, 59)).toBe(1)
    expect(dropIndex(middles, 61)).toBe(2)
    expect(dropIndex(middles, 500)).toBe(3)
  })

  it('orders tasks by ids, keeping the others at the end', () => {
    const list = [task({ id: 1 }), task({ id: 2 }), task({ id: 3 })]
    expect(orderBy(list, [3, 1]).map((t) => t.id)).toEqual([3, 1, 2])
  })
})

describe('drafts and payloads', () => {
  it('starts a new task with the tag or the importance of the list it is added from', () => {
    expect(newDraft({ filter: '', tag: 'low' })).toMatchObject({ id: 0, tags: ['low'], isImportant: false })
    expect(newDraft({ filter: 'important', tag: '' })).toMatchObject({ tags: [], isImportant: true })
  })

  it('adds with every field, the assignee by id', () => {
    const d = { ...newDraft({ filter: '', tag: '' }), title: 'Imprimer', assignee: { id: 4, fullName: 'Thomas Girard', avatar: '' }, tags: ['high' as const] }
    expect(addPayload(d)).toEqual({ title: 'Imprimer', dueDate: '', description: '', assignee: { id: 4 }, tags: ['high'], isImportant: false })
  })

  it('updates with the id and the changed fields only', () => {
    const t = task({ id: 7, title: 'A', tags: ['team', 'high'], assignee: { id: 4, fullName: 'Thomas Girard', avatar: '' } })
    expect(updatePayload(t, draftOf(t))).toEqual({ id: 7 })
    expect(updatePayload(t, { ...draftOf(t), title: 'B', tags: ['high', 'team'] })).toEqual({ id: 7, title: 'B' })
    expect(updatePayload(t, { ...draftOf(t), assignee: null, isImportant: true, tags: ['low'] })).toEqual({ id: 7, assignee: null, isImportant: true, tags: ['low'] })
  })

  it('maps the server field errors onto the panel fields', () => {
    expect(fieldErrors({ title: 'Title is required.', 'tags.1': 'Bad tag', taskId: 'Which task?', other: 'Odd' })).toEqual({
      title: 'Title is required.',
      tags: 'Bad tag',
      id: 'Which task?',
    })
  })
})
