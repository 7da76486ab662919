import { useSearchParams } from 'react-router'
import { BlogPostList } from '#app/components/office/blog/post-list.tsx'
import { LinkButton } from '#app/components/office/controls.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { deleteBlogPost, listOfficePosts, setBlogPostPublished } from '#app/domain/blog/authoring.server.ts'
import { postSerialSchema } from '#app/domain/blog/schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { type IntentCall, officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/posts'

/**
 * Blog authoring's list: every post with its status (draft or published), author and date. BLOG Query shows it;
 * publishing, unpublishing and deleting change a post, so each needs BLOG Edit (the rights have no separate
 * delete flag).
 */
const access = defineAccess({
  right: 'BLOG',
  intents: {
    publish: { schema: postSerialSchema, need: 'edit' },
    unpublish: { schema: postSerialSchema, need: 'edit' },
    delete: { schema: postSerialSchema, need: 'edit' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('admin', '/blog-admin', 'blog.title')

export const loader = officeLoader(access, async (staff) => {
  return {
    posts: await listOfficePosts(staff.ctx.db),
    canAdd: hasRight(staff.rights, 'BLOG', 'add'),
    canEdit: hasRight(staff.rights, 'BLOG', 'edit'),
  }
})

/** Publishing and unpublishing differ only by the flag they set. */
async function setPublished(input: { srno: number }, { staff, actor, intent }: IntentCall<'publish' | 'unpublish'>) {
  const publish = intent === 'publish'
  await setBlogPostPublished(staff.ctx.db, actor, input.srno, publish)
  return { ok: true as const, intent, message: publish ? messages.BLOG_POST_PUBLISHED : messages.BLOG_POST_UNPUBLISHED }
}

export const action = officeAction(access, {
  publish: setPublished,
  unpublish: setPublished,
  delete: async (input, { staff, actor, intent }) => {
    await deleteBlogPost(staff.ctx.db, actor, input.srno)
    return { ok: true as const, intent, message: messages.BLOG_POST_DELETED }
  },
})

export default function BlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('admin')
  const [params] = useSearchParams()
  const notice = actionData
    ? actionData.ok
      ? { tone: 'success' as const, text: actionData.message }
      : { tone: 'error' as const, text: actionData.error }
    : params.get('saved')
      ? { tone: 'success' as const, text: messages.BLOG_POST_SAVED }
      : null
  return (
    <OfficePage
      title={t('blog.title')}
      actions={
        loaderData.canAdd ? (
          <LinkButton to="/blog-admin/new" className="min-h-11">
            {t('blog.newPost')}
          </LinkButton>
        ) : null
      }
    >
      <BlogPostList
        posts={loaderData.posts}
        canEdit={loaderData.canEdit}
        notice={notice}
        confirmDelete={Number(params.get('delete')) || null}
      />
    </OfficePage>
  )
}
