import type { ResolvedComponent } from '@inertiajs/react'

/**
 * Every page, one lazily loaded chunk each (with the chunks it imports, to
 * preload). This map is a chunk of its own, which app.tsx fetches when the first
 * Inertia visit starts: a first visit imports the chunk the server names in the
 * document instead, so the map, which grows with each page, costs no first visit.
 */
const appPages = import.meta.glob<{ default: ResolvedComponent }>(['./Pages/**/*.tsx', '!./Pages/**/*.test.tsx'])

export default appPages
