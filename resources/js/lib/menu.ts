import type { MenuEntry } from './types'

/** Which links of the menu are active and which groups hold them. */
export interface ActiveTrail {
  /** Ids of the active links: the longest href matching the URL (several when links share it). */
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

/** The active links for a URL (longest matching href prefix) and their ancestor groups. */
export function activeTrail(menu: readonly MenuEntry[], url: string): ActiveTrail {
  const path = pathOf(url)
  let best = -1
  const found: { id: string; length: number; groups: string[] }[] = []
  const walk = (entries: readonly MenuEntry[], groups: string[]) => {
    for (const entry of entries) {
      if (entry.type === 'link') {
        const length = matchLength(path, entry.href)
        if (length < 0) continue
        best = Math.max(best, length)
        found.push({ id: entry.id, length, groups })
      } else if (entry.type === 'group') {
        walk(entry.children ?? [], [...groups, entry.id])
      }
    }
  }
  walk(menu, [])
  const winners = found.filter((f) => f.length === best)
  const ancestors: string[] = []
  for (const w of winners) for (const g of w.groups) if (!ancestors.includes(g)) ancestors.push(g)
  return { active: new Set(winners.map((w) => w.id)), ancestors }
}
