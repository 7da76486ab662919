import type { ImgHTMLAttributes } from 'react'

type SiteImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> & {
  src: string
  alt: string
  width: number
  height: number
  /** In the first screen (the page's largest paint): fetched at once, ahead of the scripts, instead of lazily. */
  first?: boolean
}

/**
 * One picture of a public page. Every picture states its size (no layout shift) and is decoded off the main thread;
 * pictures below the first screen load lazily, and the first screen's one is fetched with high priority.
 */
export function SiteImage({ first = false, alt, ...props }: SiteImageProps) {
  return first ? (
    <img {...props} alt={alt} fetchPriority="high" decoding="async" />
  ) : (
    <img {...props} alt={alt} loading="lazy" decoding="async" />
  )
}
