import { MAX_UPLOAD_BYTES } from '#app/domain/files/upload-rules.ts'
import { isIsoDate } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { defaultLocale, locales } from '#app/lib/i18n/locale.ts'
import { requiredText, serial, text } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'
import { markdownNestingProblem } from './content-limits.ts'

/**
 * The blog editor's fields, parsed the same way in the browser (messages under the fields before anything is sent)
 * and on the server. An empty required field says MSG0006, as every back-office form does; the picture's own rules
 * (type from its bytes, alt text when there is a picture) are checked on the server, which sees the file.
 */

export const blogLimits = { title: 200, author: 100, content: 50_000, imageAlt: 300 } as const

/** The content's size and nesting limits (ADR 0100): at most 50,000 characters, nested no deeper than the renderer copes. */
const withinNesting = (v: string) => markdownNestingProblem(v) === null

/** The largest picture accepted: the spec's upload limit (10 MB), with its message. */
export const BLOG_IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES

export const blogPostSchema = z.object({
  title: requiredText(blogLimits.title, messages.MSG0006, messages.TOO_LONG),
  author: requiredText(blogLimits.author, messages.MSG0006, messages.TOO_LONG),
  date: requiredText(10, messages.MSG0006, messages.BLOG_DATE_INVALID).refine(isIsoDate, messages.BLOG_DATE_INVALID),
  content: requiredText(blogLimits.content, messages.MSG0006, messages.TOO_LONG).refine(
    withinNesting,
    messages.BLOG_CONTENT_TOO_DEEP,
  ),
  imageAlt: text(blogLimits.imageAlt).optional().default(''),
  /** The language the post is written in (ADR 0160); English when not sent. */
  language: z.enum(locales, { error: messages.BAD_REQUEST }).optional().default(defaultLocale),
  /** A ticked "Remove the picture" box. */
  removeImage: z.literal('1', { error: messages.BAD_REQUEST }).optional(),
})

/** Editing: the post is the route's parameter. */
export const editBlogPostSchema = blogPostSchema.extend({ postId: serial() })

/** The live preview: the content as typed (empty is fine: the preview is empty). */
export const previewSchema = z.object({
  content: text(blogLimits.content).refine(withinNesting, messages.BLOG_CONTENT_TOO_DEEP).optional().default(''),
})
export const editPreviewSchema = previewSchema.extend({ postId: serial() })

/** Publish, unpublish and delete from the list name the post by its serial. */
export const postSerialSchema = z.object({ srno: serial() })
