/** The profile page's data, as GET /pages/profile and GET /profile/data send it. */

export interface Person {
  id: number
  fullName: string
  avatar: string
}

export interface ProfileHeader {
  id: number
  fullName: string
  role: string
  avatar: string
  cover: string
  joinedAt: string
  location: string
  organisation: string
  isMe: boolean
  canEdit: boolean
}

export interface About {
  text: string
  email?: string
  phone?: string
  languages: string[]
  timeZone: string
}

export interface SuggestedPage {
  title: string
  href: string
  icon: string
}

export interface Feed {
  kind: string
  title: string
  href: string
  at: string
}

export interface PostComment {
  id: number
  author: Person
  body: string
  createdAt: string
  canDelete: boolean
}

export interface Post {
  id: number
  author: Person
  body: string
  createdAt: string
  photos: { id: number; url: string }[]
  likes: number
  liked: boolean
  likedUsers: Person[]
  comments: number
  detailedComments: PostComment[]
  canDelete: boolean
}

export interface Photo {
  id: number
  url: string
  thumbUrl?: string
  postId: number
}

export interface Suggestion extends Person {
  role: string
}

export interface PollOption {
  id: number
  label: string
  votes: number | null
}

export interface Poll {
  id: number
  question: string
  closed: boolean
  myVote: number | null
  total: number
  options: PollOption[]
  canClose: boolean
}

export interface ProfileData {
  header: ProfileHeader
  about: About
  suggestedPages: SuggestedPage[]
  feeds: Feed[]
  posts: Post[]
  postsNext: string | null
  photos: Photo[]
  suggestions: Suggestion[]
  polls: Poll[]
  hasTiers: boolean
}

export interface ProfileShowProps {
  profile: ProfileData
  me: { id: number; isAdmin: boolean }
}
