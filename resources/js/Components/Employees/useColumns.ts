import { useCallback, useEffect, useRef, useState } from 'react'
import { sendJSON } from '@/lib/api'
import { t } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { COLUMNS_PATH, orderedHidden } from './tableState'
import { DEFAULT_HIDDEN, type ColumnChoice } from './types'

/**
 * The columns the person hides: shown at once, kept on the server (so they
 * follow the person to another browser); a choice the server refuses or
 * cannot keep is undone with a toast saying so.
 */
export function useColumns(fromServer: readonly string[]) {
  const serverKey = orderedHidden(fromServer).join(',')
  const [hidden, setHidden] = useState<string[]>(() => orderedHidden(fromServer))
  const latest = useRef(0)
  const shown = useRef(hidden)
  shown.current = hidden

  // A visit brought the choice as the server keeps it now (another tab may have changed it).
  useEffect(() => {
    if (latest.current === 0) setHidden(serverKey ? serverKey.split(',') : [])
  }, [serverKey])

  const choose = useCallback(async (next: readonly string[]) => {
    const before = shown.current
    const wanted = orderedHidden(next)
    setHidden(wanted)
    const call = ++latest.current
    try {
      const kept = await sendJSON<ColumnChoice>(COLUMNS_PATH, { hidden: wanted }, 'PUT')
      if (call === latest.current) setHidden(orderedHidden(kept.hidden))
    } catch {
      if (call === latest.current) setHidden(before)
      void toast.error(t('dataTable.columnsNotSaved'))
    } finally {
      if (call === latest.current) latest.current = 0
    }
  }, [])

  const toggle = useCallback((column: string) => {
    const now = shown.current
    void choose(now.includes(column) ? now.filter((c) => c !== column) : [...now, column])
  }, [choose])

  const reset = useCallback(() => void choose(DEFAULT_HIDDEN), [choose])

  return { hidden, toggle, reset }
}
