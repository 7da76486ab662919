import { CheckCircleIcon } from '#app/components/ui/icons.tsx'
import type { StrengthsBlock } from '#app/content/types.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SectionHeading } from './section-heading.tsx'

/**
 * The support-and-strengths section of the home and About pages: the network's claims as figures, and how partners
 * are supported.
 */
export function StrengthsSection({ strengths }: { strengths: StrengthsBlock }) {
  const t = useT('site')
  const headingId = 'strengths-heading'
  return (
    <section aria-labelledby={headingId} className="bg-navy py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id={headingId} eyebrow={t('strengths.eyebrow')} title={strengths.heading} tone="dark">
            <p>{strengths.intro}</p>
          </SectionHeading>
          <ul className="mt-6 grid gap-3">
            {strengths.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-100">
                <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {strengths.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-white/[0.07] p-5 sm:p-6 ring-1 ring-white/10"
            >
              <dt className="mt-1 text-slate-200">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
