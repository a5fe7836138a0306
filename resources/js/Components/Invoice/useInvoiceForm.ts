import type { Errors } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useMemo, useRef, useState } from 'react'
import { t } from '@/lib/i18n'
import { paths } from './listState'
import { centsText, computeTotals } from './money'
import { refused } from './visits'
import type { Client, FieldErrors, FormDefaults, InvoiceDetail, InvoicePayload, LineDraft } from './types'

/** The form's fields, as typed. */
export interface InvoiceDraft {
  issuedDate: string
  dueDate: string
  lines: LineDraft[]
  salesperson: string
  note: string
  terms: string
  discount: string
  taxRate: string
}

let lineKeys = 0
/** An empty line, with a key of its own (rows keep their inputs when one above is removed). */
export const emptyLine = (): LineDraft => ({ key: ++lineKeys, item: '', description: '', cost: '', qty: '1' })

/** The form's first state: the invoice being edited, or a new one with the server's defaults. */
export function initialDraft(invoice: InvoiceDetail | undefined, defaults: FormDefaults): InvoiceDraft {
  if (!invoice) {
    return {
      issuedDate: defaults.issuedDate,
      dueDate: defaults.dueDate,
      lines: [emptyLine()],
      salesperson: defaults.salesperson,
      note: '',
      terms: t('invoice.form.defaultTerms'),
      discount: '',
      taxRate: String(defaults.taxRate),
    }
  }
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    lines: invoice.lines.map((l) => ({ key: ++lineKeys, item: l.item, description: l.description, cost: centsText(l.costCents), qty: String(l.qty) })),
    salesperson: invoice.salesperson,
    note: invoice.note,
    terms: invoice.terms,
    discount: invoice.discountCents ? centsText(invoice.discountCents) : '',
    taxRate: String(invoice.taxRate),
  }
}

/** What the form sends: the client's id, the texts as typed; never a total. */
export function payloadOf(client: Client | null, d: InvoiceDraft): InvoicePayload {
  return {
    clientId: client?.id ?? 0,
    issuedDate: d.issuedDate,
    dueDate: d.dueDate,
    lines: d.lines.map(({ item, description, cost, qty }) => ({ item, description, cost, qty })),
    salesperson: d.salesperson,
    note: d.note,
    terms: d.terms,
    discount: d.discount,
    taxRate: d.taxRate,
  }
}

/**
 * The add/edit form's state and its Save: POST /apps/invoice/add or PUT
 * /apps/invoice/edit/{id}; the server answers with a 303 to the invoice, or
 * with field errors ("lines.2.cost") shown under their fields.
 */
export function useInvoiceForm(invoice: InvoiceDetail | undefined, defaults: FormDefaults) {
  const [client, setClientState] = useState<Client | null>(invoice?.client ?? null)
  const [draft, setDraft] = useState(() => initialDraft(invoice, defaults))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const totals = useMemo(() => computeTotals(draft.lines, draft.discount, draft.taxRate), [draft.lines, draft.discount, draft.taxRate])

  const clear = (...keys: string[]) => setErrors((e) => (keys.some((k) => e[k]) ? { ...e, ...Object.fromEntries(keys.map((k) => [k, undefined])) } : e))
  const set = <K extends keyof InvoiceDraft>(key: K, value: InvoiceDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    clear(key)
  }
  const setClient = (c: Client | null) => {
    setClientState(c)
    clear('clientId')
  }
  const setLine = (index: number, patch: Partial<LineDraft>) => {
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) }))
    clear(...Object.keys(patch).map((k) => `lines.${index}.${k}`), 'lines')
  }
  const addLine = () => {
    setDraft((d) => ({ ...d, lines: [...d.lines, emptyLine()] }))
    clear('lines')
  }
  // The line errors name places; after a removal they would point at other lines.
  const removeLine = (index: number) => {
    setDraft((d) => ({ ...d, lines: d.lines.filter((_, i) => i !== index) }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('lines.'))))
  }

  const save = () => {
    if (busyRef.current) return
    if (!client) {
      setErrors((e) => ({ ...e, clientId: t('invoice.form.clientRequired') }))
      return
    }
    const data = { invoice: { ...payloadOf(client, draft) } }
    const options = {
      // Refused: the form stays where it was, beside its errors. Saved: the preview opens at its top.
      preserveScroll: 'errors' as const,
      ...refused,
      onStart: () => {
        busyRef.current = true
        setBusy(true)
      },
      onError: (errs: Errors) => setErrors(errs as FieldErrors),
      onFinish: () => {
        busyRef.current = false
        setBusy(false)
      },
    }
    if (invoice) router.put(paths.edit(invoice.id), data, options)
    else router.post(paths.add, data, options)
  }

  return { client, setClient, draft, set, setLine, addLine, removeLine, errors, busy, totals, save }
}
