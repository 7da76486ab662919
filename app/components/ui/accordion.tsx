import { Accordion } from 'radix-ui'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'

export interface AccordionItemData {
  question: string
  answer: string[]
}

/**
 * A question-and-answer accordion on Radix (keyboard: Tab between questions, Enter/Space to open or close, arrow
 * keys, Home and End). Answers stay in the HTML while closed (hidden with CSS) so search engines and in-page search
 * find them.
 */
export function QuestionAccordion({
  items,
  firstOpen = false,
  headingLevel = 3,
  className = '',
}: {
  items: AccordionItemData[]
  firstOpen?: boolean
  headingLevel?: 2 | 3 | 4
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={firstOpen ? 'item-0' : undefined}
      className={`divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white ${className}`}
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`item-${i}`} className="group/item">
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy transition-colors hover:bg-brand-50 data-[state=open]:text-brand-700">
                <span>{item.question}</span>
                <ChevronDownIcon className="h-5 w-5 shrink-0 text-brand-600 transition-transform duration-200 group-data-[state=open]/item:rotate-180 motion-reduce:transition-none" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden">
            <div className="grid gap-3 leading-relaxed">
              {item.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
