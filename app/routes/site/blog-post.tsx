import { data, Link, redirect } from 'react-router'
import { articleLang, postImageSrcSet } from '#app/components/site/blog-article.ts'
import { CallbackForm } from '#app/components/site/callback-form.tsx'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { findPublicPost } from '#app/domain/blog/blog.server.ts'
import { serverContext } from '#app/lib/context.ts'
import { messages } from '#app/lib/errors.ts'
import { translator } from '#app/lib/i18n/i18n.ts'
import { localeOfPath, localizedPath } from '#app/lib/i18n/locale.ts'
import { metaLocale } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-post'

/**
 * Spec section 2 "Blog post": author, date, image, title, content, 'Goto all posts' and a Request a Callback box.
 * An unknown post, or a draft, answers 404 with the spec's failure text (ERR0000, section 8) inside the site
 * shell. A slug the post had before its title changed answers a permanent redirect to its current slug, so links
 * shared earlier keep working. The server keeps the rendered page of a post at its own slug and answers it from
 * memory (server/page-cache.ts, ADR 0217) until the blog changes: a saved change shows at the next request on the
 * server that saved it, and within a second on the others.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await findPublicPost(serverContext(context).db, params.id)
  if (!found) return data({ post: null }, { status: 404 })
  if (found.redirectTo !== undefined) {
    const locale = localeOfPath(new URL(request.url).pathname)
    throw redirect(localizedPath(`/blog/${encodeURIComponent(found.redirectTo)}`, locale), 301)
  }
  return { post: found.post }
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, params } = args
  const site = siteFromMatches(args.matches)
  const locale = metaLocale(args)
  const t = translator(locale, 'forms')
  const post = loaderData?.post
  if (!post) {
    return pageMeta(site, {
      locale,
      title: t('blog.metaTitle', { company: site?.companyName ?? '' }),
      description: messages.ERR0000,
      path: `/blog/${params.id}`,
      noindex: true,
    })
  }
  return pageMeta(site, {
    locale,
    title: `${post.title} | ${site?.companyName ?? ''}`,
    description: post.summary,
    path: `/blog/${post.slug}`,
    image: post.image?.src,
  })
}

function AllPostsLink() {
  const t = useT('forms')
  return (
    <Link
      to={localizedPath('/blog-posts', useLocale())}
      className="font-semibold text-brand-700 underline hover:text-brand-800"
    >
      {t('blog.allPosts')}
    </Link>
  )
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  const t = useT('forms')
  const locale = useLocale()
  if (!post) {
    return (
      <main id="main" className="flex-1">
        <PageBanner title={t('blog.title')} />
        <div className="container-page py-12">
          <p className="text-lg text-slate-800">
            <SpecMessage text={messages.ERR0000} />
          </p>
          <p className="mt-6">
            <AllPostsLink />
          </p>
        </div>
      </main>
    )
  }
  return (
    <main id="main" className="flex-1">
      <PageBanner title={post.title}>
        <p className="mt-3 text-slate-100">
          {t('blog.by')} <span className="font-semibold text-white">{post.author}</span>
          {' · '}
          <time dateTime={post.isoDate}>{post.date}</time>
        </p>
      </PageBanner>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A post stays in the language it was written in (ADR 0160): its article says which when it differs. */}
        <article lang={articleLang(post.language, locale)}>
          {post.image && (
            <img
              src={post.image.src}
              srcSet={postImageSrcSet(post.image)}
              sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
              width={1200}
              height={630}
              alt={post.imageAlt}
              fetchPriority="high"
              className="mb-8 aspect-[40/21] w-full rounded-lg bg-brand-50 object-cover"
            />
          )}
          <div
            className="max-w-3xl text-lg leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
            // Sanitised on the server (sanitize-html allow-list, ASVS 1.3.x); see app/domain/blog/content.server.ts.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised before it gets here.
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <p className="mt-10">
            <AllPostsLink />
          </p>
        </article>
        <aside aria-labelledby="callback-heading" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-lg border border-slate-200 bg-brand-50 p-5 sm:p-6">
            <h2 id="callback-heading" className="text-xl font-bold text-navy">
              {t('blog.callbackHeading')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-700">{t('blog.callbackIntro')}</p>
            <CallbackForm />
          </div>
        </aside>
      </div>
    </main>
  )
}
