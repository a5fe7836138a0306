import type { UserData } from './types'

/** Where "back home" leads: admins land on the dashboard, clients on access control. */
export function homeFor(user: UserData | null | undefined): string {
  if (!user) return '/login'
  return user.role === 'admin' ? '/' : '/access-control'
}
