import type { ResolvedComponent } from '@inertiajs/react'

/**
 * The pages shown inside the application shell (everything outside Auth/, Misc/
 * and Public/), one lazily loaded chunk each. This map is a chunk of its own, fetched
 * with the first such page: the sign-in page never needs it, and each new
 * application page would otherwise add to its budget.
 */
const appPages = import.meta.glob<{ default: ResolvedComponent }>(['./Pages/**/*.tsx', '!./Pages/Auth/**', '!./Pages/Misc/**', '!./Pages/Public/**', '!./Pages/**/*.test.tsx'])

export default appPages
