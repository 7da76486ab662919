import { and, desc, eq, inArray, ne, or } from 'drizzle-orm'
import type { z } from 'zod'
import { blogImages, blogPosts, blogSlugHistory, storedFiles } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { renderSafely } from '#app/domain/blog/content.server.ts'
import { blogImageUrl, narrowVariant, saveBlogImage } from '#app/domain/blog/images.server.ts'
import type { EditablePost, OfficePostRow } from '#app/domain/blog/office-posts.ts'
import { blogPagesChanged } from '#app/domain/blog/page-versions.server.ts'
import type { blogPostSchema } from '#app/domain/blog/schemas.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { asLocale } from '#app/lib/i18n/locale.ts'

/**
 * Blog authoring for staff with the BLOG right: the list with every post (drafts too), the editor's data, saving,
 * publishing, unpublishing and deleting. The routes check the right (Query to see, Add to create, Edit to change,
 * publish, unpublish or delete); this module keeps the rules every save must meet whoever calls it: titles and
 * slugs are unique, a picture always has its text alternative, and a changed title leaves its old slug behind as
 * a redirect. Visitors see a change at the next request: servers keep each post's rendered page (ADR 0217), and
 * a change drops this server's copies at once (blogPagesChanged) and every other server's within about a second.
 */

export interface Author {
  userSrno: number
  userId: string
  ip?: string | null
}

/** Every post, drafts included, newest first (as the public list orders them). */
export async function listOfficePosts(db: Db): Promise<OfficePostRow[]> {
  const rows = await db
    .select({
      srno: blogPosts.srno,
      title: blogPosts.title,
      slug: blogPosts.slug,
      author: blogPosts.author,
      postDate: blogPosts.postDate,
      published: blogPosts.published,
      image: blogPosts.image,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.postDate), desc(blogPosts.srno))
  return rows.map((r) => ({
    srno: r.srno,
    title: r.title,
    slug: r.slug,
    author: r.author,
    isoDate: r.postDate,
    date: displayDate(r.postDate),
    published: r.published,
    hasImage: r.image !== '',
  }))
}

/** One post as the editor shows it; BLOG_POST_NOT_FOUND (404) when there is none. */
export async function getEditablePost(db: Db, srno: number): Promise<EditablePost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.srno, srno)).limit(1)
  if (!row) throw new AppError('BLOG_POST_NOT_FOUND')
  return {
    srno: row.srno,
    title: row.title,
    slug: row.slug,
    author: row.author,
    isoDate: row.postDate,
    content: row.content,
    published: row.published,
    image: row.image ? { src: blogImageUrl(row.image), narrowSrc: blogImageUrl(narrowVariant(row.image)) } : null,
    imageAlt: row.imageAlt,
    language: asLocale(row.language),
  }
}

export type PostFields = z.output<typeof blogPostSchema>

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

/**
 * Creates (srno 0) or changes a post. `picture` is a checked upload's bytes (see checkBlogPicture), or null to
 * keep the post's picture (or remove it when the form asks). New posts start as drafts: publishing is a separate,
 * deliberate step. Returns the post's serial and slug.
 */
