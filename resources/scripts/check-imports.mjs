#!/usr/bin/env node
// The front end's import boundaries: each layer imports only from the layers beneath it.
//
//   node resources/scripts/check-imports.mjs            → checks resources/js
//   node resources/scripts/check-imports.mjs <dir>      → checks another tree laid out the same way
//
// The layers, from the bottom:
//   lib/                         no import from Components/, Layouts/ or Pages/
//   Components/*.tsx, Form/, DataTable/
//                                the shared pieces: nothing from an application or a page
//   Components/Shell/, Layouts/  the shell: nothing from an application (Components/<App>/) or a page
//   Components/<App>/            an application's pieces: nothing from another application or a page
//   Pages/                       nothing from another page; Pages/Apps/<App>/ nothing from another
//                                application's pieces
// app.tsx and appPages.ts (the entry and the map of pages) may import anything.
// Every breach prints as file:line and the process exits with 1.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Folders of Components/ that are not an application. */
const SHARED_DIRS = new Set(['Form', 'DataTable'])
const SHELL_DIR = 'Shell'
const ENTRIES = new Set(['app.tsx', 'appPages.ts'])
const SOURCE = /\.(?:tsx?|jsx?|mjs)$/

/** Every source file under root (tests and test folders left out), as paths relative to root with "/". */
function sources(root, dir = '') {
  const out = []
  for (const name of readdirSync(join(root, dir)).sort()) {
    const rel = dir ? `${dir}/${name}` : name
    if (statSync(join(root, rel)).isDirectory()) {
      if (name !== 'test' && name !== 'node_modules') out.push(...sources(root, rel))
    } else if (SOURCE.test(name) && !/\.test\.[jt]sx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(rel)
    }
  }
  return out
}

// import x from 'y' · import { a, type B } from 'y' · import type X from 'y' · export * from 'y' · export { a } from 'y'
const STATIC = /^[ \t]*(?:import|export)\s+(?:type\s+)?[\w\s{},*$]*?\bfrom\s*['"]([^'"\n]+)['"]/gm
// import './styles.css'
const BARE = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm
// import('y'), lazily loaded
const DYNAMIC = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g

/** The module names a file imports, with the line of each. */
export function importsOf(text) {
  const found = []
  for (const pattern of [STATIC, BARE, DYNAMIC]) {
    for (const m of text.matchAll(pattern)) {
      const at = m.index + m[0].lastIndexOf(m[1])
      found.push({ spec: m[1], line: text.slice(0, at).split('\n').length })
    }
  }
  return found.sort((a, b) => a.line - b.line)
}

/** The file an import names, relative to root, or null for a package. */
function target(file, spec) {
  let path
  if (spec.startsWith('@/')) path = spec.slice(2)
  else if (spec.startsWith('./') || spec.startsWith('../')) path = normalize(join(dirname(file), spec)).split(sep).join('/')
  else return null
  return path
}

/** Where a file stands: its layer, and its application when it belongs to one. */
/**
 * Applications whose pieces sit in several folders: the shop's pages
 * (Pages/Apps/Ecommerce) share the shop's pieces, the checkout's, the orders'
 * (buyer and staff) and the catalogue's.
 */
const APP_OF = { Shop: 'Ecommerce', Checkout: 'Ecommerce', Orders: 'Ecommerce', ShopAdmin: 'Ecommerce' }

function place(path) {
  const parts = path.split('/')
  if (parts[0] === 'lib') return { layer: 'lib' }
  if (parts[0] === 'Layouts') return { layer: 'shell' }
  if (parts[0] === 'Pages') {
    const app = parts[1] === 'Apps' && parts.length > 3 ? parts[2] : undefined
    return { layer: 'page', app: app && (APP_OF[app] ?? app) }
  }
  if (parts[0] === 'Components') {
    if (parts.length === 2) return { layer: 'shared' }
    if (parts[1] === SHELL_DIR) return { layer: 'shell' }
    if (SHARED_DIRS.has(parts[1])) return { layer: 'shared' }
    return { layer: 'app', app: APP_OF[parts[1]] ?? parts[1] }
  }
  return { layer: 'other' }
}

/** The breach an import makes, in words, or null when it is allowed. */
function breach(from, to) {
  switch (from.layer) {
    case 'lib':
      if (['shared', 'shell', 'app', 'page'].includes(to.layer)) return 'lib/ imports from Components/, Layouts/ or Pages/'
      return null
    case 'shared':
      if (to.layer === 'app') return `a shared piece imports application ${to.app}`
      if (to.layer === 'page') return 'a shared piece imports a page'
      return null
    case 'shell':
      if (to.layer === 'app') return `the shell imports application ${to.app}`
      if (to.layer === 'page') return 'the shell imports a page'
      return null
    case 'app':
      if (to.layer === 'app' && to.app !== from.app) return `application ${from.app} imports application ${to.app}`
      if (to.layer === 'page') return `application ${from.app} imports a page`
      return null
    case 'page':
      if (to.layer === 'page') return 'a page imports another page'
      if (to.layer === 'app' && from.app !== undefined && to.app !== from.app) return `the ${from.app} pages import application ${to.app}`
      return null
    default:
      return null
  }
}

/** Every forbidden import under root: { file, line, spec, why }. */
export function checkImports(root) {
  const problems = []
  for (const file of sources(root)) {
    if (ENTRIES.has(file)) continue
    const from = place(file)
    for (const { spec, line } of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const path = target(file, spec)
      if (path === null) continue
      const why = breach(from, place(path))
      if (why) problems.push({ file, line, spec, why })
    }
  }
  return problems
}

const main = process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])
if (main) {
  const scripts = dirname(fileURLToPath(import.meta.url))
  const root = process.argv[2] ?? join(scripts, '..', 'js')
  const shown = relative(process.cwd(), root) || '.'
  const problems = checkImports(root)
  for (const p of problems) console.error(`${join(shown, p.file)}:${p.line}: ${p.why} ('${p.spec}')`)
  if (problems.length > 0) {
    console.error(`${problems.length} import(s) cross a boundary: move the shared piece down into lib/ or Components/Form/.`)
    process.exit(1)
  }
  console.log(`imports: ${sources(root).length} files, every import within its boundaries`)
}
