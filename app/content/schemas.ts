import { z } from 'zod'
import type {
  ContentSection,
  FaqItem,
  HomeContent,
  NumberedClause,
  OfferContent,
  PrivacyContent,
  ServicePageBody,
  TermsContent,
} from '#app/content/types.ts'

/**
 * The shapes of app/content/types.ts as schemas: each page, its neutral facts laid over a language's document, is
 * checked against one when the content modules load (in the build, the prerender and the unit tests), so a document
 * with a missing, extra or misspelt key fails loudly (ADR 0165). Every object is strict; each schema is typed as
 * the shape it checks, so the two cannot drift apart. Key order follows the types: the parsed value has it.
 */

const text = z.string().min(1)
const texts = z.array(text)

const headingText = z.strictObject({ heading: text, text })
const titleText = z.strictObject({ title: text, text })
const textBlock = z.strictObject({ heading: text, paragraphs: texts })

const faqItem: z.ZodType<FaqItem> = z.strictObject({ question: text, answer: texts })

const contentSection: z.ZodType<ContentSection> = z.strictObject({
  heading: text,
  paragraphs: texts,
  bullets: texts.optional(),
})

const numberedClause: z.ZodType<NumberedClause> = textBlock

export const servicePageBodySchema: z.ZodType<ServicePageBody> = z.strictObject({
  title: text,
  metaDescription: text,
  keywords: texts,
  heading: text,
  intro: texts,
  highlights: z
    .strictObject({
      heading: text,
      label: text,
      slides: z.array(
        z.strictObject({
          title: text,
          text,
          image: text,
          imageAlt: text,
          link: z.strictObject({ href: text, label: text }).optional(),
        }),
      ),
    })
    .optional(),
  sections: z.array(contentSection),
  benefits: z.array(titleText),
  faqs: z.array(faqItem),
  faqFirstOpen: z.boolean(),
  phoneLine: z.enum(['dsc', 'other']),
  image: text,
  imageAlt: text,
})

export const homeContentSchema: z.ZodType<HomeContent> = z.strictObject({
  homeMeta: z.strictObject({ title: text, description: text, keywords: texts }),
  homeBanners: z.array(z.strictObject({ title: text, text, image: text, imageAlt: text, href: text })),
  homeIntro: headingText,
  homeFaqs: z.array(faqItem),
  joinSteps: z.array(titleText),
  strengths: z.strictObject({
    heading: text,
    intro: text,
    stats: z.array(z.strictObject({ value: text, label: text })),
    points: texts,
  }),
  partnerLogos: z.array(z.strictObject({ name: text, image: text })),
  aboutUs: textBlock,
})

const priceRow = z.strictObject({ product: text, mrp: text, partnerPrice: text })
const discountRow = z.strictObject({ min: text, max: text, discount: text })

export const offerContentSchema: z.ZodType<OfferContent> = z.strictObject({
  navLabels: z.array(z.strictObject({ label: text, href: text })),
  hero: z.strictObject({ heading: text, subheading: text, image: text, imageAlt: text }),
  offerTable: z.strictObject({ heading: text, columns: priceRow, rows: z.array(priceRow), note: text }),
  benefitImages: z.array(z.strictObject({ image: text, alt: text, caption: text })),
  aboutHeading: text,
  aboutTabs: z.array(z.strictObject({ id: z.enum(['who', 'vision', 'history']), label: text, paragraphs: texts })),
  productsHeading: text,
  products: z.array(z.strictObject({ title: text, text, icon: text })),
  pricing: z.strictObject({
    heading: text,
    columns: discountRow,
    discountTable: z.array(discountRow),
    note: text,
    benefitsHeading: text,
    benefits: texts,
  }),
  termsHeading: text,
  terms: texts,
  partners: z.strictObject({
    heading: text,
    logos: z.array(z.strictObject({ name: text, image: text })),
    tagline: text,
  }),
})

export const privacyContentSchema: z.ZodType<PrivacyContent> = z.strictObject({
  privacy: z.strictObject({ heading: text, intro: texts, sections: z.array(contentSection) }),
  privacyNoticeVersion: text,
  formNotice: text,
})

export const termsContentSchema: z.ZodType<TermsContent> = z.strictObject({
  terms: z.array(numberedClause),
  termsLastUpdated: text,
})
