import { useContext, useMemo } from 'react'
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, useInRouterContext } from 'react-router'
import { translator } from '#app/lib/i18n/i18n.ts'
import { isLocale, type Locale, localeOfPath } from '#app/lib/i18n/locale.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/**
 * A message of the kit (a field's error, a form's error, an alert's text) in the reader's language: a catalogue text
 * (app/lib/errors.ts) shows in Hindi with its exact English as a second line on a Hindi page or a Hindi user's
 * office screen (ADR 0156); any other text, and every text on English pages, as it came. Outside a router (a
 * component rendered alone, as some tests do) there is no page language to read, and the text shows as it came.
 */
export function SpecText({ text }: { text: string }) {
  return useInRouterContext() ? <SpecMessage text={text} /> : text
}

/** A node that is a plain text is shown as a catalogue text (see SpecText); anything else as it is. */
export function specNode(node: React.ReactNode): React.ReactNode {
  return typeof node === 'string' ? <SpecText text={node} /> : node
}

/**
 * The language `useLocale()` finds (the signed-in user's in the office, the path's on public pages), read so that
 * the kit's own words also render outside a router (English there).
 */
function useKitLocale(): Locale {
  const location = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null
  const state = useContext(UNSAFE_DataRouterStateContext)
  const office = state?.loaderData['routes/office/layout'] as { locale?: unknown } | undefined
  if (isLocale(office?.locale)) return office.locale
  return location?.location ? localeOfPath(location.location.pathname) : 'en'
}

/** The office catalogue's translator for the kit's own words (the honeypot's label). */
export function useKitT() {
  const locale = useKitLocale()
  return useMemo(() => translator(locale, 'office'), [locale])
}
