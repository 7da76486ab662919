import { existsSync } from 'node:fs'

/** The HTTP tests drive the production build; say how to get it instead of failing obscurely. */
export default function setup() {
  const built = process.env.BUILD_DIR ?? 'build'
  if (!existsSync(`${built}/server/index.js`) || !existsSync(`${built}/server-entry/index.js`)) {
    throw new Error('The integration suite needs the production build: run `npm run build` first (npm test does).')
  }
  const where = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'embedded PGlite'
  console.log(`integration suite database: ${where}`)
}
