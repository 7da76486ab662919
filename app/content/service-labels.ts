import { serviceIndexHi } from '#app/content/hi/service-index.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import { type Service, serviceIndex } from '#app/lib/service-index.ts'

/**
 * The services' menu names and one-line summaries in a language (header, footer, home tiles). Small on purpose:
 * what shows a menu loads this, not the service pages' bodies (those are in ./by-locale.ts).
 */
export function serviceLabel(service: Service, locale: Locale): { label: string; summary: string } {
  if (locale === 'en') return { label: service.label, summary: service.summary }
  const hi = serviceIndexHi[service.key]
  return { label: hi.label, summary: hi.summary }
}

/** Every service in menu order, with its path and its name and summary in `locale`. */
export function servicesIn(locale: Locale) {
  return serviceIndex.map((s) => ({ key: s.key, path: s.path, ...serviceLabel(s, locale) }))
}
