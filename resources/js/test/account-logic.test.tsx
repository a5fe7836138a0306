import { Globe, KeyRound, Monitor, Smartphone, Tablet } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { deviceIcon, deviceName } from '../Components/Account/DeviceRow'
import { sortDevices } from '../Components/Account/DevicesCard'
import { prefsOf } from '../Components/Account/NotificationsTab'
import { matchZones, MAX_SHOWN, zoneLabel } from '../Components/Account/TimeZonePicker'
import { groupSecret, isSixDigits, recoveryCodesText, svgDataURL } from '../Components/Account/twoStep'
import type { Device } from '../Components/Account/types'
import { t } from '../lib/i18n'

describe('two-step pieces', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP')
    expect(groupSecret('ABCDE')).toBe('ABCD E')
    expect(groupSecret('')).toBe('')
  })

  it('makes the QR code an image address that decodes back to the SVG (non-ASCII too)', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Partage · Inès</title></svg>'
    const url = svgDataURL(svg)
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const bytes = Uint8Array.from(atob(url.split(',')[1]!), (c) => c.charCodeAt(0))
    expect(new TextDecoder().decode(bytes)).toBe(svg)
  })

  it('checks a code has six digits and writes the codes one a line', () => {
    expect(isSixDigits('123456')).toBe(true)
    expect(isSixDigits('123 456')).toBe(true)
    expect(isSixDigits('12345')).toBe(false)
    expect(isSixDigits('12345a')).toBe(false)
    expect(recoveryCodesText(['a-b', 'c-d'], 'Title')).toBe('Title\n\na-b\nc-d\n')
  })
})

describe('time zones', () => {
  const zones = ['Europe/Paris', 'America/Sao_Paulo', 'America/Argentina/Buenos_Aires', 'Asia/Ho_Chi_Minh']
  it('matches every word, case, accents and underscores aside', () => {
    expect(matchZones(zones, 'são')).toEqual(['America/Sao_Paulo'])
    expect(matchZones(zones, 'buenos aires')).toEqual(['America/Argentina/Buenos_Aires'])
    expect(matchZones(zones, 'america')).toEqual(['America/Sao_Paulo', 'America/Argentina/Buenos_Aires'])
    expect(matchZones(zones, 'tokyo')).toEqual([])
  })
  it('offers "none" first when nothing is typed, and at most MAX_SHOWN', () => {
    expect(matchZones(zones, '')[0]).toBe('')
    expect(matchZones(Array.from({ length: 500 }, (_, i) => `Etc/Z${i}`), 'etc')).toHaveLength(MAX_SHOWN)
    expect(zoneLabel('America/Sao_Paulo')).toBe('America / Sao Paulo')
  })
})

describe('notification preferences', () => {
  it('lists the seven kinds in order, filling what the server did not send', () => {
    const prefs = prefsOf({ kinds: [{ kind: 'contact', inApp: false, email: true }], emailAvailable: true })
    expect(prefs.map((p) => p.kind)).toEqual(['mail', 'chat', 'task', 'event', 'approval', 'application', 'contact'])
    expect(prefs[6]).toEqual({ kind: 'contact', inApp: false, email: true })
    expect(prefs[0]).toEqual({ kind: 'mail', inApp: true, email: false })
  })
})

describe('devices', () => {
  const d = (over: Partial<Device>): Device => ({ id: 'x', kind: 'browser', browser: '', os: '', userAgent: '', address: '', signedInAt: '', lastSeenAt: '2026-01-01T00:00:00Z', current: false, ...over })
  it('pictures and names each device', () => {
    expect(deviceIcon(d({ kind: 'api' }))).toBe(KeyRound)
    expect(deviceIcon(d({ os: 'Android' }))).toBe(Smartphone)
    expect(deviceIcon(d({ os: 'iPadOS' }))).toBe(Tablet)
    expect(deviceIcon(d({ os: 'Windows' }))).toBe(Monitor)
    expect(deviceIcon(d({}))).toBe(Globe)
    expect(deviceName(d({ browser: 'Firefox', os: 'Linux' }), t)).toBe('Firefox on Linux')
    expect(deviceName(d({ browser: 'curl' }), t)).toBe('curl')
    expect(deviceName(d({ kind: 'api' }), t)).toBe('API client')
  })
  it('puts this device first, then the most recently seen', () => {
    const list = [d({ id: 'old', lastSeenAt: '2026-01-01T00:00:00Z' }), d({ id: 'new', lastSeenAt: '2026-02-01T00:00:00Z' }), d({ id: 'me', current: true, lastSeenAt: '2025-01-01T00:00:00Z' })]
    expect(sortDevices(list).map((x) => x.id)).toEqual(['me', 'new', 'old'])
  })
})
