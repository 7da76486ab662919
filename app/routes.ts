import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { publicApiRoutes, publicExtraRoutes } from './routes-api-public.ts'
import { officeApiRoutes } from './routes-office.ts'
import { servicePaths } from './routes-public.ts'

/** Every route of the spec's section 2 table, at its canonical lower-case path (D2). */
export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('about', 'routes/site/about.tsx'),
    ...Object.entries(servicePaths).map(([key, path]) =>
      route(path, 'routes/site/service.tsx', { id: `service-${key}` }),
    ),
    route('contact', 'routes/site/contact.tsx'),
    route('payment', 'routes/site/payment.tsx'),
    route('termsconditions', 'routes/site/terms.tsx'),
    route('privacy', 'routes/site/privacy.tsx'),
    route('thankyou/:id', 'routes/site/thankyou.tsx'),
    route('blog-posts', 'routes/site/blog-posts.tsx'),
    route('blog/:id', 'routes/site/blog-post.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('changepassword', 'routes/auth/change-password.tsx'),
    route('crm', 'routes/office/crm.tsx'),
    route('user-list', 'routes/office/user-list.tsx'),
    route('right-list', 'routes/office/right-list.tsx'),
    ...publicExtraRoutes,
    route('*', 'routes/site/not-found.tsx'),
  ]),
  route('offers', 'routes/site/offers.tsx'),
  ...publicApiRoutes,
  ...officeApiRoutes,
] satisfies RouteConfig
