import DOMPurify from 'dompurify'
import type { BlogComment } from './CommentsTypes'

/** A category as a post names it; `category` is its name in the reader's language. */
export interface BlogCategoryRef {
  id: number
  slug: string
  category: string
  nameFr: string
  nameEn: string
  icon: string
}

/** A category of the side column, with the number of posts the reader sees in it. */
export interface BlogCategory extends BlogCategoryRef {
  count: number
}

export interface BlogImage {
  id: number
  thumb: string
  card: string
  large: string
}

/** A post in the list (spec §3), with its status and categories. */
export interface BlogItem {
  id: number
  slug: string
  title: string
  img: string
  avatar: string
  userFullName: string
  blogPosted: string | null
  tags: string[]
  excerpt: string
  comment: number
  status: 'draft' | 'published' | 'scheduled'
  lang: string
  categories: BlogCategoryRef[]
  /** Scheduled, its time not come: only the staff see it. */
  upcoming: boolean
}

export interface BlogAuthor {
  id: number
  fullName: string
  avatar: string
  role: string
}

export interface BlogPost extends BlogItem {
  body: string
  image: BlogImage | null
  author: BlogAuthor
}

export interface BlogSidebar {
  recentPosts: BlogItem[]
  categories: BlogCategory[]
  tags: { tag: string; count: number }[]
}

export interface BlogFilters {
  q: string
  category: string
  tag: string
}

export interface BlogListProps {
  blogs: BlogItem[]
  total: number
  page: number
  perPage: number
  filters: BlogFilters
  sidebar: BlogSidebar
  canManage: boolean
}

export interface BlogDetailProps {
  blog: BlogPost
  comments: BlogComment[]
  related: BlogItem[]
  sidebar: BlogSidebar
  canManage: boolean
}

/** A category the form offers. */
export interface BlogCategoryOption {
  value: string
  label: string
  icon: string
}

/** A post as the edit form reads it (spec §3's edit shape). */
export interface BlogEditPost {
  id: number
  blogTitle: string
  blogCategories: { value: string; label: string }[]
  slug: string
  status: BlogItem['status']
  excerpt: string
  featuredImage: BlogImage | null
  body: string
  tags: string[]
  publishedAt: string | null
  lang: string
  upcoming: boolean
}

export interface BlogEditProps {
  post: BlogEditPost | null
  categories: BlogCategoryOption[]
  langs: string[]
  limits: { title: number; slug: number; excerpt: number; tags: number; tag: number; categories: number; imageBytes: number }
}

export const blogPaths = {
  list: '/pages/blog/list',
  detail: (id: number) => `/pages/blog/detail/${id}`,
  edit: (id: number) => `/pages/blog/edit/${id}`,
  create: '/pages/blog/edit/new',
  posts: '/pages/blog/posts',
  post: (id: number) => `/pages/blog/posts/${id}`,
  images: '/pages/blog/images',
}

/** The list's URL for filters and a page (empty values left out). */
export function listUrl(f: Partial<BlogFilters>, page = 1): string {
  const q = new URLSearchParams()
  if (f.q) q.set('q', f.q)
  if (f.category) q.set('category', f.category)
  if (f.tag) q.set('tag', f.tag)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${blogPaths.list}?${s}` : blogPaths.list
}

/** A post's body as HTML safe to render: sanitized on the server, cleaned again here. */
export function bodyHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
