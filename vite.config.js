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
    // of the page maps need not name them.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => !/\/(?:app|vendor|rolldown-runtime)-[\w-]+\.(?:js|css)$/.test(d)) : deps),
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
