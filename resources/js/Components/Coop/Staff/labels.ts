/**
 * The staff page's words and helpers. Roles and statuses are worded as
 * everywhere else (Components/accountLabels.ts).
 */
import { refusedWith } from '@/Components/Form/form'

export { roleLabel, statusLabel } from '@/Components/accountLabels'
export { optionsOf } from '@/Components/DataTable'

/** Options of every visit of the staff page that changes something: a refusal that is not a field's is a toast. */
export const refused = refusedWith('coop.staff.failed')
