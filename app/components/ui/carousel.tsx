import type { ReactNode } from 'react'
import { PauseIcon, PlayIcon } from '#app/components/ui/icons.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/** Spec section 9: the home and DSC carousels advance every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000

export interface CarouselSlide {
  key: string
  /** Short name of the slide, used by the slide picker ("Show slide 2: ..."). */
  title: string
  content: ReactNode
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string
  slides: CarouselSlide[]
  intervalMs?: number
  className?: string
  /** Classes of the bar that holds the pause button and the slide picker (its position over or under the slides). */
  controlsClassName?: string
  /** Colour of the controls: light on a dark picture, dark on a light one. */
  tone?: 'light' | 'dark'
}

/**
 * A carousel that auto-advances at a fixed interval, without arrows (spec section 2), and follows D47: it pauses
 * while the mouse is over it or keyboard focus is inside it, has a visible pause/play button, and does not
 * auto-advance when the visitor prefers reduced motion (they can still press play). Follows the WAI-ARIA carousel
 * pattern: slides are groups, and slides out of view are inert.
 *
 * Rendered on the server showing the first slide; the islands module (app/islands/carousel.ts) runs it (a scroller
 * with CSS scroll snapping, ADR 0108) and marks it `data-ready`. Its controls stay invisible (keeping their place, so nothing moves) until then.
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  className = '',
  controlsClassName = '',
  tone = 'light',
}: CarouselProps) {
  const t = useT('site')
  const controlTone =
    tone === 'light'
      ? 'text-white hover:bg-white/15 focus-visible:bg-white/15'
      : 'text-navy hover:bg-brand-50 focus-visible:bg-brand-50'
  const dotTone =
    tone === 'light'
      ? 'bg-white/55 group-aria-[current=true]:bg-white'
      : 'bg-slate-400 group-aria-[current=true]:bg-brand-600'

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel
      data-interval={intervalMs}
      data-selected-index={0}
      className={`group/carousel relative ${className}`}
    >
      <div>
        <div
          data-carousel-viewport
          // The scroller is a tab stop, as a scrollable region must be reachable by keyboard (a slide may hold no link):
          // its arrow keys move between slides, and focus there pauses the slideshow like any focus inside.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
          tabIndex={0}
          className="focus-visible:-outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600 snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          <div className="flex w-full" aria-live="polite">
            {slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { number: i + 1, total: slides.length, title: slide.title })}
                aria-hidden={i !== 0 || undefined}
                inert={i !== 0}
                data-carousel-slide
                className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>
      </div>
      {slides.length > 1 && (
        <div
          className={`invisible flex items-center gap-1 group-data-[ready=true]/carousel:visible ${controlsClassName}`}
        >
          <button
            type="button"
            data-carousel-toggle
            className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${controlTone}`}
          >
            <PauseIcon className="h-4 w-4" data-when="playing" />
            <PlayIcon className="hidden h-4 w-4" data-when="paused" />
            {/* The island shows the label of the button's state (its icon's): both are in the page, in its language. */}
            <span className="sr-only" data-when="playing">
              {t('carousel.pause')}
            </span>
            <span className="sr-only hidden" data-when="paused">
              {t('carousel.play')}
            </span>
          </button>
          <div className="flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                aria-current={i === 0}
                data-carousel-dot={i}
                className={`group inline-flex h-9 w-7 items-center justify-center rounded-full ${controlTone}`}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 w-2.5 rounded-full transition-all group-aria-[current=true]:w-6 motion-reduce:transition-none ${dotTone}`}
                />
                <span className="sr-only">{t('carousel.show', { number: i + 1, title: slide.title })}</span>
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