export async function saveBlogPost(
  db: Db,
  author: Author,
  srno: number,
  fields: PostFields,
  picture: Buffer | null,
): Promise<{ srno: number; slug: string }> {
  const title = fields.title.trim()
  const slug = blogSlug(title)
  if (!slug) throw new AppError('BLOG_TITLE_NO_SLUG', { field: 'title' })
  // The schema's nesting limits keep the renderer within bounds; content it still cannot render is refused here,
  // before it is saved, rather than shown as plain text to every visitor (ADR 0100).
  if (!renderSafely(fields.content).ok) throw new AppError('BLOG_CONTENT_TOO_DEEP', { field: 'content' })
  const [existing] = srno === 0 ? [] : await db.select().from(blogPosts).where(eq(blogPosts.srno, srno)).limit(1)
  if (srno !== 0 && !existing) throw new AppError('BLOG_POST_NOT_FOUND')
  const [clash] = await db
    .select({ srno: blogPosts.srno })
    .from(blogPosts)
    .where(and(or(eq(blogPosts.slug, slug), eq(blogPosts.title, title)), ne(blogPosts.srno, srno)))
    .limit(1)
  if (clash) throw new AppError('BLOG_TITLE_TAKEN', { field: 'title' })

  const keepsPicture = !fields.removeImage && Boolean(existing?.image)
  if ((picture || keepsPicture) && !fields.imageAlt) {
    throw new AppError('BLOG_IMAGE_ALT_REQUIRED', { field: 'imageAlt' })
  }
  // The picture is stored before the post's transaction (converting it takes a while); a picture whose post then
  // fails to save is kept under its name and reused if the same picture is sent again.
  const image = picture
    ? await saveBlogImage(db, picture, slug, { uploadedBy: author.userSrno })
    : keepsPicture
      ? existing!.image
      : ''
  const values = {
    title,
    slug,
    author: fields.author,
    postDate: fields.date,
    content: fields.content,
    image,
    imageAlt: image ? fields.imageAlt : '',
    language: fields.language,
    updatedAt: new Date(),
  }
  try {
    const saved = await db.transaction(async (tx) => {
      let saved: { srno: number; slug: string } | undefined
      if (existing) {
        if (existing.slug !== slug) {
          // The old slug keeps answering, as a permanent redirect to the new one.
          await tx
            .insert(blogSlugHistory)
            .values({ slug: existing.slug, postSrno: existing.srno })
            .onConflictDoUpdate({ target: blogSlugHistory.slug, set: { postSrno: existing.srno } })
        }
        ;[saved] = await tx
          .update(blogPosts)
          .set(values)
          .where(eq(blogPosts.srno, existing.srno))
          .returning({ srno: blogPosts.srno, slug: blogPosts.slug })
      } else {
        ;[saved] = await tx
          .insert(blogPosts)
          .values({ ...values, published: false })
          .returning({ srno: blogPosts.srno, slug: blogPosts.slug })
      }
      // A slug in use is nobody's old slug any more: the post that holds it now wins.
      await tx.delete(blogSlugHistory).where(eq(blogSlugHistory.slug, slug))
      // A replaced or removed picture is deleted once no post names it.
      if (existing?.image && existing.image !== image) await releasePicture(tx, existing.image)
      await logActivity(tx, {
        userSrno: author.userSrno,
        actor: author.userId,
        ip: author.ip,
        action: existing ? 'blog-post-edited' : 'blog-post-created',
        description: `Blog post ${saved!.srno} "${title}" ${existing ? 'changed' : 'created'}`,
      })
      return saved!
    })
    blogPagesChanged()
    return saved
  } catch (error) {
    // Another save took the title between the check above and this one.
    if (isUniqueViolation(error)) throw new AppError('BLOG_TITLE_TAKEN', { field: 'title' })
    throw error
  }
}

/**
 * Deletes a picture that no post names any more: its two sizes and their stored files (bytes kept in the database
 * go with the rows; a bucket's objects are removed by the orphan sweep). Run inside the transaction that stopped
 * using it, so a post saved at the same moment with the same picture either still sees it or stores it again.
 */
async function releasePicture(tx: Tx, name: string): Promise<void> {
  if (!name) return
  const [stillUsed] = await tx
    .select({ srno: blogPosts.srno })
    .from(blogPosts)
    .where(eq(blogPosts.image, name))
    .limit(1)
  if (stillUsed) return
  const names = [name, narrowVariant(name)]
  const rows = await tx
    .delete(blogImages)
    .where(inArray(blogImages.name, names))
    .returning({ fileId: blogImages.fileId })
  const fileIds = rows.map((r) => r.fileId)
  if (fileIds.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds))
}

/** Publishes or unpublishes a post: visitors see it (or stop seeing it) at their next request. */
export async function setBlogPostPublished(db: Db, author: Author, srno: number, published: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ published, updatedAt: new Date() })
      .where(eq(blogPosts.srno, srno))
      .returning({ title: blogPosts.title })
    if (!row) throw new AppError('BLOG_POST_NOT_FOUND')
    await logActivity(tx, {
      userSrno: author.userSrno,
      actor: author.userId,
      ip: author.ip,
      action: published ? 'blog-post-published' : 'blog-post-unpublished',
      description: `Blog post ${srno} "${row.title}" ${published ? 'published' : 'unpublished'}`,
    })
  })
  blogPagesChanged()
}

/** Deletes a post, its old slugs and its picture; its links then answer 404. */
export async function deleteBlogPost(db: Db, author: Author, srno: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.srno, srno))
      .returning({ title: blogPosts.title, image: blogPosts.image })
    if (!row) throw new AppError('BLOG_POST_NOT_FOUND')
    await releasePicture(tx, row.image)
    await logActivity(tx, {
      userSrno: author.userSrno,
      actor: author.userId,
      ip: author.ip,
      action: 'blog-post-deleted',
      description: `Blog post ${srno} "${row.title}" deleted`,
    })
  })
  blogPagesChanged()
}
