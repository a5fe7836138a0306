import type { Poll, Post, ProfileData } from './types'

/** A post as the cards read it: lists never null (a server may send an empty list as null). */
export const normalPost = (p: Post): Post => ({ ...p, photos: p.photos ?? [], likedUsers: p.likedUsers ?? [], detailedComments: p.detailedComments ?? [] })

/** A poll with its options list. */
export const normalPoll = (p: Poll): Poll => ({ ...p, options: p.options ?? [] })

/** The profile's data with every list present. */
export function normalProfile(d: ProfileData): ProfileData {
  return {
    ...d,
    about: { ...d.about, languages: d.about?.languages ?? [] },
    suggestedPages: d.suggestedPages ?? [],
    feeds: d.feeds ?? [],
    posts: (d.posts ?? []).map(normalPost),
    postsNext: d.postsNext ?? null,
    photos: d.photos ?? [],
    suggestions: d.suggestions ?? [],
    polls: (d.polls ?? []).map(normalPoll),
  }
}
