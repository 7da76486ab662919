import { Link } from 'react-router'
import { articleLang, postImageSrcSet } from '#app/components/site/blog-article.ts'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { listBlogPosts } from '#app/domain/blog/blog.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import type { Route } from './+types/blog-posts'

/** Spec section 2 "Blog list": every published post, newest first, loaded once; server-rendered for search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listBlogPosts(serverContext(context).db) }
}

export const meta: Route.MetaFunction = catalogueMeta('forms', 'blog', '/blog-posts')

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  const t = useT('forms')
  const locale = useLocale()
  return (
    <main id="main" className="flex-1">
      <PageBanner title={t('blog.title')} breadcrumb={t('blog.title')} />
      <div className="container-page py-10 sm:py-14">
        {posts.length === 0 ? (
          <p className="text-slate-700">{t('blog.empty')}</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.srno}>
                <article
                  lang={articleLang(post.language, locale)}
                  className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
                >
                  {post.image && (
                    <img
                      src={post.image.narrowSrc}
                      srcSet={postImageSrcSet(post.image)}
                      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                      width={600}
                      height={315}
                      alt=""
                      loading={index < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="aspect-[40/21] w-full bg-brand-50 object-cover"
                    />
                  )}
                  <div className="flex flex-1 flex-col p-5">
                    <p className="text-sm text-slate-600">
                      {t('blog.by')} <span className="font-medium text-slate-800">{post.author}</span>
                      {' · '}
                      <time dateTime={post.isoDate}>{post.date}</time>
                    </p>
                    <h2 className="mt-2 text-xl font-bold text-navy">
                      <Link
                        to={localizedPath(`/blog/${post.slug}`, locale)}
                        className="hover:text-brand-700 hover:underline"
                      >
                        {post.title}
                      </Link>
                    </h2>
                    <p className="mt-3 flex-1 text-slate-700">
                      {post.excerpt}
                      {post.truncated && '…'}
                    </p>
                    <Link
                      to={localizedPath(`/blog/${post.slug}`, locale)}
                      className="mt-4 self-start font-semibold text-brand-700 underline hover:text-brand-800"
                    >
                      {t('blog.seeMore')}
                      <span className="sr-only">{t('blog.seeMoreAbout', { title: post.title })}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}
