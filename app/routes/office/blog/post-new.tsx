import { editorShouldRevalidate, PostEditor } from '#app/components/office/blog/post-editor.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { blogPostSchema, previewSchema } from '#app/domain/blog/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/post-new'
import { editorAction } from './editor-action.server.ts'

/** A new blog post (BLOG Add): it is saved as a draft, and published from the list. */
const access = defineAccess({
  right: 'BLOG',
  pageFlag: 'add',
  uploads: true,
  intents: {
    save: { schema: blogPostSchema, need: 'add' },
    preview: { schema: previewSchema, need: 'add' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('admin', '/blog-admin/new', 'blog.newTitle')

export const loader = officeLoader(access, async (staff) => {
  return {
    post: {
      srno: 0,
      title: '',
      author: staff.user.userName,
      isoDate: todayInIndia(),
      content: '',
      published: false,
      image: null,
      imageAlt: '',
    },
  }
})

export const action = editorAction(access)

/** A preview asks the server to render the content; it changes nothing, so the page's data is not reloaded. */
export const shouldRevalidate = editorShouldRevalidate

export default function NewBlogPost({ loaderData }: Route.ComponentProps) {
  const t = useT('admin')
  return (
    <OfficePage title={t('blog.newTitle')}>
      <PostEditor post={loaderData.post} previewHtml="" />
    </OfficePage>
  )
}
