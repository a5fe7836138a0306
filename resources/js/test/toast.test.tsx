import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import ToasterHost from '../Components/ToasterHost'
import { ACTION_TOAST_MS, notify, toast, toasterStore } from '../lib/toast'

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

describe('toasts with a button', () => {
  it('stay ten seconds, a plain one keeps sonner’s default', async () => {
    const sonner = await import('sonner')
    const seen: Array<{ duration?: number } | undefined> = []
    const spy = vi.spyOn(sonner.toast, 'success').mockImplementation((_m, data) => {
      seen.push(data as { duration?: number } | undefined)
      return 1
    })
    await notify('success', 'Moved.', { action: { label: 'Undo', onClick: () => undefined } })
    await notify('success', 'Saved.', { description: 'x' })
    await notify('success', 'Kept.', { action: { label: 'Undo', onClick: () => undefined }, id: 'k' })
    spy.mockRestore()
    expect(seen.map((d) => d?.duration)).toEqual([ACTION_TOAST_MS, undefined, ACTION_TOAST_MS])
    expect(ACTION_TOAST_MS).toBe(10_000)
  })
})
