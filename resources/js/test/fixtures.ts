import type { UserData } from '../lib/types'

/** The signed-in admin most component tests render for. */
export const admin: UserData = {
  id: 1,
  fullName: 'Ada Admin',
  username: 'ada',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 },
}

/** A client: reads access control only (spec §6). */
export const client: UserData = { ...admin, id: 2, fullName: 'Cleo Client', role: 'client', ability: [{ action: 'read', subject: 'ACL' }] }
