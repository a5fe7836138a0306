import type { MenuEntry } from '@/lib/types'

/** A route's template as people read it: "/apps/user/view/{id:[0-9]+}" → "/apps/user/view/{id}". */
export function plainRoute(route: string): string {
  return route.replace(/\{([^}:]+):[^}]*\}/g, '{$1}')
}

/** A pattern matching the paths of a route's template. */
function routePattern(route: string): RegExp {
  let out = ''
  let i = 0
  while (i < route.length) {
    if (route[i] === '{') {
      const end = route.indexOf('}', i)
      const inner = route.slice(i + 1, end < 0 ? route.length : end)
      const colon = inner.indexOf(':')
      out += colon >= 0 ? `(?:${inner.slice(colon + 1)})` : '[^/]+'
      i = end < 0 ? route.length : end + 1
    } else {
      out += route[i].replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      i++
    }
  }
  return new RegExp(`^${out}$`)
}

/**
 * The menu's title keys of the page a route serves (the first link whose
 * address it matches): its group's, then its own ("Invoice", "List"); null
 * when the menu has no such page.
 */
export function menuTitle(route: string, menu: readonly MenuEntry[] | null | undefined): string[] | null {
  if (!route || !menu) return null
  let pattern: RegExp
  try {
    pattern = routePattern(route)
  } catch {
    return null
  }
  const walk = (entries: readonly MenuEntry[], parents: string[]): string[] | null => {
    for (const e of entries) {
      if (e.type === 'link' && pattern.test(e.href.split('?')[0] ?? '')) return [...parents, e.title]
      if (e.type === 'group') {
        const found = walk(e.children, [...parents, e.title])
        if (found) return found
      }
    }
    return null
  }
  return walk(menu, [])
}
