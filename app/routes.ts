import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { reportCatalogue, reportKeys } from './domain/reports/report.ts'
import { defaultLocale, type Locale, locales } from './lib/i18n/locale.ts'
import { serviceIndex } from './lib/service-index.ts'

/**
 * The public pages of one language: the default (English) at the spec's paths, every other language at the same
 * paths under `/<code>` (`/hi` is the Hindi home page). The same route modules serve all; a page reads its language
 * from its path (app/lib/i18n/locale.ts). English routes keep the ids React Router gives them; another language's
 * are `<code>/` and that id (`hi/routes/site/about`).
 */
function sitePages(locale: Locale) {
  const code = locale === defaultLocale ? null : locale
  const page = (path: string, file: string, id?: string) =>
    code
      ? route(path ? `${code}/${path}` : code, file, { id: `${code}/${id ?? file.replace(/\.tsx$/, '')}` })
      : path
        ? route(path, file, id ? { id } : {})
        : index(file)
  return [
    page('', 'routes/site/home.tsx'),
    page('about', 'routes/site/about.tsx'),
    ...serviceIndex.map((s) => page(s.path.slice(1), 'routes/site/service.tsx', `service-${s.key}`)),
    page('contact', 'routes/site/contact.tsx'),
    page('payment', 'routes/site/payment.tsx'),
    page('termsconditions', 'routes/site/terms.tsx'),
    page('privacy', 'routes/site/privacy.tsx'),
    page('thankyou/:id', 'routes/site/thankyou.tsx'),
    page('blog-posts', 'routes/site/blog-posts.tsx'),
    page('blog/:id', 'routes/site/blog-post.tsx'),
    page('*', 'routes/site/not-found.tsx'),
  ]
}

/**
 * The one route table: every route of the spec's section 2 at its canonical lower-case path (D2), the public form
 * endpoints, and the back office. The server reads this table (as built) to know which routes are back office,
 * which take uploads and which are public form endpoints; nothing else lists paths.
 */
export default [
  // The public site, in the marketing shell: every page in English at its path and in each other language under
  // its prefix (D55), then the offer page, outside the shell, in every language.
  layout('routes/site/layout.tsx', locales.flatMap(sitePages)),
  ...locales.map((locale) =>
    locale === defaultLocale
      ? route('offers', 'routes/site/offers.tsx')
      : route(`${locale}/offers`, 'routes/site/offers.tsx', { id: `${locale}/offers` }),
  ),

  // Public form endpoints (D41) and files: the quote and contact forms, the blog's callback box, the older call
  // style (D50), blog images, sitemap, robots.
  route('enquiry', 'routes/api/enquiry.ts'),
  route('api/callback', 'routes/api/callback.ts'),
  route('api/contact_a.php', 'routes/api/contact-a.ts'),
  route('api/paynow.php', 'routes/api/paynow.ts'),
  route('blog-images/:file', 'routes/api/blog-image.ts'),
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),

  // The back office: staff sign-in and every staff screen and call, in the staff shell. Each route declares its
  // access in `handle.access`.
  layout('routes/office/layout.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('changepassword', 'routes/auth/change-password.tsx'),
    route('logout', 'routes/auth/logout.ts'),
    // D56: the second step of a password sign-in, the passkey calls, and each user's own sign-in methods.
    route('login/verify', 'routes/auth/second-step.tsx'),
    route('login/passkey', 'routes/auth/passkey.ts'),
    route('account/security', 'routes/office/account/security.tsx'),
    route('account/digest', 'routes/office/account/digest.tsx'),
    route('account/language', 'routes/office/account/language.tsx'),
    route('account/notifications', 'routes/office/account/notifications.tsx'),
    route('alerts', 'routes/office/alerts.tsx'),
    route('user-list/:userSrno/sign-in-methods', 'routes/office/account/user-sign-in-methods.tsx'),
    route('crm', 'routes/office/crm/leads.tsx'),
    route('crm/leads/new', 'routes/office/crm/lead-new.tsx'),
    route('crm/leads/:leadId', 'routes/office/crm/lead.tsx'),
    route('crm/leads/:leadId/edit', 'routes/office/crm/lead-edit.tsx'),
    route('crm/visits', 'routes/office/crm/visits.ts'),
    route('crm/day', 'routes/office/crm/day.tsx'),
    route('crm/team', 'routes/office/crm/team-today.tsx'),
    route('crm/route', 'routes/office/crm/route.tsx'),
    route('crm/leads/:leadId/pin', 'routes/office/crm/lead-pin.tsx'),
    route('crm/files/:fileId', 'routes/office/crm/file.ts'),
    route('crm/mobile-check', 'routes/office/crm/mobile-check.ts'),
    // The phone's book of leads: what changed since its last sync (ADR 0206).
    route('crm/book', 'routes/office/crm/book.ts'),
    route('crm/assign', 'routes/office/crm/assign.ts'),
    route('crm/move-leads', 'routes/office/crm/move-leads.tsx'),
    // D62: importing a list of shops, merging two leads, and the list as a file.
    route('crm/import', 'routes/office/crm/import.tsx'),
    route('crm/import/:importId', 'routes/office/crm/import-preview.tsx'),
    route('crm/import/:importId/refused', 'routes/office/crm/import-refused.ts'),
    route('crm/leads/:leadId/merge', 'routes/office/crm/lead-merge.tsx'),
    route('crm/download', 'routes/office/crm/download.ts'),
    route('enquiries', 'routes/office/enquiries/inbox.tsx'),
    route('enquiries/download', 'routes/office/enquiries/download.ts'),
    route('enquiries/:enquiryId', 'routes/office/enquiries/detail.tsx'),
    // Each report's screen and its file, at the address its catalogue entry gives.
    ...reportKeys.flatMap((key) => {
      const path = reportCatalogue[key].path.slice(1)
      return [
        route(path, `routes/office/crm/report-${key}.tsx`),
        route(`${path}/file`, `routes/office/crm/report-${key}-file.ts`),
      ]
    }),
    route('user-list', 'routes/office/user-list.tsx'),
    route('right-list', 'routes/office/right-list.tsx'),
    route('blog-admin', 'routes/office/blog/posts.tsx'),
    route('blog-admin/new', 'routes/office/blog/post-new.tsx'),
    route('blog-admin/:postId', 'routes/office/blog/post-edit.tsx'),
    route('api/rights', 'routes/api/rights.ts'),
    route('api/right_a.php', 'routes/api/right-a.ts'),
    route('api/upload_a.php', 'routes/api/upload-a.ts'),
  ]),
] satisfies RouteConfig
