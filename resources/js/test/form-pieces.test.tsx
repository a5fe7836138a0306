import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import Drawer, { DrawerForm, SubmitButton } from '../Components/Form/Drawer'
import Field from '../Components/Form/Field'
import Select from '../Components/Form/Select'
import { useDebouncedQuery, useDebouncedSearch } from '../lib/useDebouncedSearch'

afterEach(() => {
  vi.useRealTimers()
})

describe('Field', () => {
  it('labels the input and ties its hint and its error to it', () => {
    const onChange = vi.fn()
    render(<Field label="Full name" value="Ana" onChange={onChange} hint="As on the invoice" error="Too long" maxLength={5} />)
    const input = screen.getByLabelText('Full name')
    expect(input).toHaveProperty('value', 'Ana')
    expect(input.getAttribute('maxlength')).toBe('5')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Too long', 'As on the invoice'])
    expect(screen.getByRole('alert').textContent).toBe('Too long')
    fireEvent.change(input, { target: { value: 'Anaïs' } })
    expect(onChange).toHaveBeenCalledWith('Anaïs')
  })

  it('is a text area when given rows, and says nothing without an error', () => {
    render(<Field label="Note" value="" onChange={() => undefined} rows={3} />)
    const area = screen.getByLabelText('Note')
    expect(area.tagName).toBe('TEXTAREA')
    expect(area.getAttribute('aria-invalid')).toBeNull()
    expect(area.getAttribute('aria-describedby')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('Select', () => {
  it('offers the options, keeps a value they do not list, and reports the choice', () => {
    const onChange = vi.fn()
    render(<Select label="Plan" value="legacy" options={[{ value: 'basic', label: 'Basic' }, { value: 'team', label: 'Team' }]} onChange={onChange} error="Unknown plan" />)
    const select = screen.getByLabelText('Plan') as HTMLSelectElement
    expect([...select.options].map((o) => o.value)).toEqual(['legacy', 'basic', 'team'])
    expect(select.value).toBe('legacy')
    fireEvent.change(select, { target: { value: 'team' } })
    expect(onChange).toHaveBeenCalledWith('team')
    expect(screen.getByRole('alert').textContent).toBe('Unknown plan')
  })
})

describe('Drawer', () => {
  function Panel({ busy = false, onSubmit }: { busy?: boolean; onSubmit: () => void }) {
    const [open, setOpen] = useState(true)
    return (
      <Drawer open={open} onClose={() => setOpen(false)}>
        <DrawerForm title="Add payment" closeLabel="Close" onClose={() => setOpen(false)} onSubmit={onSubmit} busy={busy} footer={<SubmitButton label="Save" busy={busy} />}>
          <Field label="Amount" value="" onChange={() => undefined} data-autofocus />
        </DrawerForm>
      </Drawer>
    )
  }

  it('is a titled dialog whose form submits once, and closes with its button', async () => {
    const onSubmit = vi.fn()
    render(<Panel onSubmit={onSubmit} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add payment' })
    expect(dialog.contains(screen.getByLabelText('Amount'))).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('does not submit while busy', async () => {
    const onSubmit = vi.fn()
    render(<Panel busy onSubmit={onSubmit} />)
    await screen.findByRole('dialog')
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.submit(save.closest('form')!)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

describe('useDebouncedSearch', () => {
  it('asks once typing pauses, cancels the older call, and says which query it answers', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const fetcher = vi.fn((q: string, signal: AbortSignal) => {
      signals.push(signal)
      return Promise.resolve([`${q}!`])
    })
    const { result, rerender } = renderHook(({ q }) => useDebouncedSearch(q, fetcher, { delay: 200 }), { initialProps: { q: 'é' } })
    rerender({ q: 'él' })
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(fetcher).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher.mock.calls[0][0]).toBe('él')
    expect(result.current).toEqual({ query: 'él', value: ['él!'], failed: false })

    rerender({ q: 'élo' })
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(result.current?.query).toBe('élo')
    rerender({ q: 'élod' })
    expect(signals[1].aborted).toBe(true)
  })

  it('answers failed when the call fails, and asks nothing while not enabled', async () => {
    vi.useFakeTimers()
    const fetcher = vi.fn(() => Promise.reject(new Error('503')))
    const { result, rerender } = renderHook(({ enabled }) => useDebouncedSearch('x', fetcher, { enabled }), { initialProps: { enabled: false } })
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(fetcher).not.toHaveBeenCalled()
    expect(result.current).toBeNull()
    rerender({ enabled: true })
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(result.current).toEqual({ query: 'x', value: null, failed: true })
  })
})

describe('useDebouncedQuery', () => {
  it('commits the trimmed text after the pause, never the same text twice', async () => {
    vi.useFakeTimers()
    const commit = vi.fn()
    const { result, rerender } = renderHook(({ text }) => useDebouncedQuery(text, commit, 300, 'a'), { initialProps: { text: 'a' } })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(commit).not.toHaveBeenCalled()
    rerender({ text: 'ab ' })
    await act(() => vi.advanceTimersByTimeAsync(150))
    rerender({ text: ' abc ' })
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(commit).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(commit).toHaveBeenCalledExactlyOnceWith('abc')
    expect(result.current.current).toBe('abc')
    rerender({ text: 'abc' })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(commit).toHaveBeenCalledTimes(1)
  })

  it('drops the waiting search when the person opens another page, not when the list itself reloads', async () => {
    vi.useFakeTimers()
    const commit = vi.fn()
    const before = (path: string) =>
      document.dispatchEvent(new CustomEvent('inertia:before', { cancelable: true, detail: { visit: { url: new URL(path, window.location.origin) } } }))
    const { rerender } = renderHook(({ text }) => useDebouncedQuery(text, commit, 300, ''), { initialProps: { text: '' } })
    rerender({ text: 'rivoire' })
    before(window.location.pathname) // a live reload of this very list
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(commit).toHaveBeenCalledExactlyOnceWith('rivoire')
    rerender({ text: 'rivoire g' })
    before('/coop/membres/12') // a result opened at once
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(commit).toHaveBeenCalledTimes(1)
  })
})
