import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Alert, Button, LinkButton } from '#app/components/office/controls.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { TrashIcon } from '#app/components/office/icons.tsx'
import { editColumn } from '#app/components/office/list-screen.tsx'
import type { OfficePostRow as PostRow } from '#app/domain/blog/office-posts.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

function StatusBadge({ published }: { published: boolean }) {
  const t = useT('admin')
  return published ? (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
      {t('blog.list.isPublished')}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
      {t('blog.list.isDraft')}
    </span>
  )
}

const _iconLink =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded text-brand-700 hover:bg-brand-50 focus-visible:outline-2'

/**
 * The posts with their status and what an editor may do with each: edit, publish or unpublish (one button that says
 * which), delete. Delete first asks: the link opens a confirmation above the list (a page state, so it works
 * before the page's script has loaded too), and only its button deletes.
 */
export function BlogPostList({
  posts,
  canEdit,
  notice,
  confirmDelete,
}: {
  posts: PostRow[]
  canEdit: boolean
  notice: { tone: 'success' | 'error'; text: string } | null
  confirmDelete: number | null
}) {
  const t = useT('admin')
  const busy = useNavigation().state === 'submitting'
  const doomed = canEdit && confirmDelete ? posts.find((p) => p.srno === confirmDelete) : undefined
  const confirmRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (doomed) confirmRef.current?.focus()
  }, [doomed])
  return (
    <div className="grid gap-5">
      {notice && (
        <Alert tone={notice.tone}>
          <SpecMessage text={notice.text} />
        </Alert>
      )}
      {doomed && (
        <section
          ref={confirmRef}
          tabIndex={-1}
          aria-labelledby="confirm-delete-heading"
          className="rounded-lg border border-red-300 bg-red-50 p-4 sm:p-5"
        >
          <h2 id="confirm-delete-heading" className="text-lg font-bold text-red-900">
            {t('blog.list.confirm', { title: doomed.title })}
          </h2>
          <p className="mt-1 text-slate-800">{doomed.published ? t('blog.list.goneLive') : t('blog.list.gone')}</p>
          <Form method="post" action="/blog-admin" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="srno" value={doomed.srno} />
            <Button type="submit" variant="danger" disabled={busy} className="min-h-11">
              {t('blog.list.deleteButton')}
            </Button>
            <LinkButton to="/blog-admin" variant="secondary" className="min-h-11">
              {t('blog.list.keep')}
            </LinkButton>
          </Form>
        </section>
      )}
      <DataTable<PostRow>
        caption={t('blog.list.caption')}
        rows={posts}
        rowKey={(p) => p.srno}
        empty={t('blog.list.empty')}
        columns={[
          {
            header: t('blog.list.title'),
            title: true,
            cell: (p) =>
              p.published ? (
                <Link to={`/blog/${p.slug}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {p.title}
                </Link>
              ) : (
                p.title
              ),
          },
          { header: t('blog.list.status'), cell: (p) => <StatusBadge published={p.published} /> },
          { header: t('blog.list.author'), cell: (p) => p.author },
          { header: t('blog.list.date'), cell: (p) => <time dateTime={p.isoDate}>{p.date}</time> },
          ...editColumn<PostRow>(canEdit, t('common.edit'), (p) => ({ to: `/blog-admin/${p.srno}`, name: p.title })),
          ...(canEdit
            ? [
                {
                  header: t('blog.list.publish'),
                  action: true,
                  cell: (p: PostRow) => (
                    <Form method="post" action="/blog-admin">
                      <input type="hidden" name="intent" value={p.published ? 'unpublish' : 'publish'} />
                      <input type="hidden" name="srno" value={p.srno} />
                      <Button type="submit" variant="secondary" disabled={busy} className="min-h-11 whitespace-nowrap">
                        {p.published ? t('blog.list.unpublish') : t('blog.list.publish')}
                        <span className="sr-only"> {p.title}</span>
                      </Button>
                    </Form>
                  ),
                },
                {
                  header: t('blog.list.delete'),
                  action: true,
                  cell: (p: PostRow) => (
                    <Link
                      to={`/blog-admin?delete=${p.srno}`}
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-red-700 hover:bg-red-50"
                      aria-label={t('blog.list.deleteNamed', { title: p.title })}
                    >
                      <TrashIcon />
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  )
}
