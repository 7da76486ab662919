import { editorShouldRevalidate, PostEditor } from '#app/components/office/blog/post-editor.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { getEditablePost } from '#app/domain/blog/authoring.server.ts'
import { renderBlogContent } from '#app/domain/blog/content.server.ts'
import { editBlogPostSchema, editPreviewSchema } from '#app/domain/blog/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/post-edit'
import { editorAction } from './editor-action.server.ts'

/** Editing a blog post (BLOG Edit), published or not: a saved change is what visitors see at their next visit. */
const access = defineAccess({
  right: 'BLOG',
  pageFlag: 'edit',
  uploads: true,
  params: { postId: 'post' },
  intents: {
    save: { schema: editBlogPostSchema, need: 'edit' },
    preview: { schema: editPreviewSchema, need: 'edit' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('admin', '/blog-admin', (t, { loaderData }) => ({
  title: loaderData ? t('blog.editTitle', { title: loaderData.post.title }) : t('blog.editFallback'),
  description: t('blog.editDescription'),
}))

export const loader = officeLoader(access, async (staff) => {
  return readRecord('post', async () => {
    const post = await getEditablePost(staff.ctx.db, staff.params.postId)
    return { post, previewHtml: renderBlogContent(post.content) }
  })
})

export const action = editorAction(access)

/** A preview asks the server to render the content; it changes nothing, so the page's data is not reloaded. */
export const shouldRevalidate = editorShouldRevalidate

export default function EditBlogPost({ loaderData }: Route.ComponentProps) {
  const { post, previewHtml } = loaderData
  const t = useT('admin')
  return (
    <OfficePage title={t('blog.editHeading', { title: post.title })}>
      <p className="-mt-3 mb-5 text-sm text-slate-700">{post.published ? t('blog.published') : t('blog.draft')}</p>
      <PostEditor key={post.srno} post={post} previewHtml={previewHtml} />
    </OfficePage>
  )
}
