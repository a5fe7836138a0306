import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import { paths } from './listState'
import { refused } from './visits'

/**
 * Deleting an invoice after a confirmation: `ask(id)` opens the dialog,
 * `confirm()` sends DELETE; the server answers with a 303 (back to the list
 * it came from, or to the list from the invoice's own page) and a flash.
 */
export function useDeleteInvoice() {
  return useConfirmDelete((id: number) => paths.remove(id), refused)
}
