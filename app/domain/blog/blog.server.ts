import { desc, eq, or } from 'drizzle-orm'
import { blogPosts, blogSlugHistory } from '#app/db/schema.ts'
import { excerpt, renderBlogContent } from '#app/domain/blog/content.server.ts'
import { blogImageUrl, narrowVariant } from '#app/domain/blog/images.server.ts'
import { blogPagesChanged } from '#app/domain/blog/page-versions.server.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { isLocale, type Locale } from '#app/lib/i18n/locale.ts'

export interface BlogImage {
  /** Full size, 1200 px wide. */
  src: string
  /** 600 px wide variant. */
  narrowSrc: string
}

/** One post in the list (spec section 2 "Blog list", section 3 "Blog post, list form"). */
export interface BlogListItem {
  srno: number
  slug: string
  title: string
  author: string
  /** YYYY-MM-DD, for `<time dateTime>`. */
  isoDate: string
  /** dd/MM/yyyy. */
  date: string
  /** The first 350 characters of the content, as plain text. */
  excerpt: string
  /** Whether the content goes on after the excerpt. */
  truncated: boolean
  image: BlogImage | null
  /** The language it is written in (ADR 0160): its page marks the article with it. */
  language: Locale
}

/** One post's page (spec section 2 "Blog post"). `html` is sanitised and safe to render as is. */
export interface BlogPostView extends Omit<BlogListItem, 'excerpt' | 'truncated'> {
  /** The picture's text alternative ('' when there is no picture). */
  imageAlt: string
  html: string
  /** A plain-text summary for the page description. */
  summary: string
}

function imageOf(fileName: string): BlogImage | null {
  if (!fileName) return null
  return { src: blogImageUrl(fileName), narrowSrc: blogImageUrl(narrowVariant(fileName)) }
}

type Row = typeof blogPosts.$inferSelect

function listItem(row: Row): BlogListItem {
  const short = excerpt(row.content)
  return {
    srno: row.srno,
    slug: row.slug,
    title: row.title,
    author: row.author,
    isoDate: row.postDate,
    date: displayDate(row.postDate),
    excerpt: short.text,
    truncated: short.truncated,
    image: imageOf(row.image),
    language: isLocale(row.language) ? row.language : 'en',
  }
}

/** Published posts, newest first (by post date, then the later entry). Loaded once per page (spec section 2). */
export async function listBlogPosts(db: Db): Promise<BlogListItem[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.postDate), desc(blogPosts.srno))
  return rows.map(listItem)
}

/**
 * A published post by its path id. The id goes through the same slug rule as the titles (D48), so any letter case
 * and the punctuation of an old link (dropped from slugs) still find the post; null when there is none.
 */
export async function getBlogPost(db: Db, id: string): Promise<BlogPostView | null> {
  const found = await findPublicPost(db, id)
  return found?.post ?? null
}

/**
 * What `/blog/{id}` shows: the published post whose current slug the id is, or, when the id is a slug the post had
 * before its title changed, the post's current slug to redirect to; null when no published post answers to it
 * (a draft is unknown to visitors, under any of its slugs).
 */
export async function findPublicPost(
  db: Db,
  id: string,
): Promise<{ post: BlogPostView; redirectTo?: undefined } | { post?: undefined; redirectTo: string } | null> {
  const slug = blogSlug(id)
  if (!slug) return null
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1)
  if (row) {
    if (!row.published) return null
    const { excerpt: _e, truncated: _t, ...rest } = listItem(row)
    return {
      post: {
        ...rest,
        imageAlt: row.imageAlt,
        html: renderBlogContent(row.content),
        summary: excerpt(row.content, 160).text,
      },
    }
  }
  const [moved] = await db
    .select({ slug: blogPosts.slug, published: blogPosts.published })
    .from(blogSlugHistory)
    .innerJoin(blogPosts, eq(blogPosts.srno, blogSlugHistory.postSrno))
    .where(eq(blogSlugHistory.slug, slug))
    .limit(1)
  return moved?.published ? { redirectTo: moved.slug } : null
}

/** Path ids and dates of the published posts, for the sitemap. */
export async function publishedPostPaths(db: Db): Promise<{ path: string; isoDate: string }[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, postDate: blogPosts.postDate })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.postDate), desc(blogPosts.srno))
  return rows.map((r) => ({ path: `/blog/${encodeURIComponent(r.slug)}`, isoDate: r.postDate }))
}

export interface NewBlogPost {
  title: string
  author: string
  /** YYYY-MM-DD */
  date: string
  /** HTML (sanitised when shown) or plain text. */
  content: string
  /** A file name returned by saveBlogImage, or '' for none. */
  image?: string
  imageAlt?: string
  published?: boolean
}

/**
 * Creates a post; the slug is computed here from the title (D48). Titles are unique, and so are slugs: a title
 * whose slug is empty or already taken by another post is refused with a message for the author.
 */
export async function createBlogPost(db: Db, post: NewBlogPost): Promise<{ srno: number; slug: string }> {
  const title = post.title.trim()
  const slug = blogSlug(title)
  if (!slug) throw new AppError('BLOG_TITLE_NO_SLUG', { field: 'title' })
  const [clash] = await db
    .select({ srno: blogPosts.srno })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, slug), eq(blogPosts.title, title)))
    .limit(1)
  if (clash) throw new AppError('BLOG_TITLE_TAKEN', { field: 'title' })
  const [row] = await db
    .insert(blogPosts)
    .values({
      title,
      slug,
      author: post.author.trim(),
      postDate: post.date,
      content: post.content,
      image: post.image ?? '',
      imageAlt: post.imageAlt ?? '',
      published: post.published ?? true,
    })
    .returning({ srno: blogPosts.srno, slug: blogPosts.slug })
  blogPagesChanged()
  return row!
}

/** Whether a post with this title's slug exists (published or not). */
export async function blogPostExists(db: Db, title: string): Promise<boolean> {
  const [row] = await db
    .select({ srno: blogPosts.srno })
    .from(blogPosts)
    .where(eq(blogPosts.slug, blogSlug(title)))
    .limit(1)
  return row !== undefined
}
