import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'

/**
 * Production builds only: lets Rolldown drop the parts of @inertiajs/react that
 * Partage does not import (InfiniteScroll, WhenVisible, Deferred, Form…) and the
 * @inertiajs/core code only they use. Their top-level forwardRef()/createContext()
 * calls are marked pure and their `X.displayName = "…"` lines (React DevTools
 * names) removed; otherwise both keep every component alive. If a future version
 * changes these patterns, nothing breaks: the bundle is just bigger.
 */
function inertiaTreeShaking() {
  return {
    name: 'partage:inertia-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        return {
          code: code
            .replace(/^var (\w+) = ((?:forwardRef|createContext|memo)\d*)\(/gm, 'var $1 = /* @__PURE__ */ $2(')
            .replace(/^\w+\.displayName = "[^"\n]*";$/gm, ''),
          map: null,
        }
      },
    },
  }
}

/**
 * Production builds only: @inertiajs/core and @inertiajs/react import
 * laravel-precognition for forms validated before they are sent
 * (useForm().withPrecognition), which no page does on its first paint. Their
 * imports get resources/js/lib/precognition.ts instead, which loads the library
 * on first use, so it is not in the chunk every page loads.
 */
function lazyPrecognition() {
  const stand = fileURLToPath(new URL('./resources/js/lib/precognition.ts', import.meta.url))
  return {
    name: 'partage:lazy-precognition',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'laravel-precognition' && importer && /[\\/]node_modules[\\/]@inertiajs[\\/]/.test(importer)) return stand
    },
  }
}

const INERTIA_CORE = /[\\/]@inertiajs[\\/]core[\\/]dist[\\/]index\.js$/

/**
 * Production builds only: Inertia's code for rendering on a server (Partage
 * renders in the browser only) is dropped: its `typeof window === "undefined"`
 * and `typeof document === "undefined"` tests are false in the page this build
 * runs in, and are written so, which lets the minifier remove what they guard.
 */
function inertiaInTheBrowser() {
  return {
    name: 'partage:inertia-in-the-browser',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@inertiajs[\\/](?:core|react)[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        const out = code.replace(/typeof (?:window|document) ([!=])== "undefined"/g, (_, op) => (op === '=' ? 'false' : 'true'))
        return out === code ? null : { code: out, map: null }
      },
    },
  }
}

/** Whether the identifier n (child of parent) names a variable, not a property or a key. */
function isReference(n, parent) {
  if (parent?.type === 'MemberExpression') return parent.object === n || parent.computed
  if (['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent?.type)) return parent.key !== n || parent.computed || parent.shorthand
  return true
}

/** Calls visit(node, ancestors) on node (ESTree) and every node under it. */
function walkAst(node, visit, ancestors = []) {
  if (!node || typeof node.type !== 'string') return
  visit(node, ancestors)
  ancestors.push(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') walkAst(child, visit, ancestors)
  }
  ancestors.pop()
}

/** Applies [start, end, text] replacements to code (ranges must not overlap). */
function applyEdits(code, edits) {
  let out = code
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0] || b[1] - a[1])) out = out.slice(0, start) + text + out.slice(end)
  return out
}

/** The module's top-level `var X = class {…}` statement for the class X, if any. */
function classDeclaration(ast, name) {
  return ast.body.find(
    (s) => s.type === 'VariableDeclaration' && s.declarations.length === 1 && s.declarations[0].id.name === name && s.declarations[0].init?.type === 'ClassExpression',
  )
}

/**
 * Production builds only: three features of @inertiajs/core Partage does not
 * use are left out: prefetching (<Link prefetch>, router.prefetch, usePrefetch),
 * polling (router.poll, usePoll) and instant visits (<Link instant>, a visit's
 * `component`). The router consults the prefetch cache on every visit and
 * flushes it after each: it gets one that is always empty. Anything that would
 * fill it, start a poll or swap a page instantly throws an error saying so: to
 * use one of them, take it out of LEFT_OUT. A class or method a future version
 * no longer has is left alone.
 */
