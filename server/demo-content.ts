import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { demoBlogPosts } from '#app/content/blog-demo.ts'
import { blogPostExists, createBlogPost } from '#app/domain/blog/blog.server.ts'
import { paragraphsToHtml } from '#app/domain/blog/content.server.ts'
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
    const image = post.image
      ? await saveBlogImage(db, await readFile(path.join(demoImageDir(), post.image)), blogSlug(post.title))
      : ''
    try {
      await createBlogPost(db, {
        title: post.title,
        author: post.author,
        date: post.date,
        content: paragraphsToHtml(post.paragraphs),
        image,
      })
      created++
    } catch (error) {
      // Another process loaded it between our check and our insert: that is the outcome we wanted.
      if (!isAppError(error) && !isUniqueViolation(error)) throw error
    }
  }
  return { created }
}
