import { describe, expect, it } from 'vitest'
import { buildLog, dayLabel, listTime } from '../Components/Chat/format'
import { chatReducer, initialState, mergeMessages, totalUnseen, type ChatState } from '../Components/Chat/state'
import { truncate } from '../lib/text'
import { adalberto, chat, felecia, joaquina, me, messageEvent, msg, pageProps } from './chatFixtures'

describe('message log', () => {
  it('groups consecutive messages by sender, with a divider at each new day', () => {
    const log = buildLog(
      [
        msg(1, 2, '2026-03-02T09:00:00'),
        msg(2, 2, '2026-03-02T09:01:00'),
        msg(3, 1, '2026-03-02T09:02:00'),
        msg(4, 1, '2026-03-02T09:03:00'),
        msg(5, 2, '2026-03-02T09:04:00'),
        msg(6, 2, '2026-03-03T08:00:00'),
      ],
      1,
    )
    expect(log.map((i) => (i.kind === 'day' ? 'day' : `${i.mine ? 'me' : 'them'}:${i.messages.map((m) => m.id).join(',')}`))).toEqual([
      'day',
      'them:1,2',
      'me:3,4',
      'them:5',
      'day',
      'them:6',
    ])
  })

  it('starts a new group after a pause of more than ten minutes', () => {
    const log = buildLog([msg(1, 2, '2026-03-02T09:00:00'), msg(2, 2, '2026-03-02T09:10:00'), msg(3, 2, '2026-03-02T09:21:00')], 1)
    expect(log.filter((i) => i.kind === 'group')).toHaveLength(2)
  })

  it('is empty without messages', () => {
    expect(buildLog([], 1)).toEqual([])
  })
})

describe('chat times', () => {
  const now = new Date('2026-03-05T15:00:00').getTime()
  it('says today and yesterday, then the date', () => {
    expect(dayLabel('2026-03-05T08:00:00', 'en', now)).toBe('Today')
    expect(dayLabel('2026-03-04T08:00:00', 'en', now)).toBe('Yesterday')
    expect(dayLabel('2026-03-04T08:00:00', 'fr', now)).toBe('Hier')
    expect(dayLabel('2026-03-02T08:00:00', 'en', now)).toBe('Monday, March 2')
    expect(dayLabel('2025-03-02T08:00:00', 'en', now)).toContain('2025')
  })

  it('is short in the list: relative within the hour, clock today, weekday this week', () => {
    // The texts come from Intl (they vary a little between ICU versions).
    const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' })
    const clock = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(iso))
    expect(listTime('2026-03-05T14:59:40', 'en', now)).toBe(rtf.format(0, 'second'))
    expect(listTime('2026-03-05T14:55:00', 'en', now)).toBe(rtf.format(-5, 'minute'))
    expect(listTime('2026-03-05T09:30:00', 'en', now)).toBe(clock('2026-03-05T09:30:00', 'en'))
    expect(listTime('2026-03-05T09:30:00', 'de', now)).toBe('09:30')
    expect(listTime('2026-03-04T09:30:00', 'en', now)).toBe(rtf.format(-1, 'day'))
    expect(listTime('2026-03-02T09:30:00', 'en', now)).toBe('Mon')
    expect(listTime('2026-02-01T09:30:00', 'en', now)).toBe('Feb 1')
    expect(listTime('nonsense', 'en', now)).toBe('')
  })

  it('truncates on one line', () => {
    expect(truncate('  Hello\n\nworld  ', 80)).toBe('Hello world')
    expect(truncate('abcdefghij', 5)).toBe('abcd…')
  })
})

