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

// Build contract with the Go server:
//   - entry resources/js/app.tsx (imports resources/css/app.css)
//   - output in public/build, served under /build/, manifest at public/build/manifest.json
//   - dev server on http://localhost:5173 (strict port)
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/build/' : '/',
  // public/ belongs to the Go server; Vite copies nothing from it.
  publicDir: false,
  plugins: [react(), tailwindcss(), inertiaTreeShaking()],
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
    // of the page maps need not name them. And the entry names no preloads for
    // the shell's layout and the misc pages (which embed it for signed-in
    // users): their lists grow with every shell page, and the entry is what
    // /login pays for. They load their imports when they run, one round trip later.
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps
        if (/\/app-[\w-]+\.js$/.test(hostId) && /\/(?:AppLayout|ComingSoon|Error|Maintenance|NotAuthorized)-[\w-]+\.js$/.test(file)) return []
        return deps.filter((d) => !/\/(?:app|vendor|rolldown-runtime)-[\w-]+\.(?:js|css)$/.test(d))
      },
    },
    rolldownOptions: {
      input: 'resources/js/app.tsx',
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk. Libraries
          // only some pages use (casl, lucide icons, sonner…) stay in their own chunks.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|scheduler|@inertiajs|laravel-precognition|es-toolkit)[\\/]/,
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
