import { describe, expect, it } from 'vitest'
import { kbHref, kbPaths, kbSlugOf } from './types'

describe('knowledge base helpers', () => {
  it('suggests the slug the server would take from a title', () => {
    expect(kbSlugOf('Délégation de vote à l’Assemblée générale')).toBe('delegation-de-vote-a-l-assemblee-generale')
    expect(kbSlugOf('  Œuvres & cœur : 2025 !')).toBe('oeuvres-coeur-2025')
    expect(kbSlugOf('x'.repeat(90) + ' y')).toHaveLength(80)
  })

  it('keeps the browsed language in staff links only', () => {
    expect(kbHref(kbPaths.category('shares'), 'en', true)).toBe('/pages/knowledge-base/shares?lang=en')
    expect(kbHref(`${kbPaths.newArticle}?category=3`, 'fr', true)).toBe('/pages/knowledge-base/manage/articles/new?category=3&lang=fr')
    expect(kbHref(kbPaths.article('shares', 'what-is-a-share'), 'en', false)).toBe('/pages/knowledge-base/shares/what-is-a-share')
  })
})
