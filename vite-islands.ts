import { createHash } from 'node:crypto'
import path from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * The public pages' islands (ADR 0016): public pages are not hydrated; one small plain-TypeScript module
 * (app/islands/index.ts) adds what needs a script (menus, carousels, tabs, the forms' checks and sending). esbuild
 * bundles it once per build; the file is emitted into the client assets under a content hash (so it is cached
 * immutably like the rest), and its URL reaches the server and prerender builds as `__ISLANDS_URL__`.
 */
const ENTRY = path.resolve('app/islands/index.ts')
const ZOD = path.resolve('app/islands/zod.ts')

async function bundle(dev: boolean) {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: !dev,
    write: false,
    legalComments: 'none',
    // The shared schemas' zod, imported by name (see app/islands/zod.ts).
    plugins: [
      {
        name: 'islands-zod',
        setup(b) {
          b.onResolve({ filter: /^#app\/lib\/zod-config\.ts$/ }, () => ({ path: ZOD }))
        },
      },
    ],
    define: { 'import.meta.env.DEV': JSON.stringify(dev), 'process.env.NODE_ENV': '"production"' },
  })
  const code = result.outputFiles[0]!.text
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10)
  return { fileName: `assets/site-islands-${hash}.js`, code }
}

export function islands(): Plugin {
  let current: Awaited<ReturnType<typeof bundle>> | undefined
  let dev = false
  return {
    name: 'public-islands',
    async config(_config, env) {
      dev = env.command === 'serve'
      current = await bundle(dev)
      return { define: { __ISLANDS_URL__: JSON.stringify(`/${current.fileName}`) } }
    },
    generateBundle() {
      if (this.environment?.name !== 'client' || !current) return
      this.emitFile({ type: 'asset', fileName: current.fileName, source: current.code })
    },
    configureServer(server) {
      // Development: the module is rebuilt on each request, so edits show on reload (the URL stays the first one).
      server.middlewares.use(async (req, res, next) => {
        if (!dev || !current || req.url !== `/${current.fileName}`) return next()
        const fresh = await bundle(true)
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(fresh.code)
      })
    },
  }
}
