import type { MenuEntry } from './types'

/** Which links of the menu are active and which groups hold them. */
export interface ActiveTrail {
  /** The id of the active link, alone: the longest href matching the URL (see activeTrail for links sharing it). */
  active: Set<string>
  /** Ids of the groups that contain an active link, outermost first. */
  ancestors: string[]
}

/** The path of a URL, without query or fragment. */
export function pathOf(url: string): string {
  return url.split(/[?#]/)[0] || '/'
}

/**
 * How much of path the link href covers: the href's length when the path is the
 * href or below it, -1 otherwise. "/" covers "/" only. A link to a sample record
 * (/apps/user/view/1) also covers the other records (/apps/user/view/7).
 */
export function matchLength(path: string, href: string): number {
  let best = -1
  for (const prefix of [href, href.replace(/\/\d+$/, '')]) {
    const covers = prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`)
    if (covers) best = Math.max(best, prefix.length)
  }
  return best
}

/** The link chosen last in the menu, in this tab: of two links to the same page, it is the one highlighted. */
let chosen: string | undefined

/** Remembers the menu link just clicked (see activeTrail's `preferred`). */
export function rememberMenuChoice(id: string): void {
  chosen = id
}

export function menuChoice(): string | undefined {
  return chosen
}

/**
 * The active link for a URL (longest matching href prefix) and its ancestor groups.
 * One link only is active: when several share the best href (the Coop's "Tasks" and
 * Apps › To-do both open /apps/todo), the `preferred` one (the link clicked) if it is
 * among them, otherwise the first in menu order.
 */
export function activeTrail(menu: readonly MenuEntry[], url: string, preferred?: string): ActiveTrail {
  const path = pathOf(url)
  let best = -1
  const found: { id: string; length: number; groups: string[] }[] = []
  const walk = (entries: readonly MenuEntry[], groups: string[]) => {
    for (const entry of entries) {
      if (entry.type === 'link') {
        const length = Math.max(matchLength(path, entry.href), ...(entry.covers ?? []).map((href) => matchLength(path, href)))
        if (length < 0) continue
        best = Math.max(best, length)
        found.push({ id: entry.id, length, groups })
      } else if (entry.type === 'group') {
        walk(entry.children ?? [], [...groups, entry.id])
      }
    }
  }
  walk(menu, [])
  const tied = found.filter((f) => f.length === best)
  const winner = tied.find((f) => f.id === preferred) ?? tied[0]
  if (!winner) return { active: new Set(), ancestors: [] }
  return { active: new Set([winner.id]), ancestors: [...winner.groups] }
}
