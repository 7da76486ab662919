import useEmblaCarousel from 'embla-carousel-react'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { PauseIcon, PlayIcon } from '#app/components/ui/icons.tsx'
import { usePrefersReducedMotion } from '#app/components/ui/use-reduced-motion.ts'

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
 * An Embla carousel that auto-advances at a fixed interval, without arrows (spec section 2), and follows D47: it
 * pauses while the mouse is over it or keyboard focus is inside it, has a visible pause/play button, and does not
 * auto-advance when the visitor prefers reduced motion (they can still press play).
 * Follows the WAI-ARIA carousel pattern: slides are groups, and slides out of view are inert.
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  className = '',
  controlsClassName = '',
  tone = 'light',
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 28 })
  const [selected, setSelected] = useState(0)
  // null: the visitor has not chosen, so the default applies (play, unless they prefer reduced motion).
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const playing = playChoice ?? !reducedMotion
  const running = playing && !hovered && !focused && slides.length > 1

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

  // One timer per shown slide: every slide, whether reached automatically or picked, stays for the full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the timer on purpose.
  useEffect(() => {
    if (!api || !running) return
    const timer = window.setTimeout(() => api.scrollNext(reducedMotion), intervalMs)
    return () => window.clearTimeout(timer)
  }, [api, running, intervalMs, selected, reducedMotion])

  const show = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion])

  // Hover and focus pause the slideshow (D47). Native listeners: the region itself is not an interactive element.
  const rootRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    // The pause button does not count as focus inside: pressing Play there must start the slideshow.
    const countsAsFocus = (target: EventTarget | null) =>
      target instanceof Element && !target.closest('[data-carousel-toggle]')
    const onFocusIn = (e: FocusEvent) => setFocused(countsAsFocus(e.target))
    const onFocusOut = (e: FocusEvent) => {
      if (!root.contains(e.relatedTarget as Node | null)) setFocused(false)
    }
    // Touch screens send pointerenter on tap but no pointerleave, so only a mouse pauses by hovering.
    const onEnter = (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true)
    const onLeave = (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(false)
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    root.addEventListener('pointerenter', onEnter)
    root.addEventListener('pointerleave', onLeave)
    return () => {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
      root.removeEventListener('pointerenter', onEnter)
      root.removeEventListener('pointerleave', onLeave)
    }
  }, [])

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
      data-selected-index={selected}
      // Present once the carousel works in the browser (after hydration); tests and styles can wait for it.
      data-ready={api ? true : undefined}
      data-running={Boolean(api) && running}
      ref={rootRef}
      className={`relative ${className}`}
    >
      <div>
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y" aria-live={running ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
                aria-hidden={i !== selected}
                inert={i !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>
      </div>
      {slides.length > 1 && (
        <div className={`flex items-center gap-1 ${controlsClassName}`}>
          <button
            type="button"
            data-carousel-toggle
            onClick={() => setPlayChoice(!playing)}
            className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${controlTone}`}
          >
            {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
            <span className="sr-only">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
          </button>
          <div className="flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                aria-current={i === selected}
                onClick={() => show(i)}
                className={`group inline-flex h-9 w-7 items-center justify-center rounded-full ${controlTone}`}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    i === selected ? 'w-6' : 'w-2.5'
                  } ${dotTone}`}
                />
                <span className="sr-only">
                  Show slide {i + 1}: {slide.title}
                </span>
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
}
