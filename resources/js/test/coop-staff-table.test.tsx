import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import StaffTable from '../Components/Coop/Staff/StaffTable'
import type { StaffFilter, StaffMember } from '../Components/Coop/Staff/types'

const filter: StaffFilter = { q: '', role: '', status: '', page: 1, perPage: 10, sortBy: 'fullName', sortDesc: false }
const member = (id: number, fullName: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  id,
  fullName,
  username: fullName.toLowerCase(),
  email: `${fullName.toLowerCase()}@example.org`,
  avatar: '',
  role: 'manager',
  status: 'active',
  createdAt: '2026-11-01T10:00:00Z',
  lastSignIn: null,
  pending: false,
  ...extra,
})

describe('the staff table', () => {
  it('offers to turn off two-step sign-in only where it is on, and says it is on', () => {
    const onAction = vi.fn()
    const staff = [member(2, 'Tove', { twoStep: true }), member(3, 'Ugo'), member(4, 'Vera', { twoStep: true, status: 'inactive' })]
    render(<StaffTable staff={staff} filter={filter} roles={['admin', 'manager']} busy={false} onSort={() => {}} onClearFilters={() => {}} meId={1} onAction={onAction} />)
    const buttons = screen.getAllByRole('button', { name: /Turn off two-step/ })
    expect(buttons).toHaveLength(1)
    expect(buttons[0].textContent).toContain('Tove')
    fireEvent.click(buttons[0])
    expect(onAction).toHaveBeenCalledWith({ kind: 'twoStepOff', member: staff[0] })
    expect(screen.getAllByText('Two-step sign-in on')).toHaveLength(2)
  })

  it('shows no action to who only reads the staff', () => {
    render(<StaffTable staff={[member(2, 'Tove', { twoStep: true })]} filter={filter} roles={[]} busy={false} onSort={() => {}} onClearFilters={() => {}} meId={1} />)
    expect(screen.queryByRole('button', { name: /Turn off two-step/ })).toBeNull()
  })
})
