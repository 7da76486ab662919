import EmblaCarousel from 'embla-carousel'
import { all, onReducedMotionChange, prefersReducedMotion } from './dom.ts'

/**
 * Runs a carousel rendered by app/components/ui/carousel.tsx: it advances every `data-interval` ms without arrows
 * (spec section 2) and follows D47: it pauses while the mouse is over it or keyboard focus is inside it, has a
 * pause/play button, and does not advance by itself when the visitor prefers reduced motion (they can press play).
 * Slides out of view are inert and hidden from assistive technology; while it runs, slide changes are not
 * announced (aria-live off), and when it stops they are.
 */
function runCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  if (!viewport) return
  const slides = all('[data-carousel-slide]', root)
  const dots = all<HTMLButtonElement>('[data-carousel-dot]', root)
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
  const track = viewport.firstElementChild as HTMLElement | null
  const interval = Number(root.dataset.interval) || 3000
  const api = EmblaCarousel(viewport, { loop: true, duration: 28 })

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
    const selected = api.selectedScrollSnap()
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
    if (isRunning) timer = window.setTimeout(() => api.scrollNext(prefersReducedMotion()), interval)
  }

  api.on('select', update).on('reInit', update)
  onReducedMotionChange(update)
  toggle?.addEventListener('click', () => {
    playChoice = !playing()
    update()
  })
  dots.forEach((dot, i) => {
    dot.addEventListener('click', () => api.scrollTo(i, prefersReducedMotion()))
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
