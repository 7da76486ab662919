import { redirect } from 'react-router'
import { type PostFields, saveBlogPost } from '#app/domain/blog/authoring.server.ts'
import { renderBlogContent } from '#app/domain/blog/content.server.ts'
import { checkBlogPicture } from '#app/domain/blog/images.server.ts'
import { BLOG_IMAGE_MAX_BYTES, blogLimits } from '#app/domain/blog/schemas.ts'
import type { RouteAccess } from '#app/domain/rights/access.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'

/** What the editor routes declare: `save` parses with blogPostSchema (plus `postId` when editing), `preview` with
 * previewSchema. */
type SaveInput = PostFields & { postId?: number }

/**
 * The action of both editor pages (new post, edit post). The save is a multipart form carrying the picture: the
 * session and the right are checked before the body is read, the picture streams to a capped temporary file and
 * is checked from its bytes. The live preview (and a save without a picture, as a script or an older browser may
 * send it) is an ordinary form post. Either way the input the right was checked on is the input that is saved.
 */
export function editorAction(access: RouteAccess) {
  return officeAction(
    access,
    {
      preview: (input) => previewOf(input),
      save: async (input, { staff, actor, upload }) => {
        const fields = input as SaveInput
        const picture = upload ? await checkBlogPicture(upload.file) : null
        const saved = await saveBlogPost(staff.ctx.db, actor, fields.postId ?? 0, fields, picture)
        return redirect(`/blog-admin?saved=${saved.srno}`)
      },
    },
    {
      upload: (request) =>
        /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
          ? {
              fileField: 'image',
              maxBytes: BLOG_IMAGE_MAX_BYTES,
              // The Markdown content is one field, larger than the usual text field.
              maxFieldBytes: blogLimits.content * 4 + 1024,
            }
          : null,
    },
  )
}

function previewOf(input: unknown) {
  const { content } = input as { content: string }
  return { ok: true as const, intent: 'preview' as const, html: renderBlogContent(content) }
}
