import { QuestionAccordion } from '#app/components/ui/accordion.tsx'
import type { FaqItem } from '#app/content/types.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { faqPageJsonLd } from '#app/lib/meta.ts'
import { JsonLd } from './json-ld.tsx'
import { SectionHeading } from './section-heading.tsx'

/** A page's FAQ: heading, accordion and the matching FAQPage structured data. */
export function FaqSection({
  faqs,
  firstOpen = false,
  title,
  className = '',
}: {
  faqs: FaqItem[]
  firstOpen?: boolean
  title?: string
  className?: string
}) {
  const t = useT('site')
  return (
    <section aria-labelledby="faq-heading" className={className}>
      <SectionHeading id="faq-heading" title={title ?? t('faq.heading')} />
      <QuestionAccordion items={faqs} firstOpen={firstOpen} className="mt-6" />
      <JsonLd data={faqPageJsonLd(faqs)} />
    </section>
  )
}
