/**
 * Shapes of the typed marketing content. Content is data, not JSX: one page component renders any service.
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
 * A service page's body, one file per service in app/content/services/. What the rest of the site needs to know
 * about a service (its key, path, menu label, summary, form value) is in app/lib/service-index.ts.
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