const THROWS = null
const LEFT_OUT = [
  // [class, the feature, whether all its methods go, what the methods that go answer (THROWS: an error)]
  ['PrefetchedRequests', 'prefetching', true, { get: 'return null', findCached: 'return null', findInFlight: 'return null', remove: '', removeAll: '', removeByTags: '', removeFromInFlight: '', removeSingleUseItems: '', clearTimer: '', updateCachedOncePropsFromCurrentPage: '' }],
  ['Polls', 'polling', true, { count: 'return 0', clear: '', setupVisibilityListener: '' }],
  ['Router', 'prefetching', false, { prefetch: THROWS, getPrefetchParams: THROWS, getCached: 'return null', getPrefetching: 'return null', flush: '', flushAll: '', flushByCacheTags: '' }],
  ['Router', 'polling', false, { poll: THROWS }],
  ['Router', 'instant visits', false, { performInstantSwap: THROWS, preserveOncePropsOnInstantVisit: THROWS }],
]
function inertiaUnusedFeatures() {
  return {
    name: 'partage:inertia-unused-features',
    apply: 'build',
    transform: {
      filter: { id: INERTIA_CORE },
      handler(code) {
        const ast = this.parse(code)
        const edits = []
        for (const [name, feature, whole, answers] of LEFT_OUT) {
          const cls = classDeclaration(ast, name)?.declarations[0].init
          for (const m of cls?.body.body ?? []) {
            if (m.type !== 'MethodDefinition' || m.kind === 'constructor' || m.static || !(whole || m.key.name in answers)) continue
            const answer = answers[m.key.name] ?? THROWS
            edits.push([m.value.body.start, m.value.body.end, `{ ${answer ?? `__partageLeftOut(${JSON.stringify(feature)})`} }`])
          }
        }
        if (edits.length === 0) return null
        const leftOut = `\nfunction __partageLeftOut(feature) {\n  throw new Error(\`Inertia's \${feature} is not in Partage's build (vite.config.js)\`);\n}\n`
        return { code: applyEdits(code, edits) + leftOut, map: null }
      },
    },
  }
}

/**
 * Production builds only: what @inertiajs/core does with a visit's answer (its
 * Response class: the page swap, props merging, error and redirect handling, the
 * dialog shown for a non-Inertia answer) and the encryption of history entries
 * run only once a visit has an answer, or on a signed-in page's history. They
 * move from the module every page loads into a chunk loaded when the first visit
 * starts (in parallel with its request) or encrypted history is first read.
 *
 * How: the declarations in SEAMS, with those only they use, move into a virtual
 * module, which imports what else they need from the core module (exported for
 * it under __partage_ names). The core module's uses of them become loads of
 * that module: `X(…)` of an async function X calls it once the module is there,
 * and a class used in a promise callback is read after `await load()` (the
 * callback made async). Anything else (a use elsewhere, a moved declaration with
 * effects, a write to what stays) leaves the module whole, with a warning: the
 * bundle is then just bigger.
 */
