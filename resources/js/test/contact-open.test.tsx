import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import ContactToolbar from '../Components/Coop/Contact/ContactToolbar'
import { CONTACT_DEFAULTS, normalizeContactFilter } from '../Components/Coop/Contact/types'

describe('the inbox’s open messages', () => {
  it('says the list shows the new and in-progress messages, and goes back to every status', () => {
    const onChange = vi.fn()
    const filter = normalizeContactFilter({ status: 'open' })
    const { rerender } = render(<ContactToolbar filter={filter} assignees={[]} onChange={onChange} />)
    expect(screen.getByText('Open messages: new and in progress')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All statuses' }))
    expect(onChange).toHaveBeenCalledWith({ status: '' })
    rerender(<ContactToolbar filter={{ ...CONTACT_DEFAULTS, status: 'new' }} assignees={[]} onChange={onChange} />)
    expect(screen.queryByText('Open messages: new and in progress')).toBeNull()
  })
})
