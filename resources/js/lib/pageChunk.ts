/**
 * The chunk of a page, as the server names it in the document it sends on a
 * first visit: `<link rel="modulepreload" href="…" data-page-component="Auth/Login">`
 * (app/assets: the page's file in the build's manifest), loading alongside the
 * entry. The entry thus carries no map of the pages, which would grow with each
 * of them; the map (appPages.ts) is fetched for the first page the document does
 * not name, on the first Inertia visit.
 */

/** The address of the chunk the document names for the page component `name`, if it does. */
export function namedPageChunk(name: string, doc: Document = document): string | undefined {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-page-component]')) {
    if (link.dataset.pageComponent === name) return link.href
  }
  return undefined
}

/** Imports the chunk the document names for the page component `name`, or returns undefined if it names none. */
export function importNamedPage<T>(name: string): Promise<T> | undefined {
  const href = namedPageChunk(name)
  return href === undefined ? undefined : (import(/* @vite-ignore */ href) as Promise<T>)
}
