// Package inertia is a small server-side adapter for the Inertia.js v3
// protocol, as the @inertiajs/react 3.x client expects it, built on net/http
// only and knowing nothing about the product's domain.
//
// Rules implemented (verified against the v3 protocol page and the
// @inertiajs/core 3.x client source):
//
//   - First visit (no X-Inertia header): a full HTML document rendered from
//     Config.RootTemplate, whose body carries the page object in
//     <script data-page="app" type="application/json">…</script> followed by
//     <div id="app"></div>. The embedded JSON escapes '/' as "\/" (as v3
//     requires) and also <, >, & and U+2028/U+2029, never HTML entities.
//   - Inertia visit (X-Inertia: true; the client also sends
//     X-Requested-With: XMLHttpRequest and X-Inertia-Version when it knows a
//     version): the page object as JSON with Content-Type: application/json,
//     X-Inertia: true and Vary: X-Inertia.
//   - Page object: component, props, url, version are always present
//     (version may be ""); props.errors is always present ({} when none).
//     Conditional keys, omitted when empty/false: encryptHistory,
//     clearHistory, mergeProps, prependProps, deepMergeProps, matchPropsOn,
//     deferredProps (group → keys, full visits only), onceProps
//     (key → {"prop", "expiresAt"}), sharedProps, and flash (a top-level
//     object, not a prop; the client fires the "flash" event with it).
//   - Asset versioning: an Inertia GET whose X-Inertia-Version differs from
//     Config.Version gets 409 Conflict with X-Inertia-Location (the request
//     URL) and X-Inertia-Version (the current version); non-GET requests
//     never get the mismatch 409. Pending flash data survives the 409.
//   - Redirects: 303 See Other after a non-GET request (the middleware turns
//     a handler's 302 into 303 after an Inertia PUT/PATCH/DELETE); an
//     Inertia redirect whose target has a #fragment becomes 409 with
//     X-Inertia-Redirect; external redirects (Location) are 409 with
//     X-Inertia-Location for Inertia requests and a plain redirect otherwise;
//     Back redirects to the Referer's path when it names this host, else "/".
//   - Partial reloads: X-Inertia-Partial-Component must equal the rendered
//     component, else the request is treated as a full visit. Then
//     X-Inertia-Partial-Data narrows the props and X-Inertia-Partial-Except
//     removes from them (a key in both is excluded). Always props and errors
//     ignore both lists.
//   - Prop kinds: Optional (never on full visits, only when selected by a
//     partial reload), Always, Defer (skipped and listed under deferredProps
//     on full visits, resolved by the client's follow-up partial reload, one
//     per group), Merge/Prepend/DeepMerge/MatchOn (labelled in mergeProps,
//     prependProps, deepMergeProps and matchPropsOn when sent, unless listed
//     in X-Inertia-Reset), Once (listed in onceProps; skipped on full visits
//     when named in X-Inertia-Except-Once-Props, always resolved when a
//     partial reload selects it). Plain func() any values are evaluated
//     lazily, only when included.
//   - Validation errors, flash data and clearHistory are kept through a
//     SessionStore (as JSON) until the next render, which consumes them once.
//     Errors are nested under the X-Inertia-Error-Bag name when the request
//     that recorded them carried that header.
package inertia
