import { Link } from 'react-router'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'
import { InlineArtwork } from '#app/components/ui/inline-artwork.tsx'
import type { HomeBanner } from '#app/content/types.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import bannerOne from '../../../public/images/banners/banner-1.svg?raw'
import { SiteImage } from './site-image.tsx'

/**
 * The home carousel of service banners. The artwork is 1200 x 480 with a dark left 40%: on wide screens the headline
 * sits over that part; on phones the picture is cropped to its illustration and the headline follows below it.
 */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  const t = useT('site')
  const locale = useLocale()
  return (
    <Carousel
      label={t('banners.label')}
      tone="light"
      className="bg-navy"
      controlsClassName="absolute right-3 bottom-3 rounded-full bg-navy/60 px-1 backdrop-blur-sm md:right-6 md:bottom-5"
      slides={banners.map((banner, i) => ({
        key: banner.image,
        title: banner.title,
        content: (
          <div className="relative h-full bg-navy">
            {i === 0 && banner.image === 'banner-1.svg' ? (
              // The first banner is drawn inline: the page's hero needs no request of its own, so it paints with the
              // HTML instead of queueing behind the scripts.
              <InlineArtwork
                svg={bannerOne}
                label={banner.imageAlt}
                crop="cover-right"
                className="block aspect-[3/2] w-full md:aspect-[5/2] md:max-h-[32rem]"
              />
            ) : (
              <SiteImage
                src={`/images/banners/${banner.image}`}
                alt={banner.imageAlt}
                width={1200}
                height={480}
                className="block aspect-[3/2] w-full object-cover object-right md:aspect-[5/2] md:max-h-[32rem]"
              />
            )}
            <div className="md:absolute md:inset-0">
              <div className="container-page flex h-full items-center pt-5 pb-16 md:py-0">
                <div className="md:w-[42%] md:max-w-lg">
                  <h2 className="text-2xl font-bold text-balance text-white md:text-3xl lg:text-[2.6rem] lg:leading-tight">
                    {banner.title}
                  </h2>
                  <p className="mt-3 text-slate-200 md:hidden lg:block lg:text-lg">{banner.text}</p>
                  <Link
                    to={localizedPath(banner.href, locale)}
                    className="mt-5 inline-flex items-center gap-2 rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-navy shadow-sm transition-colors hover:bg-white"
                  >
                    {t('banners.learnMore')}
                    <span className="sr-only">: {banner.title}</span> <ArrowRightIcon className="h-4 w-4" />
                  </Link>
                </div>
              </div>
            </div>
          </div>
        ),
      }))}
    />
  )
}
