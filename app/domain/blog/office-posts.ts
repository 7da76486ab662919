import type { Locale } from '#app/lib/i18n/locale.ts'

/**
 * The shapes of the office's blog screens, as the server reads them and the screens show them. Types only, so the
 * screens' client code may import them.
 */

/** A post in the office's list: every post, drafts too. */
export interface OfficePostRow {
  srno: number
  title: string
  slug: string
  author: string
  isoDate: string
  date: string
  published: boolean
  hasImage: boolean
}

/** One post as the editor shows it. */
export interface EditablePost {
  srno: number
  title: string
  slug: string
  author: string
  isoDate: string
  content: string
  published: boolean
  image: { src: string; narrowSrc: string } | null
  imageAlt: string
  /** The language the post is written in (ADR 0160). */
  language: Locale
}
