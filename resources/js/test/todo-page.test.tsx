import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/todo' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// TipTap is the e-mail tests' business: here a plain text area stands in for the editor.
vi.mock('../Components/RichEditor', () => ({
  default: ({ label, initial, onChange }: { label: string; initial: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initial} onChange={(e) => onChange(e.target.value)} />
  ),
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import type { Task, TodoPageProps } from '../Components/Todo/types'
import TodoIndex from '../Pages/Apps/Todo/Index'
import { admin } from './fixtures'
import { task, todoFilter } from './todoFixtures'

type Options = { optimistic?: (props: Record<string, unknown>) => Record<string, unknown>; onSuccess?: () => void; onError?: (e: Record<string, string>) => void; onFinish?: () => void }
let post: ReturnType<typeof vi.spyOn>
let get: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>

const tasks: Task[] = [
  task({ id: 1, title: 'Alpha', tags: ['team', 'high'], isImportant: true, dueDate: '2020-01-02', assignee: { id: 4, fullName: 'Thomas Girard', avatar: '' } }),
  task({ id: 2, title: 'Bravo', isCompleted: true }),
  task({ id: 3, title: 'Charlie', description: '<p>Notes</p>' }),
]

function renderPage(over: Partial<TodoPageProps> = {}) {
  return render(<TodoIndex tasks={tasks} tags={['team', 'low', 'medium', 'high', 'update']} filter={todoFilter()} {...over} />)
}

/** The options of the n-th router.post call. */
const postOptions = (n = 0) => post.mock.calls[n]?.[2] as Options

beforeEach(() => {
  page.current = { url: '/apps/todo', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('list', () => {
  it('shows the lists, the tags and the rows with their tags, overdue date, assignee and star', () => {
    renderPage()
    const nav = screen.getByRole('navigation', { name: 'Lists' })
    expect(within(nav).getByRole('link', { name: 'My tasks' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Deleted' }).getAttribute('href')).toBe('/apps/todo/deleted')
    expect(within(nav).getByRole('link', { name: 'Update' }).getAttribute('href')).toBe('/apps/todo/tag/update')
    const alpha = screen.getByRole('button', { name: 'Alpha' }).closest('li') as HTMLElement
    expect(alpha.textContent).toContain('Team')
    expect(alpha.textContent).toContain('High')
    expect(alpha.textContent).toContain('(overdue)')
    expect(alpha.textContent).toContain('Assigned to Thomas Girard')
    expect(screen.getByRole('button', { name: 'Important: Alpha' }).getAttribute('aria-pressed')).toBe('true')
    expect((screen.getByRole('checkbox', { name: 'Complete Bravo' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Bravo' }).className).toContain('line-through')
  })

  it('completes and stars with an optimistic update of the list', () => {
    renderPage()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Complete Charlie' }))
    expect(post).toHaveBeenCalledWith('/apps/todo/update-task', { task: { id: 3, isCompleted: true } }, expect.objectContaining({ preserveScroll: true }))
    const shown = postOptions().optimistic!({ tasks }) as { tasks: Task[] }
    expect(shown.tasks.find((t) => t.id === 3)?.isCompleted).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Important: Alpha' }))
    expect(post).toHaveBeenLastCalledWith('/apps/todo/update-task', { task: { id: 1, isImportant: false } }, expect.anything())
  })

  it('says so with a toast when the server fails a quick change, and keeps the page (Inertia rolls the row back)', async () => {
    renderPage()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Complete Charlie' }))
    const options = post.mock.calls[0]?.[2] as { onHttpException: () => boolean; onNetworkError: () => boolean }
    expect(options.onHttpException()).toBe(false)
    expect(options.onNetworkError()).toBe(false)
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('The task could not be updated. Please try again.'))
  })

  it('searches 300 ms after the last keystroke and sorts from the menu, keeping the list', async () => {
    vi.useFakeTimers()
    renderPage({ filter: todoFilter({ tag: 'high', sortBy: 'due-date' }) })
    fireEvent.change(screen.getByRole('textbox', { name: 'Search tasks' }), { target: { value: 'budget' } })
    expect(get).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(300))
    expect(get).toHaveBeenCalledWith('/apps/todo/tag/high', { q: 'budget', sortBy: 'due-date' }, { preserveState: true, replace: true })
    vi.useRealTimers()
    fireEvent.click(screen.getByRole('button', { name: /^Sort/ }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Title A–Z' }))
    expect(get).toHaveBeenLastCalledWith('/apps/todo/tag/high', { sortBy: 'title-asc' }, { preserveState: true })
  })

  it('says when a list is empty, in the words of that list', () => {
    const { unmount } = renderPage({ tasks: [], filter: todoFilter({ filter: 'completed' }) })
    expect(screen.getByText('No completed tasks yet.')).toBeTruthy()
    unmount()
    renderPage({ tasks: [], filter: todoFilter({ tag: 'low', q: 'xyz' }) })
    expect(screen.getByText('No task matches "xyz".')).toBeTruthy()
  })
})

describe('reordering', () => {
  const handle = (title: string) => screen.getByRole('button', { name: `Move ${title}` })

  it('moves a task with the keyboard and posts the new order, shown at once', () => {
    renderPage()
    fireEvent.keyDown(handle('Charlie'), { key: ' ' })
    expect(handle('Charlie').getAttribute('aria-pressed')).toBe('true')
    fireEvent.keyDown(handle('Charlie'), { key: 'ArrowUp' })
    fireEvent.keyDown(handle('Charlie'), { key: 'ArrowUp' })
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Complete Charlie', 'Complete Alpha', 'Complete Bravo'])
    expect(post).not.toHaveBeenCalled()
    fireEvent.keyDown(handle('Charlie'), { key: 'Enter' })
    expect(post).toHaveBeenCalledWith('/apps/todo/reorder', { ids: [3, 1, 2] }, expect.objectContaining({ preserveScroll: true }))
    expect((postOptions().optimistic!({ tasks }) as { tasks: Task[] }).tasks.map((t) => t.id)).toEqual([3, 1, 2])
    expect(screen.getByText('Charlie dropped at position 1 of 3.')).toBeTruthy()
  })

  it('puts the task back when Escape cancels', () => {
    renderPage()
    fireEvent.keyDown(handle('Alpha'), { key: 'Enter' })
    fireEvent.keyDown(handle('Alpha'), { key: 'ArrowDown' })
    fireEvent.keyDown(handle('Alpha'), { key: 'Escape' })
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))[0]).toBe('Complete Alpha')
    expect(post).not.toHaveBeenCalled()
  })

  it('moves a task with the pointer', () => {
    // jsdom has no layout: each row is 40 px high, in list order.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const i = Array.from(this.parentElement?.children ?? []).indexOf(this)
      return this.dataset.taskId ? new DOMRect(0, i * 40, 600, 40) : new DOMRect(0, 0, 600, 400)
    })
    renderPage()
    fireEvent.pointerDown(handle('Alpha'), { button: 0, pointerId: 1, clientY: 20 })
    fireEvent.pointerMove(handle('Alpha'), { pointerId: 1, clientY: 110 })
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Complete Bravo', 'Complete Charlie', 'Complete Alpha'])
    fireEvent.pointerUp(handle('Alpha'), { pointerId: 1, clientY: 110 })
    expect(post).toHaveBeenCalledWith('/apps/todo/reorder', { ids: [2, 3, 1] }, expect.anything())
  })

  it('is offered only in the team order, never in the deleted list', () => {
    const { unmount } = renderPage({ filter: todoFilter({ sortBy: 'title-asc' }) })
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull()
    unmount()
    renderPage({ filter: todoFilter({ filter: 'deleted' }) })
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull()
    expect((screen.getByRole('checkbox', { name: 'Complete Alpha' }) as HTMLInputElement).disabled).toBe(true)
  })
})

describe('panel', () => {
  it('adds a task: the title is required, then every field is posted', async () => {
    renderPage({ filter: todoFilter({ tag: 'low' }) })
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add task' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getByText('Title is required.')).toBeTruthy()
    expect(post).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Imprimer les convocations' } })
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-12-01' } })
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Description' }), { target: { value: '<p>Pour tous</p>' } })
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Important' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(post).toHaveBeenCalledWith(
      '/apps/todo/add-tasks',
      { task: { title: 'Imprimer les convocations', dueDate: '2026-12-01', description: '<p>Pour tous</p>', assignee: null, tags: ['low'], isImportant: true } },
      expect.objectContaining({ preserveScroll: true }),
    )
  })

  it('keeps the panel open with what was typed and shows the server field errors under their fields', async () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => {
      options.onError?.({ dueDate: 'Due date is a date like 2026-12-31.', assignee: 'Choose an assignee among the users.' })
      options.onFinish?.()
    }) as never)
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add task' })
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Réserver la salle' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getByText('Due date is a date like 2026-12-31.')).toBeTruthy()
    expect(within(dialog).getByText('Choose an assignee among the users.')).toBeTruthy()
    expect(within(dialog).getByLabelText('Due date').getAttribute('aria-invalid')).toBe('true')
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Réserver la salle')
  })

  it('edits with the changed fields only and closes when the server agrees; deletes', async () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => options.onSuccess?.()) as never)
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Alpha' }))
    let dialog = await screen.findByRole('dialog', { name: 'Edit task' })
    expect((within(dialog).getByRole('combobox', { name: 'Assignee' }) as HTMLInputElement).value).toBe('Thomas Girard')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove assignee' }))
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Alpha bis' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(post).toHaveBeenCalledWith('/apps/todo/update-task', { task: { id: 1, title: 'Alpha bis', assignee: null } }, expect.anything())
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Charlie' }))
    dialog = await screen.findByRole('dialog', { name: 'Edit task' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(del).toHaveBeenCalledWith('/apps/todo/delete-task?taskId=3', expect.objectContaining({ preserveScroll: true }))
  })

  it('restores from the deleted list', async () => {
    renderPage({ tasks: [task({ id: 9, title: 'Old', isDeleted: true })], filter: todoFilter({ filter: 'deleted' }) })
    fireEvent.click(screen.getByRole('button', { name: 'Old' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' })
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }))
    expect(post).toHaveBeenCalledWith('/apps/todo/update-task', { task: { id: 9, isDeleted: false } }, expect.anything())
  })
})
