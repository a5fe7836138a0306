/**
 * The words of an account's role and status codes, shared by every page that
 * shows accounts (users, the cooperative's staff): one word per code in the
 * whole product, under the users app's keys (users.roles.*, users.statuses.*),
 * with the code itself when no text is known.
 */
import { t } from '@/lib/i18n'

export const roleLabel = (role: string) => (role ? t(`users.roles.${role}`, { defaultValue: role }) : '')
export const statusLabel = (status: string) => (status ? t(`users.statuses.${status}`, { defaultValue: status }) : '')
