import { Head, usePage } from '@inertiajs/react'
import { useState } from 'react'
import AboutCard from '@/Components/Profile/AboutCard'
import ActivityCard from '@/Components/Profile/ActivityCard'
import Composer from '@/Components/Profile/Composer'
import PhotosCard from '@/Components/Profile/PhotosCard'
import PollsCard from '@/Components/Profile/PollsCard'
import ProfileHeader from '@/Components/Profile/ProfileHeader'
import ProfileTabs from '@/Components/Profile/ProfileTabs'
import PostsFeed, { type PostsState } from '@/Components/Profile/PostsFeed'
import { SuggestedPagesCard, SuggestionsCard } from '@/Components/Profile/SideCards'
import type { Person, ProfileData, ProfileShowProps } from '@/Components/Profile/types'
import { profilePath } from '@/Components/Profile/api'
import { normalProfile } from '@/Components/Profile/normalize'
import { useTranslation } from '@/lib/i18n'
import type { SharedProps } from '@/lib/types'

/** Brings the composer's field into view and gives it the focus. */
function focusComposer() {
  const field = document.querySelector<HTMLTextAreaElement>('[data-composer] textarea')
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  field?.focus({ preventScroll: true })
}

/** One person's profile, its state kept here: the cards change it as their calls answer. */
function ProfileView({ profile, me }: { profile: ProfileData; me: Person }) {
  const { t } = useTranslation()
  const [header, setHeader] = useState(profile.header)
  const [about, setAbout] = useState(profile.about)
  const [polls, setPolls] = useState(profile.polls)
  const [feed, setFeed] = useState<PostsState>({ posts: profile.posts, next: profile.postsNext })
  const own = header.isMe
  const photos = profile.photos.filter((p) => feed.posts.some((post) => post.id === p.postId) || !profile.posts.some((post) => post.id === p.postId))
  const newPhotos = feed.posts
    .filter((post) => !profile.posts.some((p) => p.id === post.id) && post.author.id === header.id)
    .flatMap((post) => post.photos.map((ph) => ({ ...ph, postId: post.id })))

  return (
    <>
      <Head title={own ? t('profile.pageTitleOwn') : t('profile.pageTitle', { name: header.fullName })} />
      <div className="grid gap-6">
        <ProfileHeader header={header} onChange={setHeader} tabs={<ProfileTabs active="profile" coop={own && profile.hasTiers} profileHref={own ? profilePath() : profilePath(header.id)} />} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 gap-6">
            <AboutCard about={about} canEdit={header.canEdit} onChange={setAbout} />
            {profile.suggestedPages.length > 0 && <SuggestedPagesCard pages={profile.suggestedPages} />}
            {profile.suggestions.length > 0 && <SuggestionsCard people={profile.suggestions} />}
            <PollsCard polls={polls} own={own} onChange={setPolls} />
          </div>
          <div className="grid min-w-0 gap-6">
            {own && (
              <div data-composer>
                <Composer me={me} onPosted={(post) => setFeed((f) => ({ ...f, posts: [post, ...f.posts.filter((p) => p.id !== post.id)] }))} />
              </div>
            )}
            <PostsFeed userId={header.id} own={own} me={me} posts={feed.posts} next={feed.next} setPosts={setFeed} onWrite={own ? focusComposer : undefined} />
            <div className="grid gap-6 xl:grid-cols-2">
              <ActivityCard feeds={profile.feeds} own={own} />
              <PhotosCard photos={[...newPhotos, ...photos]} own={own} />
            </div>
          </div>
        </div>
      </div>
    </>
  )
}

/**
 * /pages/profile and /pages/profile/{id}: a person's social page — cover and
 * picture, about, their bookmarks and colleagues, polls, their posts with
 * likes and comments, what they did recently and their photos. On one's own
 * profile: edit the about text and the cover, post, open polls; with a
 * cooperative record, the "Ma coopérative" tab leads to /coop/profil.
 */
export default function ProfileShow({ profile: sent, me }: ProfileShowProps) {
  const profile = normalProfile(sent)
  const user = usePage<SharedProps>().props.auth?.user
  const person: Person = profile.header.isMe
    ? { id: profile.header.id, fullName: profile.header.fullName, avatar: profile.header.avatar }
    : { id: me.id, fullName: user?.fullName ?? '', avatar: user?.avatar ?? '' }
  return <ProfileView key={profile.header.id} profile={profile} me={person} />
}
