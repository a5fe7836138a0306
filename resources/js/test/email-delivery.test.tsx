import { act, render, screen } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import DeliveryNote from '../Components/DeliveryNote'
import MailDelivery from '../Components/Invoice/MailDelivery'
import { connect, disconnect } from '../lib/realtime'
import type { DeliveryState } from '../lib/types'
import { FakeEventSource } from './fakeEventSource'

const retrying: DeliveryState = {
  state: 'retrying',
  attempts: 2,
  nextAttempt: '2026-11-23T10:15:00Z',
  answer: 'smtp: 127.0.0.1:25: no answer in time',
  updatedAt: '2026-11-23T10:10:00Z',
}

describe('delivery note', () => {
  it('says where a sent mail stands, with the mail server answer', () => {
    const { rerender } = render(<DeliveryNote delivery="queued" outgoing={{ ...retrying, state: 'queued', attempts: 0, answer: '' }} />)
    expect(screen.getByRole('note').textContent).toBe('Queued: leaving for the mail server.')
    rerender(<DeliveryNote delivery="retrying" outgoing={retrying} />)
    expect(screen.getByRole('note').textContent).toMatch(/^Not sent yet: the mail server could not take it\. Next try on .*2026.*Mail server's answer: smtp: 127\.0\.0\.1:25: no answer in time$/)
    rerender(<DeliveryNote delivery="failed" outgoing={{ ...retrying, state: 'failed', answer: 'rcpt to x@example.org: 550 No such user' }} />)
    expect(screen.getByRole('note').getAttribute('data-delivery')).toBe('failed')
    expect(screen.getByText('rcpt to x@example.org: 550 No such user')).toBeTruthy()
    rerender(<DeliveryNote delivery="sent" outgoing={{ ...retrying, state: 'sent', sentAt: '2026-11-23T10:16:00Z', answer: '250 2.0.0 OK: queued' }} />)
    expect(screen.getByRole('note').textContent).toMatch(/^Handed to the mail server on .*2026.*250 2\.0\.0 OK: queued$/)
    rerender(<DeliveryNote delivery="" />)
    expect(screen.queryByRole('note')).toBeNull()
  })
})

describe('invoice mail delivery', () => {
  let reload: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    vi.useFakeTimers()
    FakeEventSource.reset()
    vi.stubGlobal('EventSource', FakeEventSource)
    reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  })
  afterEach(() => {
    disconnect()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('shows the mail state and reloads it when the mail server answers', async () => {
    render(<MailDelivery invoiceId={5001} mail={retrying} />)
    expect(screen.getByRole('heading', { name: 'Mail to the client' })).toBeTruthy()
    connect('/events', 1, '')
    const es = FakeEventSource.last!
    es.open()
    es.emit('mail.delivery', { id: 9, ref: 'invoice:5002', delivery: 'sent', outgoing: { ...retrying, state: 'sent' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400)
    })
    expect(reload).not.toHaveBeenCalled()
    es.emit('mail.delivery', { id: 10, ref: 'invoice:5001', delivery: 'sent', outgoing: { ...retrying, state: 'sent' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400)
    })
    expect(reload).toHaveBeenCalledWith({ only: ['mail'], showProgress: false })
  })

  it('shows nothing for an invoice whose mail never left by SMTP', () => {
    const { container } = render(<MailDelivery invoiceId={5001} mail={null} />)
    expect(container.textContent).toBe('')
  })
})
