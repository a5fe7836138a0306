/** The knowledge base as the server sends it (app/knowledge). */
export type KbLang = 'fr' | 'en'
export type KbColor = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary'

export interface KbCategory {
  id: number
  lang: KbLang
  slug: string
  title: string
  description: string
  icon: string
  color: KbColor
  position: number
  articleCount: number
  updatedAt: string
}

export interface KbSummary {
  id: number
  categoryId: number
  category: string
  categoryTitle: string
  icon: string
  color: KbColor
  lang: KbLang
  slug: string
  title: string
  excerpt: string
  published: boolean
  position: number
  helpful: number
  updatedAt: string
}

export interface KbArticle extends KbSummary {
  body: string
  notHelpful: number
  myVote: boolean | null
}

/** What every page of the knowledge base gets. */
export interface KbCommon {
  lang: KbLang
  langs: KbLang[]
  canManage: boolean
}

export const KB_BASE = '/pages/knowledge-base'

/** Staff browse a chosen language: their links carry it; readers' links need not. */
export function kbHref(path: string, lang: KbLang, canManage: boolean): string {
  return canManage ? `${path}${path.includes('?') ? '&' : '?'}lang=${lang}` : path
}

export const kbPaths = {
  index: KB_BASE,
  category: (c: string) => `${KB_BASE}/${encodeURIComponent(c)}`,
  article: (c: string, a: string) => `${KB_BASE}/${encodeURIComponent(c)}/${encodeURIComponent(a)}`,
  newArticle: `${KB_BASE}/manage/articles/new`,
  edit: (id: number) => `${KB_BASE}/manage/articles/${id}/edit`,
  articles: `${KB_BASE}/manage/articles`,
  articleWrite: (id: number) => `${KB_BASE}/manage/articles/${id}`,
  publish: (id: number, on: boolean) => `${KB_BASE}/manage/articles/${id}/${on ? 'publish' : 'unpublish'}`,
  categories: `${KB_BASE}/manage/categories`,
  categoryWrite: (id: number) => `${KB_BASE}/manage/categories/${id}`,
  vote: (id: number) => `${KB_BASE}/articles/${id}/vote`,
}

/** A slug suggested from a title: lower-case letters and digits, hyphens between words. */
export function kbSlugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}
