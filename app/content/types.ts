/**
 * Shapes of the public pages' content. Content is data, not JSX: one page component renders any service. A page's
 * texts are a YAML document per language in app/content/pages/, its language-neutral facts (files, links, icons,
 * numbers) are written once in TS (ADR 0165); app/content/schemas.ts checks each page against these shapes.
 * Text may contain the token `{company}`, replaced by the company name setting (D40) when rendered.
 */

export interface FaqItem {
  question: string
  /** One or more paragraphs of plain text. */
  answer: string[]
}

export interface Benefit {
  title: string
  text: string
}

export interface ContentSection {
  heading: string
  paragraphs: string[]
  bullets?: string[]
}

/** A slide of a service page's carousel. */
export interface ServiceHighlight {
  title: string
  text: string
  /** File under /images/offer/ (360 x 240). */
  image: string
  imageAlt: string
  link?: { href: string; label: string }
}

/**
 * A service page's body: its texts in app/content/pages/services/<key>.<locale>.yaml, its language-neutral facts in
 * app/content/services.ts. What the rest of the site needs to know about a service (its key, path, menu label,
 * summary, form value) is in app/lib/service-index.ts.
 */
export interface ServicePageBody {
  /** Document <title>. */
  title: string
  metaDescription: string
  keywords: string[]
  /** Visible page heading (h1), also the last breadcrumb item. */
  heading: string
  /** Opening paragraphs under the heading. */
  intro: string[]
  /** A carousel under the opening paragraphs (the DSC page's, 3000 ms like the home page's: spec section 2). */
  highlights?: { heading: string; label: string; slides: ServiceHighlight[] }
  /** Further sections (e.g. the DSC classes, the insurance kinds). */
  sections: ContentSection[]
  benefits: Benefit[]
  faqs: FaqItem[]
  /** Whether the first FAQ item starts open. */
  faqFirstOpen: boolean
  /** Which support line the call-us tile shows: the DSC line on the DSC page, the other line elsewhere. */
  phoneLine: 'dsc' | 'other'
  /** File name under /images/services/ (an SVG illustration). */
  image: string
  imageAlt: string
}

export interface DemoBlogPost {
  title: string
  author: string
  /** YYYY-MM-DD */
  date: string
  /** Paragraphs of plain text. */
  paragraphs: string[]
  /** File name of the post image in app/content/blog-images/ or null. */
  image: string | null
}

export interface NumberedClause {
  heading: string
  /** Paragraphs; each may be numbered by the renderer as 1.1, 1.2 ... */
  paragraphs: string[]
}

export interface HomeBanner {
  title: string
  text: string
  /** File name of the banner illustration (an SVG). */
  image: string
  imageAlt: string
  /** Canonical path of the service the banner promotes. */
  href: string
}

export interface Stat {
  value: string
  label: string
}

export interface StrengthsBlock {
  heading: string
  intro: string
  stats: Stat[]
  points: string[]
}

export interface PartnerLogo {
  name: string
  /** File name of the logo (an SVG). */
  image: string
}

export interface HeadingText {
  heading: string
  text: string
}

export interface TextBlock {
  heading: string
  paragraphs: string[]
}

export interface HeadingTextPair {
  title: string
  text: string
}

/** The home page (and the about page, which shows its `aboutUs` and partner logos). */
export interface HomeContent {
  /** Search-engine title, description and keywords; `{company}` is the company name setting. */
  homeMeta: { title: string; description: string; keywords: string[] }
  /** Slides of the home carousel (3000 ms auto-advance, D47). */
  homeBanners: HomeBanner[]
  /** Heading and lead text above the grid of service tiles. */
  homeIntro: HeadingText
  homeFaqs: FaqItem[]
  /** The three steps beside the home page's free quote form (from the "How do I apply?" answer). */
  joinSteps: HeadingTextPair[]
  strengths: StrengthsBlock
  /** Business associates strip (invented, neutral names). */
  partnerLogos: PartnerLogo[]
  aboutUs: TextBlock
}

export interface OfferNavItem {
  label: string
  /** An in-page anchor (`#products`) or a site path. */
  href: string
}

export interface OfferPriceRow {
  product: string
  mrp: string
  partnerPrice: string
}

export interface OfferDiscountRow {
  min: string
  max: string
  discount: string
}

export interface OfferImage {
  image: string
  alt: string
  caption: string
}

export interface OfferTab {
  id: 'who' | 'vision' | 'history'
  label: string
  paragraphs: string[]
}

export interface OfferProduct {
  title: string
  text: string
  icon: string
}

export interface OfferPartnerLogo {
  name: string
  image: string
}

/** The DSC partner offer landing page (/offers). Prices shown there are illustrative. */
export interface OfferContent {
  navLabels: OfferNavItem[]
  hero: { heading: string; subheading: string; image: string; imageAlt: string }
  offerTable: { heading: string; columns: OfferPriceRow; rows: OfferPriceRow[]; note: string }
  benefitImages: OfferImage[]
  aboutHeading: string
  aboutTabs: OfferTab[]
  productsHeading: string
  products: OfferProduct[]
  pricing: {
    heading: string
    columns: OfferDiscountRow
    discountTable: OfferDiscountRow[]
    note: string
    benefitsHeading: string
    benefits: string[]
  }
  termsHeading: string
  terms: string[]
  partners: { heading: string; logos: OfferPartnerLogo[]; tagline: string }
}

/**
 * Privacy notice under the Digital Personal Data Protection Act, 2023. The page shows the contact details
 * (Grievance Officer name, e-mail address, postal address) from the settings; they are not written here.
 */
export interface PrivacyNotice {
  heading: string
  intro: string[]
  sections: ContentSection[]
}

export interface PrivacyContent {
  privacy: PrivacyNotice
  /** Version (date) of the privacy notice, shown on the page; the one stored with each submission. */
  privacyNoticeVersion: string
  /** One-line notice shown under every public form, linking to the privacy notice. */
  formNotice: string
}

/**
 * The retail partner agreement shown on /termsconditions. The renderer numbers the clauses in this order (1, 2, 3
 * ...), and the cross-references in the text ("clause 4") depend on that order.
 */
export interface TermsContent {
  terms: NumberedClause[]
  termsLastUpdated: string
}
