/** The words of the register's codes, and its fields as people read them. */
import type { PagerLabels } from '@/Components/DataTable'
import { t } from '@/lib/i18n'
import type { Input, Tiers } from '../types'

/** The server's choices (app/registry), in its order. */
export const KINDS = ['person', 'entity'] as const
export const CIVILITIES = ['', 'm', 'mme'] as const
export const LEGAL_FORMS = ['sa', 'sas', 'sasu', 'sarl', 'eurl', 'scop', 'scic', 'sci', 'association', 'ei', 'other'] as const
export const LANGUAGES = ['fr', 'en', 'de', 'pt'] as const
export const DOCUMENT_KINDS = ['id', 'kbis', 'rib', 'other'] as const

const word = (group: string, code: string) => (code ? t(`coop.tiers.${group}.${code}`, { defaultValue: code }) : '')

export const kindLabel = (code: string) => word('kinds', code)
export const civilityLabel = (code: string) => (code ? word('civilities', code) : t('coop.tiers.civilities.none'))
export const legalFormLabel = (code: string) => word('legalForms', code)
export const languageLabel = (code: string) => word('languages', code)
export const documentKindLabel = (code: string) => word('documentKinds', code)
export const fieldLabel = (field: string) => word('fields', field)

/** Options of a select, in the server's order. */
export { optionsOf } from '@/Components/DataTable'

/** An IBAN grouped by four characters, as it is printed ("FR76 3000 6000 …"). */
export function formatIBAN(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')
}

/** An empty form: a person, in French, a client. */
export const EMPTY_INPUT: Input = {
  kind: 'person',
  civility: '',
  firstName: '',
  lastName: '',
  companyName: '',
  legalForm: '',
  siren: '',
  email: '',
  phone: '',
  address: '',
  postalCode: '',
  city: '',
  country: 'France',
  birthDate: '',
  iban: '',
  language: 'fr',
  notes: '',
  isClient: true,
  isShareholder: false,
  holderCategory: '',
}

/** The form's values for a tiers that exists. */
export function inputOf(t: Tiers): Input {
  const { kind, civility, firstName, lastName, companyName, legalForm, siren, email, phone, address, postalCode, city, country, birthDate, iban, language, notes, isClient, isShareholder, holderCategory } = t
  return { kind, civility, firstName, lastName, companyName, legalForm, siren, email, phone, address, postalCode, city, country, birthDate, iban: formatIBAN(iban), language, notes, isClient, isShareholder, holderCategory }
}

/** The roles of a tiers, as badges show them. */
export function rolesOf(t: Pick<Tiers, 'isClient' | 'isShareholder' | 'memberStatus'>): string[] {
  const out: string[] = []
  if (t.isClient) out.push('client')
  if (t.memberStatus) out.push('member')
  if (t.isShareholder) out.push('shareholder')
  return out
}

/** A register list's pager words. */
export function pagerLabels(): PagerLabels {
  return {
    nav: t('coop.tiers.pager.nav'),
    showing: (from, to, total) => t('coop.tiers.pager.showing', { from, to, total }),
    empty: t('coop.tiers.pager.empty'),
    previous: t('coop.tiers.pager.previous'),
    next: t('coop.tiers.pager.next'),
    page: (n) => t('coop.tiers.pager.page', { n }),
  }
}
