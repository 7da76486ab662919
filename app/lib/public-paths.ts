/**
 * The canonical public paths (spec section 2, D2). Shared by the route table, the prerender list and the sitemap.
 */
export const servicePaths = {
  fastag: '/fastag',
  'human-atm': '/human-atm',
  aeps: '/services/aadhar-linked-payments',
  dsc: '/services/digital-signature-certificate',
  dmt: '/services/domestic-money-transfer',
  utility: '/services/utility-payment',
  'cash-collection': '/services/cash-collection-point',
  'instant-loan': '/services/instant-loan',
  insurance: '/services/insurance',
  gold: '/services/buy-and-sell-gold',
  'assisted-ecommerce': '/services/assisted-ecommerce',
} as const

/** Pages built as static HTML at build time. */
export const prerenderPaths = [
  '/',
  '/about',
  ...Object.values(servicePaths),
  '/contact',
  '/offers',
  '/payment',
  '/termsconditions',
  '/privacy',
  '/thankyou/1',
  '/thankyou/2',
] as const
