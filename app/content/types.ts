import type { FormService } from '#app/domain/enquiries/form-services.ts'

/**
 * Shapes of the typed marketing content. Content is data, not JSX: one page component renders any service.
 * Text may contain the token `{company}`, replaced by the company name setting (D40) when rendered.
 */

export type ServiceKey =
  | 'fastag'
  | 'human-atm'
  | 'aeps'
  | 'dsc'
  | 'dmt'
  | 'utility'
  | 'cash-collection'
  | 'instant-loan'
  | 'insurance'
  | 'gold'
  | 'assisted-ecommerce'

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

/** What the quote form on a page sends as `service`. */

export interface ServicePage {
  key: ServiceKey
  /** Canonical lower-case path, e.g. `/services/insurance`. */
  path: string
  /** Label in the header's Services menu, the footer and the home tiles. */
  navLabel: string
  /** Document <title>. */
  title: string
  metaDescription: string
  keywords: string[]
  /** Visible page heading (h1), also the last breadcrumb item. */
  heading: string
  /** One-line summary for the home page tile. */
  tileSummary: string
  /** Opening paragraphs under the heading. */
  intro: string[]
  /** Further sections (e.g. the DSC classes, the insurance kinds). */
  sections: ContentSection[]
  benefits: Benefit[]
  faqs: FaqItem[]
  /** Whether the first FAQ item starts open. */
  faqFirstOpen: boolean
  formService: FormService
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
