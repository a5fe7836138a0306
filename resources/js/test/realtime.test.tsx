import { act, render } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect, disconnect, realtimeState, reconnect, reloadSoon, subscribe, useRealtime } from '../lib/realtime'
import type { RealtimeEvents } from '../lib/types'
import { FakeEventSource } from './fakeEventSource'

type Status = RealtimeEvents['presence']['users'][number]['status']
const presence = (userId: number, status: Status = 'online') => ({ users: [{ userId, status }] })

beforeEach(() => {
  FakeEventSource.reset()
  vi.stubGlobal('EventSource', FakeEventSource)
})

afterEach(() => {
  disconnect()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('realtime connection', () => {
  it('opens one EventSource on /events, however often connect is called', () => {
    connect()
    connect()
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(FakeEventSource.last?.url).toBe('/events')
    expect(realtimeState()).toBe('connecting')
    FakeEventSource.last?.open()
    expect(realtimeState()).toBe('open')
  })

  it('lets the browser retry a dropped connection, without a second EventSource', () => {
    connect()
    const es = FakeEventSource.last!
    es.open()
    es.drop()
    expect(realtimeState()).toBe('connecting')
    expect(es.readyState).not.toBe(FakeEventSource.CLOSED)
    expect(FakeEventSource.instances).toHaveLength(1)
  })

  it('stops when the server refuses the stream (signed out), and reopens only when asked', () => {
    connect()
    FakeEventSource.last!.refuse()
    expect(realtimeState()).toBe('closed')
    expect(FakeEventSource.instances).toHaveLength(1)
    reconnect()
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(realtimeState()).toBe('connecting')
  })

  it('stops for good after the server’s signout event', () => {
    connect()
    const es = FakeEventSource.last!
    es.open()
    es.emit('signout', {})
    expect(es.readyState).toBe(FakeEventSource.CLOSED)
    expect(realtimeState()).toBe('closed')
  })

  it('resumes after the last event received when it opens again for the same user', () => {
    const off = subscribe('presence', () => undefined)
    connect('/events', 1)
    FakeEventSource.last!.emit('presence', presence(2), '41')
    FakeEventSource.last!.refuse()
    reconnect()
    expect(FakeEventSource.last?.url).toBe('/events?lastEventId=41')
    disconnect()
    connect('/events', 1)
    expect(FakeEventSource.last?.url).toBe('/events?lastEventId=41')
    connect('/events', 2) // another user starts afresh
    expect(FakeEventSource.last?.url).toBe('/events')
    expect(FakeEventSource.instances.filter((es) => es.readyState !== FakeEventSource.CLOSED)).toHaveLength(1)
    off()
  })

  it('closes on disconnect, and reconnect does nothing then', () => {
    connect()
    const es = FakeEventSource.last!
    disconnect()
    expect(es.readyState).toBe(FakeEventSource.CLOSED)
    expect(realtimeState()).toBe('off')
    reconnect()
    expect(FakeEventSource.instances).toHaveLength(1)
  })
})

describe('realtime dispatch', () => {
  it('calls the handlers of the event type with the parsed data; unsubscribe stops them', () => {
    const a = vi.fn()
    const b = vi.fn()
    const other = vi.fn()
    const offA = subscribe('presence', a)
    connect() // handlers subscribed before the connection are attached
    const offB = subscribe('presence', b) // and after it
    const offOther = subscribe('mail.new', other)
    const es = FakeEventSource.last!
    expect(es.types).toEqual(expect.arrayContaining(['presence', 'mail.new']))

    es.emit('presence', presence(4, 'busy'))
    expect(a).toHaveBeenCalledWith({ users: [{ userId: 4, status: 'busy' }] })
    expect(b).toHaveBeenCalledTimes(1)
    expect(other).not.toHaveBeenCalled()

    offA()
    es.emit('presence', presence(5))
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(2)
    offB()
    offOther()
  })

  it('ignores data that is not JSON, and one failing handler does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const bad = vi.fn(() => {
      throw new Error('boom')
    })
    const good = vi.fn()
    const offs = [subscribe('presence', bad), subscribe('presence', good)]
    connect()
    FakeEventSource.last!.emit('presence', 'not json')
    expect(good).not.toHaveBeenCalled()
    FakeEventSource.last!.emit('presence', presence(1))
    expect(good).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    offs.forEach((off) => off())
  })

  it('useRealtime calls the latest handler and unsubscribes on unmount', () => {
    const seen: string[] = []
    let bump = () => undefined as void
    function Probe() {
      const [n, setN] = useState(0)
      bump = () => setN((x) => x + 1)
      useRealtime('presence', (e) => seen.push(`${n}:${e.users[0]!.userId}`))
      return null
    }
    connect()
    const { unmount } = render(<Probe />)
    const es = FakeEventSource.last!
    act(() => es.emit('presence', presence(7)))
    act(() => bump())
    act(() => es.emit('presence', presence(8)))
    expect(seen).toEqual(['0:7', '1:8'])
    unmount()
    es.emit('presence', presence(9))
    expect(seen).toHaveLength(2)
  })
})

describe('reloadSoon', () => {
  it('merges the props asked for within a short time into one partial reload', () => {
    vi.useFakeTimers()
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
    reloadSoon(['menu'])
    reloadSoon(['notifications', 'menu'])
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(400)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledWith({ only: ['menu', 'notifications'], showProgress: false })
  })
})
