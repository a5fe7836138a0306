import { useState } from 'react'
import { ApiError } from '@/lib/api'
import { t } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { notify } from '@/lib/toast'

/**
 * Runs one JSON write of a dialog: `busy` meanwhile, the server's field
 * errors kept for the fields (shown in the UI language), any other refusal
 * as a toast (the server's words, else `failedKey`'s). `run` answers whether
 * the write went through.
 */
export function useSubmit(failedKey: string) {
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const run = async (write: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setErrors({})
    try {
      await write()
      return true
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) setErrors(e.fields)
      else void notify('error', e instanceof ApiError && e.detail ? serverText(e.detail) : t(failedKey))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, errors, setErrors, run }
}
