import { all, onReducedMotionChange, prefersReducedMotion } from './dom.ts'

/**
 * Runs a carousel rendered by app/components/ui/carousel.tsx: it advances every `data-interval` ms without arrows
 * (spec section 2) and follows D47: it pauses while the mouse is over it or keyboard focus is inside it, has a
 * pause/play button, and does not advance by itself when the visitor prefers reduced motion (they can press play).
 * Slides out of view are inert and hidden from assistive technology; while it runs, slide changes are not
 * announced (aria-live off), and when it stops they are.
 *
 * The slides sit in a horizontal scroller with CSS scroll snapping (one slide per snap point), so a finger swipes
 * between them natively; the script only scrolls to a slide and reads which slide the scroller rests on (ADR 0108:
 * Embla's start-up and slide changes were the home page's largest main-thread work).
 */
function runCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  if (!viewport) return
  const slides = all('[data-carousel-slide]', root)
  const dots = all<HTMLButtonElement>('[data-carousel-dot]', root)
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
  const track = viewport.firstElementChild as HTMLElement | null
  const interval = Number(root.dataset.interval) || 3000
  let selected = 0

  // null: the visitor has not chosen, so the default applies (play, unless they prefer reduced motion).
  let playChoice: boolean | null = null
  let hovered = false
  let focused = false
  let timer: number | undefined
  let timed = '' // The slide and running state the current timer was started for.

  const playing = () => playChoice ?? !prefersReducedMotion()
  const running = () => playing() && !hovered && !focused && slides.length > 1

  // One timer per shown slide: every slide, whether reached automatically or picked, stays for the full interval.
  const update = () => {
    root.dataset.selectedIndex = String(selected)
    slides.forEach((slide, i) => {
      slide.inert = i !== selected
      if (i === selected) slide.removeAttribute('aria-hidden')
      else slide.setAttribute('aria-hidden', 'true')
    })
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === selected))
    })
    const isPlaying = playing()
    if (toggle) {
      for (const icon of all('[data-when]', toggle)) {
        icon.classList.toggle('hidden', icon.dataset.when !== (isPlaying ? 'playing' : 'paused'))
      }
      const label = toggle.querySelector('[data-toggle-label]')
      if (label) label.textContent = isPlaying ? 'Pause slideshow' : 'Play slideshow'
    }
    const isRunning = running()
    root.dataset.running = String(isRunning)
    track?.setAttribute('aria-live', isRunning ? 'off' : 'polite')
    if (timed === `${selected}:${isRunning}`) return
    timed = `${selected}:${isRunning}`
    window.clearTimeout(timer)
    if (isRunning) timer = window.setTimeout(() => scrollToSlide((selected + 1) % slides.length), interval)
  }

  // The chosen slide counts as shown at once (its timer starts, its dot is current); the scroller follows, smoothly
  // unless the visitor prefers reduced motion. After the last slide the scroller goes back to the first.
  const scrollToSlide = (i: number) => {
    selected = i
    scrollingTo = i
    update()
    viewport.scrollTo({ left: i * viewport.clientWidth, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  }
  // A swipe (or the scroller's own keys) ends on a snap point: once scrolling has rested, that slide is the shown one.
  // While the script's own smooth scroll is under way it passes the slides in between, and on a busy phone it can
  // stall there for longer than the settle delay: that is not the scroller resting, so it must not show the slide
  // passed (which would restart that slide's timer and then jump on). Until the scroller reaches the chosen slide,
  // only a person's own touch, wheel or key hands the choice back to where it rests.
  let scrollingTo: number | undefined
  for (const intent of ['pointerdown', 'touchstart', 'wheel', 'keydown']) {
    viewport.addEventListener(
      intent,
      () => {
        scrollingTo = undefined
      },
      { passive: true },
    )
  }
  let settle: number | undefined
  viewport.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(settle)
      settle = window.setTimeout(() => {
        const resting = Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth))
        if (scrollingTo !== undefined) {
          if (resting === scrollingTo) scrollingTo = undefined
          return
        }
        if (resting !== selected && resting >= 0 && resting < slides.length) {
          selected = resting
          update()
        }
      }, 120)
    },
    { passive: true },
  )
  // A new width (turning a phone) moves the snap points: stay on the shown slide.
  window.addEventListener('resize', () => viewport.scrollTo({ left: selected * viewport.clientWidth }))
  onReducedMotionChange(update)
  toggle?.addEventListener('click', () => {
    playChoice = !playing()
    update()
  })
  dots.forEach((dot, i) => {
    dot.addEventListener('click', () => scrollToSlide(i))
  })
  // The pause button does not count as focus inside: pressing Play there must start the slideshow.
  const countsAsFocus = (target: EventTarget | null) =>
    target instanceof Element && !target.closest('[data-carousel-toggle]')
  root.addEventListener('focusin', (e) => {
    focused = countsAsFocus(e.target)
    update()
  })
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) {
      focused = false
      update()
    }
  })
  // Touch screens send pointerenter on tap but no pointerleave, so only a mouse pauses by hovering.
  root.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return
    hovered = true
    update()
  })
  root.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'mouse') return
    hovered = false
    update()
  })
  update()
  root.dataset.ready = 'true'
}

export function initCarousels(): void {
  for (const root of all('[data-carousel]')) runCarousel(root)
}
