import { describe, expect, it } from 'vitest'
import { slugOf } from '@/lib/slug'
import { listUrl } from './types'
import { bodyOf, initialDraft, localInput, utcOf } from './useBlogForm'

describe('the blog form', () => {
  it('suggests the slug from the title, accents removed', () => {
    expect(slugOf('Assemblée générale')).toBe('assemblee-generale')
  })

  it('writes a scheduled time in UTC and reads it back in the browser’s zone', () => {
    const local = localInput('2026-05-01T08:30:00Z')
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(utcOf(local)).toBe('2026-05-01T08:30:00Z')
    expect(utcOf('')).toBe('')
    expect(utcOf('not a date')).toBe('')
  })

  it('sends the time only for a scheduled post, and the image by its id', () => {
    const d = { ...initialDraft(null, 'fr'), title: '  Titre ', publishAt: localInput('2030-01-01T10:00:00Z') }
    expect(bodyOf(d)).toMatchObject({ title: 'Titre', status: 'draft', publishedAt: '', imageId: 0, lang: 'fr' })
    const scheduled = { ...d, status: 'scheduled' as const, image: { id: 7, thumb: '', card: '', large: '' } }
    expect(bodyOf(scheduled)).toMatchObject({ status: 'scheduled', publishedAt: '2030-01-01T10:00:00Z', imageId: 7 })
  })

  it('keeps the list’s filters in its URL', () => {
    expect(listUrl({ q: 'assemblée', category: 'finances', tag: '' }, 2)).toBe('/pages/blog/list?q=assembl%C3%A9e&category=finances&page=2')
    expect(listUrl({})).toBe('/pages/blog/list')
  })
})
