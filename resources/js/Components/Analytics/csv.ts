import type { Period, Series } from './types'

/**
 * A chart's figures as a CSV file, built in the browser from the props the
 * chart draws: UTF-8 with a byte order mark (a spreadsheet then reads
 * "Élodie" right), a comma between cells, CRLF line ends, ISO days
 * (YYYY-MM-DD) or months (YYYY-MM), money in euros with a dot decimal
 * ("1234.50"), so that every spreadsheet and script reads the same numbers
 * whatever the language of the page it came from.
 */

/** A table: its header and its rows (numbers written as they are, strings escaped). */
export interface CsvTable {
  header: string[]
  rows: (string | number)[][]
}

const BOM = '\ufeff'

/** Integer cents as euros with a dot decimal and no grouping: -123456 → "-1234.56". */
export function euros(cents: number): string {
  if (!Number.isFinite(cents)) return ''
  const n = Math.round(cents)
  const sign = n < 0 ? '-' : ''
  const abs = Math.abs(n)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * One cell: a number as written by JavaScript; a string quoted when it holds
 * a comma, a quote or a line end, and kept from being read as a formula when
 * it starts with = + - @ or a tab (a leading apostrophe, as spreadsheets do).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  let s = value
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** The file's text: the byte order mark, the header, then the rows, each line ended by CRLF. */
export function toCsv(table: CsvTable): string {
  return BOM + [table.header, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/**
 * Series over the period's labels: a first column "day" or "month" (the
 * unit), then one column a series named by its key ("_eur" added to money
 * series, written in euros).
 */
export function seriesTable(labels: readonly string[], series: readonly Series[], unit: Period['unit'], money: boolean): CsvTable {
  return {
    header: [unit, ...series.map((s) => (money ? `${s.name}_eur` : s.name))],
    rows: labels.map((label, i) => [label, ...series.map((s) => (money ? euros(s.data[i] ?? 0) : (s.data[i] ?? 0)))]),
  }
}

/** The file's name: the card and the period ("revenue-report_30d_2026-10-27_2026-11-25.csv"). */
export function csvFileName(card: string, period: Period): string {
  return `${card}_${period.key}_${period.from}_${period.to}.csv`
}

/** Starts the download of text as a CSV file named name. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
