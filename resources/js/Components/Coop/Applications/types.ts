/** A document an application brought. */
export interface ApplicationDocument {
  id: number
  kind: string
  name: string
  contentType: string
  size: number
}

/** One application of the queue (app/membership/application.go). */
export interface Application {
  id: number
  tiersId: number
  kind: 'person' | 'entity'
  name: string
  email: string
  phone: string
  city: string
  status: 'pending' | 'admitted' | 'rejected'
  memberStatus: string
  partsWished: number
  language: string
  createdAt: string
  decidedAt: string | null
  rejectedReason: string
  documents: ApplicationDocument[]
}

/** The queue's state, as its URL holds it. */
export interface ApplicationFilter {
  [key: string]: string | number | boolean
  status: string
  q: string
  page: number
  perPage: number
}

export const FILTER_DEFAULTS: ApplicationFilter = { status: 'pending', q: '', page: 1, perPage: 10 }
export const QUEUE_PATH = '/coop/rejoignez-nous'
