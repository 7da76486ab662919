import { serviceIndexHi } from '#app/content/hi/service-index.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import { type Service, type ServiceKey, serviceIndex } from '#app/lib/service-index.ts'

/**
 * The services' menu names and one-line summaries in a language (header, footer, home tiles). Small on purpose:
 * what shows a menu loads this, not the service pages' bodies (those are in ./by-locale.ts). English is the service
 * index's own; every other language has its table, and a language in the list without one is a compile error here.
 */
const labels: Record<Locale, Record<ServiceKey, { label: string; summary: string }>> = {
  en: Object.fromEntries(serviceIndex.map((s) => [s.key, { label: s.label, summary: s.summary }])) as Record<
    ServiceKey,
    { label: string; summary: string }
  >,
  hi: serviceIndexHi,
}

export function serviceLabel(service: Service, locale: Locale): { label: string; summary: string } {
  const { label, summary } = labels[locale][service.key]
  return { label, summary }
}

/** Every service in menu order, with its path and its name and summary in `locale`. */
export function servicesIn(locale: Locale) {
  return serviceIndex.map((s) => ({ key: s.key, path: s.path, ...serviceLabel(s, locale) }))
}
