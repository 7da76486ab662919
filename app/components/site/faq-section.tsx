import { QuestionAccordion } from '#app/components/ui/accordion.tsx'
import type { FaqItem } from '#app/content/types.ts'
import { faqPageJsonLd } from '#app/lib/meta.ts'
import { JsonLd } from './json-ld.tsx'
import { SectionHeading } from './section-heading.tsx'

/** A page's FAQ: heading, accordion and the matching FAQPage structured data. */
export function FaqSection({
  faqs,
  firstOpen = false,
  title = 'Frequently Asked Questions',
  className = '',
}: {
  faqs: FaqItem[]
  firstOpen?: boolean
  title?: string
  className?: string
}) {
  return (
    <section aria-labelledby="faq-heading" className={className}>
      <SectionHeading id="faq-heading" title={title} />
      <QuestionAccordion items={faqs} firstOpen={firstOpen} className="mt-6" />
      <JsonLd data={faqPageJsonLd(faqs)} />
    </section>
  )
}
