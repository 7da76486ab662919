import { eq } from 'drizzle-orm'
import { publicPageVersions } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * The version of the blog's public pages (ADR 0217). Servers keep each post's rendered page in memory; the database
 * moves this number, by triggers, with every change to the posts or their old slugs, and each server reads it about
 * once a second, so a change made through another server (or by hand) is shown by all of them within that time.
 */
export async function blogPagesVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: publicPageVersions.version })
    .from(publicPageVersions)
    .where(eq(publicPageVersions.name, 'blog'))
    .limit(1)
  return row?.version ?? 0
}

/**
 * The listeners of this process. The server's entry and the route modules' bundle are built apart and each holds its
 * own copy of this module, so the set lives on the process (a symbol of the global registry), not in the module: a
 * change saved through a route reaches the kept pages that the entry serves.
 */
const LISTENERS = Symbol.for('site.blogPagesChanged.listeners')
const registry = globalThis as unknown as Record<symbol, Set<() => void> | undefined>
registry[LISTENERS] ??= new Set<() => void>()
const listeners = registry[LISTENERS]

/** Called with no argument whenever this process has changed a post: its own kept pages are dropped at once. */
export function onBlogPagesChanged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Says that this process has just changed the blog (after the change is committed). */
export function blogPagesChanged(): void {
  for (const listener of listeners) listener()
}
