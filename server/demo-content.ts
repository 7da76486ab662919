import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { demoBlogPosts } from '#app/content/blog-demo.ts'
import { blogPosts, setupMarks } from '#app/db/schema.ts'
import { blogPostExists, createBlogPost } from '#app/domain/blog/blog.server.ts'
import { paragraphsToMarkdown } from '#app/domain/blog/content.server.ts'
import { saveBlogImage } from '#app/domain/blog/images.server.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import type { Db } from '#app/lib/db.server.ts'
import { isAppError } from '#app/lib/errors.ts'
import { projectRoot } from '#app/lib/project-root.server.ts'

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

/** A demo picture's own description (its SVG title), as the post's alt text. */
function svgTitle(svg: Buffer): string {
  const title = /<title>([^<]{1,300})<\/title>/.exec(svg.toString('utf8'))?.[1]?.trim()
  return title || 'Illustration for the post'
}

/** Where the demo posts' source pictures are (SVG, converted to WebP when loaded). */
export function demoImageDir(): string {
  return path.join(projectRoot(), 'app', 'content', 'blog-images')
}

/**
 * Loads the demo content (`npm run demo`, and tests): the blog posts of app/content/blog-demo.ts with their
 * pictures converted to WebP and stored as files. Idempotent: a post that exists (by slug) is left as it is, so
 * running it again, or alongside another start, adds nothing twice. Later areas add their demo data here.
 */
export async function loadDemoContent(db: Db): Promise<{ created: number }> {
  let created = 0
  for (const post of demoBlogPosts) {
    if (await blogPostExists(db, post.title)) continue
    const source = post.image ? await readFile(path.join(demoImageDir(), post.image)) : null
    const image = source ? await saveBlogImage(db, source, blogSlug(post.title)) : ''
    try {
      await createBlogPost(db, {
        title: post.title,
        author: post.author,
        date: post.date,
        content: paragraphsToMarkdown(post.paragraphs),
        image,
        published: true,
        imageAlt: source ? svgTitle(source) : '',
      })
      created++
    } catch (error) {
      // Another process loaded it between our check and our insert: that is the outcome we wanted.
      if (!isAppError(error) && !isUniqueViolation(error)) throw error
    }
  }
  return { created }
}

/** The mark that the first-start step below has run on this database. */
const DEMO_POSTS_MARK = 'blog-demo-posts'

/**
 * The first start of an installation (D49): when the blog has no posts, the demo posts are loaded, once, so that
 * a newcomer sees a working blog; staff then edit or delete them like any post. "Once" is remembered in the
 * database (setup_marks), so a blog emptied by its editors stays empty after a restart, and an installation that
 * already had posts never gets the demo ones. `BLOG_DEMO_POSTS=off` skips the step (for production). Several
 * servers starting together are safe: loading is idempotent per post.
 */
export async function loadDemoPostsOnFirstStart(
  db: Db,
  setting: 'on' | 'off',
): Promise<{ loaded: number } | { skipped: 'setting-off' | 'done-before' | 'blog-not-empty' }> {
  if (setting === 'off') return { skipped: 'setting-off' }
  const [mark] = await db.select().from(setupMarks).where(eq(setupMarks.name, DEMO_POSTS_MARK)).limit(1)
  if (mark) return { skipped: 'done-before' }
  const [post] = await db.select({ srno: blogPosts.srno }).from(blogPosts).limit(1)
  if (post) {
    await db.insert(setupMarks).values({ name: DEMO_POSTS_MARK }).onConflictDoNothing()
    return { skipped: 'blog-not-empty' }
  }
  const { created } = await loadDemoContent(db)
  await db.insert(setupMarks).values({ name: DEMO_POSTS_MARK }).onConflictDoNothing()
  return { loaded: created }
}
