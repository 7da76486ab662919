import { reactRouter } from '@react-router/dev/vite'
import yaml from '@rollup/plugin-yaml'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { islands } from './vite-islands.ts'

/**
 * Modules of definitions only (validation schemas, their kit, the report catalogue) that a route imports for its
 * server loader or action: in the browser's build they are marked free of side effects, so a page whose component
 * uses none of their exports does not download them (the CRM list no longer loads zod; ADR 0150).
 */
const DEFINITIONS_ONLY = /\/app\/(domain\/[\w-]+\/schemas|lib\/schema-kit|domain\/reports\/report)\.ts$/

function definitionsOnly(): Plugin {
  return {
    name: 'definitions-only-modules',
    apply: 'build',
    transform(code, id) {
      if (this.environment?.name !== 'client' || !DEFINITIONS_ONLY.test(id)) return null
      return { code, map: null, moduleSideEffects: false }
    },
  }
}

/**
 * The page content documents (app/content/pages/*.yaml, ADR 0165) become JS modules at build time: nothing parses
 * YAML at run time. The unit and integration tests load them through the same plugin (vitest.config.ts).
 */
export const contentDocuments = () => yaml({ include: ['**/app/content/pages/**/*.yaml'] })

/**
 * The office's chunks (ADR 0238): `framework` (Preact in React's place, React Router) and `kernel`, the office's
 * shared plumbing every office page runs, in one file each instead of dozens of small ones (each file costs a set of
 * headers on a cheap phone's link). The kernel leaves out what only some screens use (the form kit, the schemas and
 * zod, the dialogs, the book's screens): they stay in the chunks of the pages that use them. The CRM's limits and
 * fixed values (lead-rules, upload-rules) are kernel too: otherwise they share a chunk with the schemas that use them,
 * and a page reading a limit would load zod with it.
 */
const KERNEL =
  /[\\/]app[\\/](lib|offline)[\\/]|[\\/]app[\\/]components[\\/]office[\\/](offline|crm[\\/]outbox)[\\/]|[\\/]app[\\/]domain[\\/](leads[\\/]lead-rules|files[\\/]upload-rules)\.ts$/
const NOT_KERNEL =
  /schema-kit|zod-config|form-kit|book-screens|use-visit-form|confirm-dialog|leave-guard|[\\/]schemas\.ts$/
const inKernel = (id: string) => KERNEL.test(id) && !NOT_KERNEL.test(id)

/**
 * The office's browser build runs Preact where the server, the development server and the unit tests run React
 * (ADR 0245): the same components, 47 KB less script on every office page (React DOM alone is 57 KB as sent; Preact
 * with its React layer, 10 KB). Only the client environment of a build is redirected; app/lib/browser-document.ts
 * does for a whole document what React does and Preact does not.
 */
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

function preactInBrowser(): Plugin {
  return {
    name: 'preact-in-browser',
    apply: 'build',
    enforce: 'pre',
    // The browser entry reads this to know which library hydrates it (entry.client.tsx): set where, and only where,
    // the redirect below applies.
    configEnvironment(name) {
      if (name === 'client') return { define: { 'import.meta.env.BROWSER_RUNS_PREACT': 'true' } }
    },
    resolveId(source, importer, options) {
      const to = PREACT[source]
      if (!to || this.environment?.name !== 'client') return null
      return this.resolve(to, importer, { ...options, skipSelf: true })
    },
  }
}

export default defineConfig({
  plugins: [preactInBrowser(), tailwindcss(), islands(), definitionsOnly(), contentDocuments(), reactRouter()],
  // The photo worker (app/components/office/crm/photo-worker.ts) loads the EXIF reader when it starts: a module
  // worker, so that import stays its own file. Its entry is named `*.worker.js`: a worker's CSP is the one its own
  // script is sent with, so that file keeps the documents' headers where other scripts get the lean set (ADR 0237,
  // WORKER_SCRIPT in server/static.ts).
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'assets/[name]-[hash].worker.js' } },
  },
  build: {
    // Public pages must stay light: keep an eye on anything large sneaking into a shared chunk.
    chunkSizeWarningLimit: 250,
    // `SOURCEMAP=1 npx react-router build`: source maps, to see which modules a chunk holds.
    sourcemap: process.env.SOURCEMAP === '1',
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|preact)[\\/]/,
                  priority: 2,
                },
                { name: 'kernel', test: inKernel, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
