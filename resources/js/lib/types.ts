import type { ReactNode } from 'react'

/** One CASL rule as sent by the server (`auth.abilities`, `user.ability`). */
export interface Rule {
  action: string
  subject: string
}

export type Role = 'admin' | 'client'

export interface UserData {
  id: number
  fullName: string
  username: string
  /** URL of the avatar image, or "" when the user has none. */
  avatar: string
  email: string
  role: Role
  ability: Rule[]
  extras: { eCommerceCartItemsCount: number }
}

export interface DemoAccount {
  email: string
  password: string
  role: string
}

/** Props the server shares on every page. */
export interface SharedProps {
  [key: string]: unknown
  auth: {
    user: UserData | null
    abilities: Rule[]
  }
  app: {
    name: string
    canRegister: boolean
    demoAccounts: DemoAccount[]
  }
  errors: Record<string, string>
}

/** Inertia v3 flash data (top-level `flash` key of the page object). */
export interface FlashData {
  [key: string]: unknown
  success?: string
  error?: string
  info?: string
}

export type AuthVariant = 'v1' | 'v2'

export interface LayoutProps {
  children?: ReactNode
}

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps
    flashDataType: FlashData
  }
}
