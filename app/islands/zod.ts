/**
 * The islands' zod (bundled in place of app/lib/zod-config.ts by vite-islands.ts): the same classic API that the
 * shared schemas use, imported by name, so the bundle keeps only what they use. The `z` namespace object of the
 * package would keep all of it, every locale included (450 KB).
 */
import { config, email, enum as enumOf, NEVER, number, object, string } from 'zod'

// As on the server: no `new Function` probe, which the site's CSP (no 'unsafe-eval') would report.
config({ jitless: true })

export const z = { config, email, enum: enumOf, NEVER, number, object, string }
