#!/usr/bin/env node
// Gzip size of the JavaScript a page loads on a first visit, from the Vite manifest.
//
//   node resources/scripts/bundle-size.mjs Auth/Login            → "Auth/Login 89.4 KB gzip"
//   node resources/scripts/bundle-size.mjs Auth/Login --verbose  → plus one line per file
//   node resources/scripts/bundle-size.mjs --all                 → every page
//   node resources/scripts/bundle-size.mjs Auth/Login=90000      → fails (exit 1) above 90,000 bytes
//
// Counted: the entry (resources/js/app.tsx) and its static `imports`, the page chunk
// and its static `imports` (the server names them in the page's HTML, see
// app/assets), and, for pages that use the default layout (every page outside
// Auth/, Misc/ and Public/), the AppLayout chunk with its imports: app.tsx loads
// it with the page. Not counted: chunks loaded later on demand (the map of the
// pages, fetched on the first Inertia visit; sonner when the first toast shows;
// what Inertia needs once a visit has an answer), CSS, the /i18n/{lng}.json
// translations. KB = 1000 bytes, gzip level 9. Run `npm run build` first.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const outDir = join(root, 'public', 'build')
const ENTRY = 'resources/js/app.tsx'
const APP_LAYOUT = 'resources/js/Layouts/AppLayout.tsx'
const OWN_LAYOUT = /^(Auth|Misc|Public)\//

function fail(message) {
  console.error(message)
  process.exit(1)
}

let manifest
try {
  manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'))
} catch {
  fail('public/build/manifest.json not found: run `npm run build` first.')
}

/** Adds a manifest entry's file and its static imports (recursively) to `files`. */
function collect(key, files) {
  const chunk = manifest[key]
  if (!chunk) fail(`${key} is not in public/build/manifest.json`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported, files)
}

const sizes = new Map()
function gzipSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
  return sizes.get(file)
}

function measure(page) {
  const files = new Set()
  collect(ENTRY, files)
  collect(`resources/js/Pages/${page}.tsx`, files)
  if (!OWN_LAYOUT.test(page)) collect(APP_LAYOUT, files)
  const list = [...files].map((file) => ({ file, bytes: gzipSize(file) }))
  return { total: list.reduce((sum, f) => sum + f.bytes, 0), list }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const pages = args.includes('--all')
  ? Object.keys(manifest)
      .filter((k) => k.startsWith('resources/js/Pages/') && k.endsWith('.tsx'))
      .map((k) => k.slice('resources/js/Pages/'.length, -'.tsx'.length))
      .sort()
  : args.filter((a) => !a.startsWith('--'))

if (pages.length === 0) fail('usage: node resources/scripts/bundle-size.mjs <Page/Name>[=<budget in bytes>]… [--verbose] | --all')

let over = 0
for (const arg of pages) {
  const [page, limit] = arg.split('=')
  const budget = limit === undefined ? undefined : Number(limit)
  if (budget !== undefined && !(Number.isInteger(budget) && budget > 0)) fail(`${arg}: the budget is a number of bytes, like ${page}=90000`)
  const { total, list } = measure(page)
  if (budget === undefined) console.log(`${page} ${kb(total)} gzip`)
  else if (total <= budget) console.log(`${page} ${total} bytes gzip, within its budget of ${budget}`)
  else {
    over++
    console.error(`${page} ${total} bytes gzip, over its budget of ${budget} by ${total - budget}: see --verbose for its files`)
  }
  if (verbose) for (const { file, bytes } of list.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(bytes).padStart(9)}  ${file}`)
}
if (over > 0) process.exit(1)