describe('chat state', () => {
  const base = (): ChatState => initialState(pageProps())

  it('merges messages by id without duplicates', () => {
    const list = [msg(1, 1, '2026-03-02T09:00:00Z'), msg(3, 1, '2026-03-02T09:02:00Z')]
    expect(mergeMessages(list, [msg(2, 2, '2026-03-02T09:01:00Z'), msg(3, 1, '2026-03-02T09:02:00Z')]).map((m) => m.id)).toEqual([1, 2, 3])
    expect(mergeMessages(list, [msg(1, 1, '2026-03-02T09:00:00Z')])).toBe(list)
  })

  it('opening a chat resets its unseen count', () => {
    const s = chatReducer(base(), { type: 'open', active: { contact: felecia, chat: chat(10, 2, []) } })
    expect(s.chatsContacts.find((c) => c.id === 2)?.chat.unseenMsgs).toBe(0)
    expect(s.active?.contact.id).toBe(2)
    expect(totalUnseen(base().chatsContacts)).toBe(2)
  })

  it('an incoming message for another chat moves it to the top and counts it unseen', () => {
    const event = messageEvent({ chatId: 11, contactId: 3, sender: { id: 3, fullName: 'Adalberto Granzin', avatar: '' }, message: msg(300, 3, '2026-03-03T12:00:00Z') })
    const s = chatReducer(base(), { type: 'message', event: { ...event, unseenMsgs: 1 }, viewing: false })
    expect(s.chatsContacts.map((c) => c.id)).toEqual([3, 2])
    expect(s.chatsContacts[0]?.chat).toEqual({ id: 11, unseenMsgs: 1, lastMessage: event.message })
  })

  it('an incoming message in the chat on screen is appended and not counted', () => {
    const open = chatReducer(base(), { type: 'open', active: { contact: felecia, chat: chat(10, 2, [msg(102, 2, '2026-03-03T10:05:00Z')]) } })
    const s = chatReducer(open, { type: 'message', event: messageEvent(), viewing: true })
    expect(s.active?.chat?.chat.map((m) => m.id)).toEqual([102, 200])
    expect(s.chatsContacts[0]?.chat.unseenMsgs).toBe(0)
    // The same message again (answer and event both) changes nothing.
    expect(chatReducer(s, { type: 'message', event: messageEvent(), viewing: true }).active?.chat?.chat).toHaveLength(2)
  })

  it('a message from someone without a chat adds one at the top', () => {
    const event = messageEvent({ chatId: 12, contactId: 4, sender: { id: 4, fullName: 'Joaquina Weisenborn', avatar: '' }, message: msg(400, 4, '2026-03-03T12:00:00Z'), unseenMsgs: 1 })
    const s = chatReducer(base(), { type: 'message', event, viewing: false })
    expect(s.chatsContacts[0]).toMatchObject({ id: 4, fullName: 'Joaquina Weisenborn', status: 'away', chat: { id: 12, unseenMsgs: 1 } })
  })

  it('a sent message to a new contact creates the chat in the list and on screen', () => {
    const open = chatReducer(base(), { type: 'open', active: { contact: joaquina, chat: null } })
    const sent = msg(500, me.id, '2026-03-03T13:00:00Z', 'Hi Joaquina')
    const s = chatReducer(open, { type: 'sent', contactId: 4, chatId: 13, message: sent, chat: chat(13, 4, [sent]) })
    expect(s.chatsContacts[0]).toMatchObject({ id: 4, chat: { id: 13, unseenMsgs: 0, lastMessage: sent } })
    expect(s.active?.chat?.chat).toEqual([sent])
  })

  it('seen from the contact marks one’s own messages up to lastSeenId', () => {
    const mine = [msg(1, me.id, '2026-03-03T10:00:00Z'), msg(2, 2, '2026-03-03T10:01:00Z'), msg(3, me.id, '2026-03-03T10:02:00Z'), msg(4, me.id, '2026-03-03T10:03:00Z')]
    const open = chatReducer(base(), { type: 'open', active: { contact: felecia, chat: chat(10, 2, mine) } })
    const s = chatReducer(open, { type: 'seen', event: { chatId: 10, contactId: 2, lastSeenId: 3 } })
    expect(s.active?.chat?.chat.map((m) => m.feedback.isSeen)).toEqual([true, false, true, false])
  })

  it('seen up to the contact’s own message means another tab read the chat: its unseen count goes', () => {
    // Felecia's chat: 2 unseen, the newest message (102) is hers.
    const s = chatReducer(base(), { type: 'seen', event: { chatId: 10, contactId: 2, lastSeenId: 102 } })
    expect(s.chatsContacts.find((c) => c.id === 2)?.chat.unseenMsgs).toBe(0)
    // An unknown message id changes nothing.
    expect(chatReducer(base(), { type: 'seen', event: { chatId: 10, contactId: 2, lastSeenId: 999 } })).toEqual(base())
  })

  it('presence updates the contact everywhere it shows', () => {
    const open = chatReducer(base(), { type: 'open', active: { contact: adalberto, chat: null } })
    const s = chatReducer(open, { type: 'presence', users: [{ userId: 3, status: 'offline' }] })
    expect(s.chatsContacts.find((c) => c.id === 3)?.status).toBe('offline')
    expect(s.contacts.find((c) => c.id === 3)?.status).toBe('offline')
    expect(s.active?.contact.status).toBe('offline')
    expect(s.chatsContacts.find((c) => c.id === 2)).toBe(open.chatsContacts.find((c) => c.id === 2))
  })

  it('one presence event changes every status it carries, the own one included', () => {
    const s = chatReducer(base(), {
      type: 'presence',
      users: [
        { userId: 2, status: 'busy' },
        { userId: 3, status: 'away' },
        { userId: 1, status: 'offline' },
        { userId: 99, status: 'online' },
      ],
    })
    expect(s.chatsContacts.find((c) => c.id === 2)?.status).toBe('busy')
    expect(s.chatsContacts.find((c) => c.id === 3)?.status).toBe('away')
    expect(s.profile.status).toBe('offline')
    expect(s.active).toBe(base().active)
  })

  it('older messages go before the ones shown', () => {
    const open = chatReducer(base(), { type: 'open', active: { contact: felecia, chat: chat(10, 2, [msg(60, 2, '2026-03-03T10:00:00Z')], true) } })
    const s = chatReducer(open, { type: 'older', contactId: 2, chat: chat(10, 2, [msg(10, 2, '2026-03-01T10:00:00Z'), msg(11, 1, '2026-03-01T10:01:00Z')], false) })
    expect(s.active?.chat?.chat.map((m) => m.id)).toEqual([10, 11, 60])
    expect(s.active?.chat?.hasMore).toBe(false)
  })
})
