import path from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * The public pages' islands (ADR 0016): public pages are not hydrated; one small plain-TypeScript module
 * (app/islands/index.ts) adds what needs a script (menus, carousels, tabs, the forms' checks and sending). esbuild
 * bundles it once per build, with the parts it imports on demand (the carousel, the forms) split into files of their
 * own; every file is emitted into the client assets under a content hash (so it is cached immutably like the rest),
 * and the entry's URL reaches the server and prerender builds as `__ISLANDS_URL__`. In development the module is one
 * file, rebuilt on each request.
 */
const ENTRY = path.resolve('app/islands/index.ts')
const ZOD = path.resolve('app/islands/zod.ts')

async function bundle(dev: boolean) {
  const result = await build({
    entryPoints: { 'site-islands': ENTRY },
    bundle: true,
    splitting: !dev,
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'site-islands-[name]-[hash]',
    metafile: true,
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
  const files = result.outputFiles.map((f) => ({
    fileName: path.relative(process.cwd(), f.path).split(path.sep).join('/'),
    code: f.text,
  }))
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)?.[0]
  const main = files.find((f) => f.fileName === entry)
  if (!main) throw new Error('islands: esbuild wrote no entry file')
  return { fileName: main.fileName, code: main.code, files }
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
      for (const file of current.files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code })
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
