import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { usePage } from '@inertiajs/react'
import type { ReactNode } from 'react'
import type { Rule } from './types'

/** Actions and subjects are free strings: the server owns the list. */
export type AppAbility = MongoAbility<[string, string]>

const cache = new WeakMap<readonly Rule[], AppAbility>()
const EMPTY: readonly Rule[] = Object.freeze([])

/** Builds a CASL ability from the server's rules (`auth.abilities`). */
export function buildAbility(rules: readonly Rule[]): AppAbility {
  let ability = cache.get(rules)
  if (!ability) {
    ability = createMongoAbility<AppAbility>(rules.map((r) => ({ action: r.action, subject: r.subject })))
    cache.set(rules, ability)
  }
  return ability
}

/**
 * The current user's ability, built from the page's `auth.abilities`.
 * The same rules array (one per Inertia page visit) always gives the same
 * Ability instance, so this is cheap to call from any component.
 */
export function useAbility(): AppAbility {
  const { props } = usePage()
  return buildAbility(props.auth?.abilities ?? EMPTY)
}

export interface CanProps {
  /** Action, e.g. "manage", "read". */
  I: string
  /** Subject, e.g. "all", "Dashboard". */
  a: string
  /** Render the children when the user can NOT do it. */
  not?: boolean
  children: ReactNode
}

/** Renders its children only when the current user can do `I` on `a`. */
export function Can({ I, a, not = false, children }: CanProps): ReactNode {
  const allowed = useAbility().can(I, a)
  return allowed !== not ? children : null
}
