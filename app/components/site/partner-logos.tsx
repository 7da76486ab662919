import { useT } from '#app/lib/i18n/react.ts'
import { SiteImage } from './site-image.tsx'

/** A row of partner logos (the home page's business associates, the offer page's partners). */
export function PartnerLogos({
  logos,
  folder,
  width,
  height,
}: {
  logos: readonly { name: string; image: string }[]
  /** Folder under /images holding the logo files. */
  folder: string
  width: number
  height: number
}) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
      {logos.map((logo) => (
        <li key={logo.name}>
          <SiteImage
            src={`/images/${folder}/${logo.image}`}
            alt={logo.name}
            width={width}
            height={height}
            className="h-auto w-36 opacity-90 transition hover:opacity-100 sm:w-44"
          />
        </li>
      ))}
    </ul>
  )
}

/** The business-associates strip of four partner logos (spec section 1), on the home and about pages. */
export function BusinessAssociates({
  logos,
  className = '',
}: {
  logos: readonly { name: string; image: string }[]
  className?: string
}) {
  const t = useT('site')
  return (
    <section aria-labelledby="associates-heading" className={`bg-slate-50 py-12 ${className}`}>
      <div className="container-page">
        <h2 id="associates-heading" className="text-center text-lg font-semibold text-slate-600">
          {t('associates')}
        </h2>
        <div className="mt-6">
          <PartnerLogos logos={logos} folder="partners" width={240} height={96} />
        </div>
      </div>
    </section>
  )
}
