/**
 * The profile's JSON calls (contract "Profile", controllers/profile.go): the
 * page keeps its own state and sends each action as JSON, so a like, a
 * comment or a vote changes one card and not the whole page.
 */
import { callJSON, sendJSON } from '@/lib/api'
import { normalPoll, normalPost } from './normalize'
import type { About, Poll, Post, PostComment, ProfileHeader } from './types'

/** The profile page of user id (one's own without an id). */
export const profilePath = (id?: number) => (id === undefined ? '/pages/profile' : `/pages/profile/${id}`)
/** The member's cooperative page, the profile's second tab. */
export const COOP_PATH = '/coop/profil'

const pollOf = (a: { poll: Poll }) => ({ poll: normalPoll(a.poll) })

const form = <T>(url: string, data: FormData, method = 'POST') => callJSON<T>(url, { method, body: data })

export const profileApi = {
  createPost(body: string, photos: File[]) {
    const data = new FormData()
    data.append('body', body)
    for (const p of photos) data.append('photos[]', p)
    return form<{ post: Post }>('/profile/posts', data).then((a) => ({ post: normalPost(a.post) }))
  },
  deletePost: (id: number) => callJSON<{ ok: boolean }>(`/profile/posts/${id}`, { method: 'DELETE' }),
  like: (id: number, liked: boolean) => callJSON<{ likes: number; liked: boolean }>(`/profile/posts/${id}/like`, { method: liked ? 'POST' : 'DELETE' }),
  comment: (postId: number, body: string) => sendJSON<{ comment: PostComment; comments: number }>(`/profile/posts/${postId}/comments`, { body }),
  deleteComment: (id: number) => callJSON<{ ok: boolean }>(`/profile/comments/${id}`, { method: 'DELETE' }),
  /** The comments before the one whose id is before (none: the newest), oldest first. */
  olderComments: (postId: number, before?: number) =>
    callJSON<{ comments: PostComment[] | null; more: boolean }>(`/profile/posts/${postId}/comments${before ? `?before=${before}` : ''}`).then((a) => ({
      comments: a.comments ?? [],
      more: a.more,
    })),
  morePosts: (user: number, before: string) =>
    callJSON<{ posts: Post[] | null; postsNext: string | null }>(`/profile/posts?user=${user}&before=${encodeURIComponent(before)}`).then((a) => ({ posts: (a.posts ?? []).map(normalPost), postsNext: a.postsNext ?? null })),
  saveAbout: (about: string) => sendJSON<{ about: About }>('/profile/about', { about }),
  setCover(file: File) {
    const data = new FormData()
    data.append('cover', file)
    return form<{ header: ProfileHeader }>('/profile/cover', data)
  },
  resetCover: () => callJSON<{ header: ProfileHeader }>('/profile/cover', { method: 'DELETE' }),
  createPoll: (question: string, options: string[]) => sendJSON<{ poll: Poll }>('/profile/polls', { question, options }).then(pollOf),
  vote: (id: number, optionId: number) => sendJSON<{ poll: Poll }>(`/profile/polls/${id}/vote`, { optionId }).then(pollOf),
  closePoll: (id: number) => sendJSON<{ poll: Poll }>(`/profile/polls/${id}/close`, {}).then(pollOf),
}
