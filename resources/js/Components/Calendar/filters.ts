import { useCallback, useState } from 'react'
import { CALENDARS, type CalendarName } from './types'

export const FILTERS_KEY = 'partage.calendar.filters'

/** The calendars remembered as shown, among those offered; all of them when nothing (valid) is stored. */
export function storedFilters(offered: readonly CalendarName[] = CALENDARS): CalendarName[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FILTERS_KEY) ?? 'null')
    if (Array.isArray(value)) return offered.filter((c) => value.includes(c))
  } catch {
    // not JSON, or storage unavailable
  }
  return [...offered]
}

function save(selected: CalendarName[]) {
  try {
    localStorage.setItem(FILTERS_KEY, JSON.stringify(selected))
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** The calendars shown (in the order offered), remembered in localStorage. */
export function useCalendarFilters(offered: readonly CalendarName[]) {
  const [selected, setSelected] = useState<CalendarName[]>(() => storedFilters(offered))
  const update = useCallback(
    (next: (current: CalendarName[]) => CalendarName[]) =>
      setSelected((current) => {
        const value = offered.filter((c) => next(current).includes(c))
        save(value)
        return value
      }),
    [offered],
  )
  const toggle = useCallback(
    (name: CalendarName, on: boolean) => update((current) => (on ? [...current, name] : current.filter((c) => c !== name))),
    [update],
  )
  const setAll = useCallback((on: boolean) => update(() => (on ? [...offered] : [])), [update, offered])
  return { selected, toggle, setAll, allSelected: selected.length === offered.length }
}
