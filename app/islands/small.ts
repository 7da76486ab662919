import { all, scrollBehavior } from './dom.ts'

/** Copy buttons (app/components/ui/copy-button.tsx): copy their value and say "Copied" for two seconds. */
export function initCopyButtons(): void {
  for (const button of all<HTMLButtonElement>('button[data-copy]')) {
    if (!navigator.clipboard) continue // An insecure page or an old browser: the button stays out of sight.
    const status = button.querySelector('[data-copy-status]')
    let timer: number | undefined
    const show = (copied: boolean) => {
      // The button carries its two words in the page's language.
      if (status) status.textContent = (copied ? button.dataset.copyDone : button.dataset.copyIdle) ?? ''
      for (const icon of all('[data-when]', button)) {
        icon.classList.toggle('hidden', icon.dataset.when !== (copied ? 'copied' : 'idle'))
      }
    }
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(button.dataset.copy ?? '').then(
        () => {
          show(true)
          window.clearTimeout(timer)
          timer = window.setTimeout(() => show(false), 2000)
        },
        () => undefined,
      )
    })
    button.dataset.ready = 'true'
  }
}

/**
 * Spec (offer page): a product card's icon takes the visitor back to the top of the page; focus goes along to the
 * page's heading for keyboard users.
 */
export function initBackToTop(): void {
  for (const button of all('[data-back-to-top]')) {
    button.addEventListener('click', () => {
      window.scrollTo({ top: 0, behavior: scrollBehavior() })
      document.querySelector<HTMLElement>('[data-page-top]')?.focus({ preventScroll: true })
    })
  }
}
