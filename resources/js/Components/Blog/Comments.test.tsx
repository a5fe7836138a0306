import { fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/pages/blog/detail/3', component: 'Content/Blog/Detail' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import BlogComments, { type BlogComment } from '@/Components/Blog/Comments'

const SCRIPT = '<script>window.pwned = true</script><img src=x onerror="window.pwned = true">'

function comment(over: Partial<BlogComment> = {}): BlogComment {
  return {
    id: 1,
    postId: 3,
    body: 'Bonjour',
    author: { id: 7, fullName: 'Ann Reader', avatar: '' },
    createdAt: '2026-05-01T10:00:00Z',
    editedAt: null,
    hidden: false,
    mine: false,
    canEdit: false,
    canDelete: false,
    canModerate: false,
    ...over,
  }
}

let post: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { pwned?: boolean }).pwned
})

describe('blog comments', () => {
  it('invites the first comment', () => {
    render(<BlogComments postId={3} comments={[]} />)
    expect(screen.getByText('Be the first to comment')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Comment' })).toBeTruthy()
  })

  it('shows a script tag as text: nothing runs, no element is made', () => {
    const { container } = render(<BlogComments postId={3} comments={[comment({ body: SCRIPT })]} />)
    const body = container.querySelector('[data-comment-body]') as HTMLElement
    expect(body.textContent).toBe(SCRIPT)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect((window as { pwned?: boolean }).pwned).toBeUndefined()
  })

  it('offers a reader only their own comment, marked edited and hidden by moderation', () => {
    render(
      <BlogComments
        postId={3}
        comments={[
          comment(),
          comment({ id: 2, mine: true, canEdit: true, canDelete: true, editedAt: '2026-05-01T11:00:00Z', hidden: true, hiddenReason: 'Hors sujet' }),
        ]}
      />,
    )
    expect(screen.queryByRole('group', { name: 'Actions on the comment of Ann Reader' })).toBeTruthy()
    expect(screen.getAllByRole('group')).toHaveLength(1)
    const actions = screen.getByRole('group')
    expect(within(actions).getByRole('button', { name: 'Edit' })).toBeTruthy()
    expect(within(actions).queryByRole('button', { name: 'Hide' })).toBeNull()
    expect(screen.getByText('Hidden by moderation')).toBeTruthy()
    expect(screen.getByText('— Reason: Hors sujet')).toBeTruthy()
    expect(screen.getByText(/Only you and the moderators see it/)).toBeTruthy()
    expect(screen.getByText(/^· edited/)).toBeTruthy()
  })

  it('lets a moderator hide with a reason, and show again', () => {
    render(<BlogComments postId={3} comments={[comment({ canDelete: true, canModerate: true }), comment({ id: 2, hidden: true, canDelete: true, canModerate: true })]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Show again' }))
    expect(post).toHaveBeenCalledWith('/pages/blog/comments/2/unhide', {}, expect.objectContaining({ preserveScroll: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Hide the comment')).toBeTruthy()
  })

  it('refuses an empty comment before sending it, and counts characters', () => {
    render(<BlogComments postId={3} comments={[]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }))
    expect(screen.getByRole('alert').textContent).toBe('Write a comment.')
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: '  héllo ' } })
    expect(screen.getByText('5 / 2,000')).toBeTruthy()
  })
})