const SEAMS = { Response: 'await', encryptHistory: 'async-call', decryptHistory: 'async-call' }
const VISITS_MODULE = '\0partage:inertia-visits'
const PURE_INITS = new Set(['ClassExpression', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectExpression', 'Literal'])
function inertiaVisitsOnDemand() {
  let moduleCode = null
  return {
    name: 'partage:inertia-visits-on-demand',
    apply: 'build',
    resolveId: (source) => (source === VISITS_MODULE ? source : null),
    load: (id) => (id === VISITS_MODULE ? moduleCode : null),
    transform: {
      filter: { id: INERTIA_CORE },
      handler(code, id) {
        const ast = this.parse(code)
        const declared = new Map() // top-level name → its declaration
        const imported = new Map() // top-level name → its import statement's text for that name
        const exported = new Set()
        for (const s of ast.body) {
          if (s.type === 'ImportDeclaration') {
            for (const spec of s.specifiers) {
              const what = spec.type === 'ImportNamespaceSpecifier' ? `* as ${spec.local.name}` : spec.type === 'ImportDefaultSpecifier' ? spec.local.name : `{ ${spec.imported.name} as ${spec.local.name} }`
              imported.set(spec.local.name, `import ${what} from ${JSON.stringify(s.source.value)};`)
            }
          } else if (s.type === 'VariableDeclaration' && s.declarations.length === 1 && s.declarations[0].id.type === 'Identifier') {
            declared.set(s.declarations[0].id.name, s)
          } else if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id) {
            declared.set(s.id.name, s)
          } else if (s.type === 'ExportNamedDeclaration') {
            for (const spec of s.specifiers) exported.add(spec.local.name)
          }
        }
        const nameOf = (s) => (s.type === 'VariableDeclaration' ? s.declarations[0].id.name : s.id.name)
        const movable = (s) => !exported.has(nameOf(s)) && (s.type !== 'VariableDeclaration' || (s.kind !== 'let' && PURE_INITS.has(s.declarations[0].init?.type)))
        // The top-level names each statement mentions (a local of the same name too: more than it uses, never less).
        const mentions = new Map(ast.body.map((s) => [s, new Set()]))
        for (const s of ast.body) {
          walkAst(s, (n, ancestors) => {
            if (n.type === 'Identifier' && (declared.has(n.name) || imported.has(n.name)) && isReference(n, ancestors.at(-1))) mentions.get(s).add(n.name)
          })
        }
        const moved = new Set()
        for (const name of Object.keys(SEAMS)) if (declared.has(name) && movable(declared.get(name))) moved.add(declared.get(name))
        for (let grown = moved.size > 0; grown; ) {
          grown = false
          for (const [name, s] of declared) {
            if (moved.has(s) || !movable(s)) continue
            const users = ast.body.filter((u) => u !== s && mentions.get(u).has(name))
            if (users.length > 0 && users.every((u) => moved.has(u))) grown = moved.add(s) && true
          }
        }
        if (moved.size === 0) return null
        const movedNames = new Set([...moved].map(nameOf))
        const edits = []
        const preloads = new Set()
        let whole = null
        for (const s of ast.body) {
          if (moved.has(s)) continue
          walkAst(s, (n, ancestors) => {
            const parent = ancestors.at(-1)
            if (whole || n.type !== 'Identifier' || !movedNames.has(n.name) || !isReference(n, parent)) return
            const fns = ancestors.filter((a) => /Function/.test(a.type))
            if (SEAMS[n.name] === 'async-call' && parent?.type === 'CallExpression' && parent.callee === n) {
              edits.push([n.start, n.end, `__partageVisitsCall(${JSON.stringify(n.name)})`])
            } else if (SEAMS[n.name] === 'await' && fns.length > 0) {
              const fn = fns.at(-1)
              const call = ancestors[ancestors.indexOf(fn) - 1]
              const inCallback = fn.type === 'ArrowFunctionExpression' && call?.type === 'CallExpression' && call.arguments.includes(fn) && ['then', 'catch'].includes(call.callee.property?.name)
              if (!fn.async && !inCallback) return (whole = `${n.name} is used in a function that cannot wait`)
              if (!fn.async) edits.push([fn.start, fn.start, 'async '])
              edits.push([n.start, n.start, '(await __partageVisits()).'])
              // Start loading when the method around it starts (a request's, whose answer it awaits).
              const method = ancestors[ancestors.indexOf(fns[0]) - 1]
              if (method?.type === 'MethodDefinition' && fns[0].body.type === 'BlockStatement') preloads.add(fns[0].body.start + 1)
            } else {
              whole = `${n.name} is used outside the moved code`
            }
          })
        }
        for (const s of moved) {
          walkAst(s, (n) => {
            const target = n.type === 'AssignmentExpression' ? n.left : n.type === 'UpdateExpression' ? n.argument : null
            if (target?.type === 'Identifier' && !movedNames.has(target.name) && (declared.has(target.name) || imported.has(target.name))) whole ??= `${target.name} is written by moved code`
          })
        }
        if (whole) {
          this.warn(`@inertiajs/core left whole: ${whole}`)
          return null
        }
        const needed = new Set([...moved].flatMap((s) => [...mentions.get(s)]).filter((n) => !movedNames.has(n)))
        const fromCore = [...needed].filter((n) => declared.has(n))
        moduleCode = [
          `import { ${fromCore.map((n) => `__partage_${n} as ${n}`).join(', ')} } from ${JSON.stringify(id)};`,
          ...[...needed].filter((n) => imported.has(n)).map((n) => imported.get(n)),
          ...ast.body.filter((s) => moved.has(s)).map((s) => code.slice(s.start, s.end)),
          `export { ${[...movedNames].join(', ')} };`,
        ].join('\n')
        for (const s of moved) edits.push([s.start, s.end, ''])
        for (const at of preloads) edits.push([at, at, '__partageVisits().catch(() => {});'])
        const loader = `
let __partageVisitsModule;
function __partageVisits() {
  return (__partageVisitsModule ??= import(${JSON.stringify(VISITS_MODULE)}).catch((error) => {
    __partageVisitsModule = undefined;
    throw error;
  }));
}
function __partageVisitsCall(name) {
  return (...args) => __partageVisits().then((module) => module[name](...args));
}
export { ${fromCore.map((n) => `${n} as __partage_${n}`).join(', ')} };
`
        return { code: applyEdits(code, edits) + loader, map: null }
      },
    },
  }
}

// Build contract with the Go server:
//   - entry resources/js/app.tsx (imports resources/css/app.css)
//   - output in public/build, served under /build/, manifest at public/build/manifest.json
//   - dev server on http://localhost:5173 (strict port)
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/build/' : '/',
  // public/ belongs to the Go server; Vite copies nothing from it.
  publicDir: false,
  plugins: [react(), tailwindcss(), inertiaTreeShaking(), inertiaInTheBrowser(), lazyPrecognition(), inertiaUnusedFeatures(), inertiaVisitsOnDemand()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
    },
  },
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    // The entry (app-*.js and its app-*.css), the vendor chunk and Rolldown's
    // runtime are loaded before any dynamic import can run: the preload lists
    // of the page map need not name them. And the entry names no preloads for
    // the shell's layout: its list grows with every shell piece, and the entry
    // is what /login pays for. The layout loads its imports when it runs.
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps
        if (/\/app-[\w-]+\.js$/.test(hostId) && /\/AppLayout-[\w-]+\.js$/.test(file)) return []
        return deps.filter((d) => !/\/(?:app|vendor|rolldown-runtime)-[\w-]+\.(?:js|css)$/.test(d))
      },
    },
    rolldownOptions: {
      input: 'resources/js/app.tsx',
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk, with what
          // they import (es-toolkit's helpers). Libraries only some pages use
          // (casl, lucide icons, sonner…) stay in their own chunks, and so does
          // laravel-precognition, loaded on first use (see lazyPrecognition).
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|scheduler|@inertiajs)[\\/]/,
            },
            // The entry's chunk also takes the small pieces of every page's frame
            // (the blank layout, the logo, the language menu) and the checkbox,
            // with what they use (translations, toasts): one file on a first
            // visit instead of one each, and the sign-in page needs them all.
            {
              name: 'app',
              test: /resources[\\/]js[\\/](?:app|Components[\\/](?:Logo|LanguageSwitcher|Checkbox)|Layouts[\\/]BlankLayout)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: 'localhost',
    port: 5173,
    strictPort: true,
    // Assets referenced from CSS/JS are fetched from the dev server, not the Go server.
    origin: 'http://localhost:5173',
  },
  test: {
    environment: 'jsdom',
    include: ['resources/**/*.test.{ts,tsx}'],
    setupFiles: ['resources/js/test/setup.ts'],
    css: false,
  },
}))
