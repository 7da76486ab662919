import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/lib/public-paths.ts'
import { parseSettings, toPublicSettings } from './app/lib/settings.server.ts'

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (or CI) build side by side without sharing one folder.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Public marketing pages are static HTML built once (ADR 0004); blog and back-office pages render per request.
  prerender: () => [...prerenderPaths],
  // The whole route manifest ships with the first page instead of being fetched afterwards (`/__manifest`): a
  // late manifest re-renders the route tree, and a form validated in that moment lost its messages.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig }) {
    // Remember which company facts the prerendered pages carry, so the server can tell when they are stale.
    const facts = JSON.stringify(toPublicSettings(parseSettings(process.env)))
    writeFileSync(path.join(reactRouterConfig.buildDirectory, 'prerender-settings.json'), facts)
  },
} satisfies Config
