/** Class names the navbar's pieces share. */

/** A round icon button of the navbar; takes the navbar's text colour (white on a coloured navbar). */
export const navButton =
  'relative inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-current transition-colors hover:bg-current/10 data-open:bg-current/10'

/** A count on a navbar button (cart, notifications). */
export const countBadge =
  'pointer-events-none absolute -end-0.5 -top-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-solid-danger px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-surface'

/**
 * A dropdown panel under its button, aligned to the button's end; across the
 * screen on phones. Headless UI's `transition` prop drives data-closed.
 */
const panel =
  'absolute top-full z-50 mt-3 rounded-lg bg-surface text-text shadow-card ring-1 ring-line/60 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0 max-sm:fixed max-sm:inset-x-3 max-sm:top-20 max-sm:w-auto motion-reduce:transition-none'

export const dropdownPanel = `${panel} end-0 origin-top-right rtl:origin-top-left`

/** The same, aligned to the button's start (the bookmarks bar, at the navbar's start). */
export const dropdownPanelStart = `${panel} start-0 origin-top-left rtl:origin-top-right`

/** A row of a dropdown list; highlighted when Headless UI focuses it. */
export const dropdownRow =
  'flex w-full cursor-pointer items-center gap-3 px-4 py-2 text-start text-[0.9375rem] text-heading transition-colors hover:bg-surface-alt data-focus:bg-surface-alt focus:outline-none'
