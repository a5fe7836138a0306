import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../Components/Email/useCompose'
import {
  addTokens,
  buildReply,
  forwardSubject,
  invalidTokens,
  isBlankHtml,
  isValidEmail,
  listPath,
  replySubject,
  snippet,
  splitAddresses,
} from '../Components/Email/util'
import { mail } from './emailFixtures'

describe('addresses', () => {
  it('validates like <input type="email">', () => {
    expect(isValidEmail('jane@example.com')).toBe(true)
    expect(isValidEmail('j.doe+coop@mail.example.org')).toBe(true)
    expect(isValidEmail('jane')).toBe(false)
    expect(isValidEmail('jane@')).toBe(false)
    expect(isValidEmail('jane@localhost')).toBe(false) // the server wants a dot in the domain
    expect(isValidEmail('jane doe@example.com')).toBe(false)
    expect(invalidTokens(['ok@example.com', 'nope', 'x@'])).toEqual(['nope', 'x@'])
  })

  it('splits typed or pasted text into addresses', () => {
    expect(splitAddresses('a@x.org, b@x.org;c@x.org\nd@x.org')).toEqual(['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org'])
    expect(splitAddresses('Jane Doe <jane@x.org>, e@x.org f@x.org')).toEqual(['jane@x.org', 'e@x.org', 'f@x.org'])
    expect(splitAddresses('  ,, ')).toEqual([])
  })

  it('adds tokens without duplicates (case-insensitive)', () => {
    expect(addTokens(['a@x.org'], 'A@X.org, b@x.org, b@x.org')).toEqual(['a@x.org', 'b@x.org'])
  })
})

describe('reply and forward', () => {
  it('prefixes subjects once', () => {
    expect(replySubject('Hello')).toBe('Re: Hello')
    expect(replySubject('RE: Hello')).toBe('RE: Hello')
    expect(forwardSubject('Hello')).toBe('Fwd: Hello')
    expect(forwardSubject('Fw: Hello')).toBe('Fw: Hello')
  })

  it('reply goes to the sender, with the original quoted', () => {
    const d = buildReply(mail(), 'reply', 'admin@demo.com', 'en')
    expect(d.to).toEqual(['emma@demo.com'])
    expect(d.cc).toEqual([])
    expect(d.subject).toBe('Re: Quarterly shares')
    expect(d.inReplyTo).toBe(7)
    expect(d.message).toMatch(/<p>On .*2026.*, Emma Martin wrote:<\/p><blockquote><p>Hello <b>team<\/b><\/p><\/blockquote>$/)
  })

  it('reply all adds the other recipients and cc, never me', () => {
    const d = buildReply(mail(), 'replyAll', 'admin@demo.com', 'en')
    expect(d.to).toEqual(['emma@demo.com', 'bob@example.org'])
    expect(d.cc).toEqual(['carol@example.org'])
  })

  it('replying to my own sent mail goes to its recipients', () => {
    const sent = mail({ folder: 'sent', from: { name: 'Ada Admin', email: 'admin@demo.com', avatar: '' }, to: [{ name: 'Bob', email: 'bob@example.org' }] })
    expect(buildReply(sent, 'reply', 'admin@demo.com', 'en').to).toEqual(['bob@example.org'])
  })

  it('forward has no recipients, a Fwd: subject, and quotes safely', () => {
    const file = { id: 3, fileName: 'a.pdf', size: '1 KB', sizeBytes: 1000, mime: 'application/pdf', url: '/x', thumbnail: '' }
    const evil = mail({ from: { name: '<b>Eve</b>', email: 'eve@x.org', avatar: '' }, attachments: [file], message: '<p>hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>' })
    const d = buildReply(evil, 'forward', 'admin@demo.com', 'en')
    expect(d.to).toEqual([])
    expect(d.attachments).toEqual([file])
    expect(buildReply(evil, 'reply', 'admin@demo.com', 'en').attachments).toEqual([])
    expect(d.subject).toBe('Fwd: Quarterly shares')
    expect(d.inReplyTo).toBe(7)
    expect(d.message).toContain('&lt;b&gt;Eve&lt;/b&gt; wrote:')
    expect(d.message).not.toContain('onerror')
    expect(d.message).not.toContain('<script')
  })
})

describe('helpers', () => {
  it('list paths', () => {
    expect(listPath({ folder: 'inbox', label: '' })).toBe('/apps/email')
    expect(listPath({ folder: '', label: '' })).toBe('/apps/email')
    expect(listPath({ folder: 'sent', label: '' })).toBe('/apps/email/sent')
    expect(listPath({ folder: '', label: 'important' })).toBe('/apps/email/label/important')
  })

  it('snippets leave quotes and markup out', () => {
    expect(snippet('<p>Hi  <b>there</b></p><blockquote>old text</blockquote>')).toBe('Hi there')
    expect(snippet('<p>Hello,</p><p>Here<br>we go</p>')).toBe('Hello, Here we go')
    expect(snippet(`<p>${'word '.repeat(50)}</p>`, 20)).toBe('word word word word…')
  })

  it('blank editor HTML', () => {
    expect(isBlankHtml('<p></p>')).toBe(true)
    expect(isBlankHtml('')).toBe(true)
    expect(isBlankHtml('<p>x</p>')).toBe(false)
  })

  it('maps server field errors onto the dialog fields', () => {
    expect(fieldErrors({ 'to.1': 'bad address', subject: 'required', attachmentIds: 'unknown', other: 'x' })).toEqual({
      to: 'bad address',
      subject: 'required',
      attachments: 'unknown',
    })
  })
})
