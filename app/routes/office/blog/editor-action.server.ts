import { redirect } from 'react-router'
import { authorizeAction, authorizeUpload } from '#app/domain/auth/authorize.server.ts'
import { type PostFields, saveBlogPost } from '#app/domain/blog/authoring.server.ts'
import { renderBlogContent } from '#app/domain/blog/content.server.ts'
import { checkBlogPicture } from '#app/domain/blog/images.server.ts'
import { BLOG_IMAGE_MAX_BYTES, blogLimits } from '#app/domain/blog/schemas.ts'
import type { RouteAccess } from '#app/domain/rights/access.ts'
import { serverContext } from '#app/lib/context.ts'
import { failure } from '#app/lib/http.server.ts'

/** What the editor routes declare: `save` parses with blogPostSchema (plus `postId` when editing), `preview` with
 * previewSchema. */
type SaveInput = PostFields & { postId?: number }

interface Args {
  request: Request
  context: unknown
  params: Record<string, string | undefined>
}

/**
 * The action of both editor pages (new post, edit post). The save is a multipart form carrying the picture: the
 * session and the right are checked before the body is read, the picture streams to a capped temporary file and
 * is checked from its bytes. The live preview (and a save without a picture, as a script or an older browser may
 * send it) is an ordinary form post. Either way the input the right was checked on is the input that is saved.
 */
export async function editorAction(args: Args, access: RouteAccess) {
  const ctx = serverContext(args.context as Parameters<typeof serverContext>[0])
  let intent: string | undefined
  try {
    const multipart = /^multipart\/form-data/i.test(args.request.headers.get('content-type') ?? '')
    if (!multipart) {
      const auth = await authorizeAction(args, access)
      intent = auth.intent
      if (auth.intent === 'preview') return previewOf(auth.input)
      const input = auth.input as SaveInput
      const saved = await saveBlogPost(ctx.db, authorOf(auth.staff), input.postId ?? 0, input, null)
      return redirect(`/blog-admin?saved=${saved.srno}`)
    }
    const auth = await authorizeUpload(args, access, {
      fileField: 'image',
      maxBytes: BLOG_IMAGE_MAX_BYTES,
      // The Markdown content is one field, larger than the usual text field.
      maxFieldBytes: blogLimits.content * 4 + 1024,
    })
    intent = auth.intent
    try {
      if (auth.intent === 'preview') return previewOf(auth.input)
      const input = auth.input as SaveInput
      const picture = await checkBlogPicture(auth.upload.file)
      const saved = await saveBlogPost(ctx.db, authorOf(auth.staff), input.postId ?? 0, input, picture)
      return redirect(`/blog-admin?saved=${saved.srno}`)
    } finally {
      await auth.upload.dispose()
    }
  } catch (error) {
    return failure(error, ctx.log, intent)
  }
}

function previewOf(input: unknown) {
  const { content } = input as { content: string }
  return { ok: true as const, intent: 'preview' as const, html: renderBlogContent(content) }
}

function authorOf(staff: { user: { userSrno: number; userId: string }; ctx: { ip: string } }) {
  return { userSrno: staff.user.userSrno, userId: staff.user.userId, ip: staff.ctx.ip }
}
