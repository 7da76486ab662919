import { Link } from 'react-router'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'
import { servicesIn } from '#app/content/service-labels.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { SiteImage } from './site-image.tsx'

/** The home page's grid of tiles, one per service page, plus a last tile that leads to the quote form. */
export function ServiceTiles({ quoteHref }: { quoteHref: string }) {
  const locale = useLocale()
  const t = useT('site')
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {servicesIn(locale).map((s) => (
        <li key={s.key}>
          <Link
            to={localizedPath(s.path, locale)}
            className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md sm:flex-col sm:gap-0 sm:p-6 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 sm:h-14 sm:w-14">
              <SiteImage
                src={`/images/icons/${s.key}.svg`}
                alt=""
                width={64}
                height={64}
                className="h-8 w-8 sm:h-9 sm:w-9"
              />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold text-navy sm:mt-4">{s.label}</h3>
              <p className="mt-1 flex-1 text-slate-600 sm:mt-2">{s.summary}</p>
              <span className="mt-4 hidden items-center gap-1.5 font-semibold text-brand-700 sm:inline-flex">
                {t('tiles.learnMore')}
                <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </span>
            </div>
          </Link>
        </li>
      ))}
      <li>
        <a
          href={quoteHref}
          className="flex h-full flex-col justify-between rounded-2xl bg-brand-600 p-6 text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          <span>
            <span className="block text-lg font-semibold">{t('tiles.notSure')}</span>
            <span className="mt-2 block text-brand-50">{t('tiles.notSureText')}</span>
          </span>
          <span className="mt-4 inline-flex items-center gap-1.5 font-semibold">
            {t('tiles.quote')} <ArrowRightIcon className="h-4 w-4" />
          </span>
        </a>
      </li>
    </ul>
  )
}
