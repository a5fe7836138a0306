import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ToasterHost from '../Components/ToasterHost'
import { toast, toasterStore } from '../lib/toast'

describe('lazy toaster', () => {
  it('mounts sonner on the first toast and shows it', async () => {
    // jsdom lacks matchMedia, which sonner reads for its theme.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia

    const { container } = render(<ToasterHost />)
    expect(toasterStore.get()).toBe(false)
    expect(container.innerHTML).toBe('')

    await act(async () => {
      await toast.success('Saved!')
    })
    expect(toasterStore.get()).toBe(true)
    expect(await screen.findByText('Saved!')).toBeTruthy()
  })
})
