import { defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'

/**
 * The `lang` of a post's article on the blog's pages (ADR 0160): a post stays in the language it was written in, and
 * its article says which when that is not English or not the page's language.
 */
export function articleLang(language: Locale, pageLocale: Locale): Locale | undefined {
  return language !== defaultLocale || language !== pageLocale ? language : undefined
}

/** A post's picture in its two widths (600 and 1200 pixels), for `srcSet`. */
export function postImageSrcSet(image: { narrowSrc: string; src: string }): string {
  return `${image.narrowSrc} 600w, ${image.src} 1200w`
}
