import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/todo/due' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import Sidebar from '../Components/Todo/Sidebar'
import { LINKS } from '../Components/Dashboard/types'
import { admin } from './fixtures'
import { todoFilter } from './todoFixtures'

describe('the to-do list of the day', () => {
  it('is a list of the sidebar, the one the dashboard’s tasks open', () => {
    page.current = { url: '/apps/todo/due', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
    render(<Sidebar filter={todoFilter({ filter: 'due' })} onAdd={() => {}} onPrepareAdd={() => {}} open={false} onClose={() => {}} />)
    const nav = screen.getByRole('navigation', { name: 'Lists' })
    const due = within(nav).getByRole('link', { name: 'Due today' })
    expect(due.getAttribute('href')).toBe(LINKS.tasks)
    expect(due.getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'My tasks' }).getAttribute('aria-current')).toBeNull()
  })
})
