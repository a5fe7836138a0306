/** A comment of a blog post as the server sends it for the signed-in reader. */
export interface BlogComment {
  id: number
  postId: number
  /** Plain text, newlines kept: shown as text, never as HTML. */
  body: string
  author: { id: number; fullName: string; avatar: string }
  createdAt: string
  editedAt: string | null
  /** Hidden by moderation: only the staff and the author see it. */
  hidden: boolean
  hiddenReason?: string
  hiddenAt?: string
  mine: boolean
  canEdit: boolean
  canDelete: boolean
  canModerate: boolean
}

/** The most characters of a comment (the server says the same). */
export const COMMENT_MAX = 2000

/** The calls of the comments. */
export const commentPaths = {
  add: (postId: number) => `/pages/blog/detail/${postId}/comments`,
  one: (id: number) => `/pages/blog/comments/${id}`,
  hide: (id: number) => `/pages/blog/comments/${id}/hide`,
  unhide: (id: number) => `/pages/blog/comments/${id}/unhide`,
}

/** A comment's length as the server counts it: characters, not UTF-16 units. */
export const commentLength = (text: string): number => [...text.trim()].length
