import type { InertiaFormProps } from '@inertiajs/react'
import type { TiersIdentity } from '../types'

/** The bulletin d'adhésion as the form holds it (controllers/coop_join.go reads the same names). */
export interface JoinData extends TiersIdentity {
  [key: string]: string | boolean | File | null
  partsWished: string
  iban: string
  consentStatutes: boolean
  consentData: boolean
  /** The honeypot: people never see it, robots fill it in. */
  website: string
  idDocument: File | null
  ribDocument: File | null
}

export type JoinForm = InertiaFormProps<JoinData>

/** An empty application; the number of parts starts at the smallest allowed. */
export function emptyJoin(partsMin: number): JoinData {
  return {
    kind: 'person', civility: '', firstName: '', lastName: '', companyName: '', legalForm: '', siren: '', email: '', phone: '',
    address: '', postalCode: '', city: '', country: 'France', birthDate: '', partsWished: String(partsMin), iban: '',
    consentStatutes: false, consentData: false, website: '', idDocument: null, ribDocument: null,
  }
}

/** The server's message for a field of the form. */
export const errorOf = (form: JoinForm, name: string): string | undefined => (form.errors as Partial<Record<string, string>>)[name]

/** Wires a text field of the application to the form. */
export function text(form: JoinForm, name: keyof JoinData & string) {
  return { value: String(form.data[name] ?? ''), onChange: (v: string) => form.setData(name, v), error: errorOf(form, name) }
}
