import { useRef, useState } from 'react'
import { t } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { profileApi } from './api'
import { problem } from './errors'
import type { Person, Post } from './types'

/**
 * A post's like, optimistic: the heart and the count change at once, the
 * server's answer then sets them, and a refusal puts them back. A click while
 * a call is on its way is ignored, so a quick double click likes once.
 */
export function useLike(post: Post, me: Person, update: (change: (post: Post) => Post) => void) {
  const [busy, setBusy] = useState(false)
  const flying = useRef(false)

  const toggle = async () => {
    if (flying.current) return
    flying.current = true
    setBusy(true)
    const before = { liked: post.liked, likes: post.likes, likedUsers: post.likedUsers }
    const liked = !post.liked
    const others = post.likedUsers.filter((u) => u.id !== me.id)
    const likedUsers = liked ? [me, ...others] : others
    update((p) => ({ ...p, liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)), likedUsers }))
    try {
      const answer = await profileApi.like(post.id, liked)
      update((p) => ({ ...p, liked: answer.liked, likes: answer.likes, likedUsers: answer.liked ? likedUsers : others }))
    } catch (e) {
      update((p) => ({ ...p, ...before }))
      toast.error(t('profile.posts.likeFailed', { reason: problem(e) }))
    } finally {
      flying.current = false
      setBusy(false)
    }
  }
  return { busy, toggle }
}
