import { t } from '@/lib/i18n'

/** The server's field messages (app/calendar), worded in the user's language; others show as sent. */
const KNOWN: Record<string, string> = {
  'Title is required.': 'calendar.errors.titleRequired',
  'Title is at most 200 characters.': 'calendar.errors.titleTooLong',
  'Calendar is one of Business, Holiday, Personal, Family, ETC.': 'calendar.errors.calendar',
  'Location is at most 200 characters.': 'calendar.errors.locationTooLong',
  'Description is at most 5,000 characters.': 'calendar.errors.descriptionTooLong',
  'URL is a web address starting with https:// or http://.': 'calendar.errors.url',
  'At most 50 guests.': 'calendar.errors.tooManyGuests',
  'Choose guests among the users.': 'calendar.errors.guests',
  'Start is a date or a date and time.': 'calendar.errors.start',
  'End is a date or a date and time.': 'calendar.errors.end',
  'End must not be before start.': 'calendar.errors.endBeforeStart',
}

/** message in the current language when it is one the server is known to send. */
export function errorText(message: string): string {
  const key = KNOWN[message]
  return key ? t(key) : message
}
