import type { Email } from '../Components/Email/types'

/** A mail as the server sends it; override what a test needs. */
export function mail(overrides: Partial<Email> = {}): Email {
  return {
    id: 7,
    from: { name: 'Emma Martin', email: 'emma@demo.com', avatar: '' },
    to: [
      { name: 'Ada Admin', email: 'admin@demo.com' },
      { name: 'Bob', email: 'bob@example.org' },
    ],
    cc: ['carol@example.org', 'ADMIN@demo.com'],
    bcc: [],
    subject: 'Quarterly shares',
    message: '<p>Hello <b>team</b></p>',
    attachments: [],
    isStarred: false,
    labels: [],
    time: '2026-03-03T14:05:00Z',
    replies: [],
    folder: 'inbox',
    isRead: false,
    delivery: '',
    ...overrides,
  }
}
