import { ChevronDownIcon } from '#app/components/ui/icons.tsx'

export interface AccordionItemData {
  question: string
  answer: string[]
}

/**
 * A question-and-answer accordion of native disclosure elements (`<details>`), so it opens and closes by mouse,
 * Enter and Space before and without script. One answer is open at a time (the `name` groups them). The islands
 * module adds the arrow keys, Home and End between questions (app/islands/accordion.ts). Answers stay in the HTML
 * while closed, so search engines and in-page search find them.
 */
export function QuestionAccordion({
  items,
  firstOpen = false,
  className = '',
  name = 'faq',
}: {
  items: AccordionItemData[]
  firstOpen?: boolean
  className?: string
  /** Groups the items so that opening one closes the others. */
  name?: string
}) {
  return (
    <div
      data-accordion
      className={`divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white ${className}`}
    >
      {items.map((item, i) => (
        <details key={item.question} name={name} open={firstOpen && i === 0} className="group/item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy transition-colors hover:bg-brand-50 group-open/item:text-brand-700 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDownIcon className="h-5 w-5 shrink-0 text-brand-600 transition-transform duration-200 group-open/item:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="grid gap-3 px-5 pb-5 leading-relaxed text-slate-700">
            {item.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
