import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import ActivityToolbar from '../Components/Activity/ActivityToolbar'
import type { ActivityFilter } from '@/lib/activity'

const filter: ActivityFilter = { user: '', kind: '', route: '', from: '2026-11-01', to: '2026-11-20', page: 1, perPage: 25, sortBy: '', sortDesc: true }
const options = { kinds: ['visit', 'login'], routes: ['/'], perPages: [25, 50], retentionDays: 90 }

describe('the activity filters', () => {
  it('keep each end of the day range within the other, and report a change as a patch', () => {
    const onChange = vi.fn()
    render(<ActivityToolbar filter={filter} options={options} onChange={onChange} />)
    const from = screen.getByLabelText('From') as HTMLInputElement
    const to = screen.getByLabelText('To') as HTMLInputElement
    expect([from.type, from.value, from.max]).toEqual(['date', '2026-11-01', '2026-11-20'])
    expect([to.type, to.value, to.min]).toEqual(['date', '2026-11-20', '2026-11-01'])
    fireEvent.change(from, { target: { value: '2026-11-05' } })
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-05' })
    fireEvent.change(to, { target: { value: '2026-11-18' } })
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-11-18' })
  })
})
