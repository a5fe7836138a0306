/** The data table's rows and state, as the server sends them (Pages/Tables/DataTable props, spec §3 names). */

/** An employee (spec §3 "Demo employee record"). */
export interface Employee {
  id: number
  /** URL of a portrait, or '' (initials are shown). */
  avatar: string
  full_name: string
  post: string
  email: string
  city: string
  /** 'YYYY-MM-DD' */
  start_date: string
  /** Euros as a decimal ("38450.00"); salary_cents is the same in integer cents. */
  salary: string | number
  salary_cents: number
  age: number
  /** Years of work. */
  experience: number
  /** 1 current, 2 professional, 3 rejected, 4 resigned, 5 applied. */
  status: number
}

/** The statuses' names by number (index 0 unused), as the template names them. */
export const STATUS_NAMES = ['', 'current', 'professional', 'rejected', 'resigned', 'applied'] as const

/** The columns in display order; each sorts the table (sortBy). */
export const COLUMNS = ['id', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status'] as const
export type ColumnKey = (typeof COLUMNS)[number]

/** The columns a person may hide: all but the name. */
export const HIDEABLE: readonly ColumnKey[] = COLUMNS.filter((c) => c !== 'full_name')

/** The columns hidden until a person shows them. */
export const DEFAULT_HIDDEN: readonly ColumnKey[] = ['id', 'email', 'city', 'experience']

export const PER_PAGE = [10, 25, 50, 100] as const

/** The table's state, in the URL: /tables/data-table?q=&page=&perPage=&sortBy=&sortDesc= */
export interface EmployeeFilter {
  [key: string]: string | number | boolean
  q: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

/** The person's column choice, kept on the server. */
export interface ColumnChoice {
  hidden: string[]
  hideable?: string[]
  defaultHidden?: string[]
}

export interface DataTableProps {
  employees: Employee[]
  /** How many employees the filter finds (all pages). */
  total: number
  filter: EmployeeFilter
  columns: ColumnChoice
  options?: { perPages?: number[]; maxSelected?: number }
}
