import { useRouteLoaderData } from 'react-router'
import type { PublicSettings } from '#app/lib/settings.server.ts'

/** The company facts of the settings (D40), from the root loader, for any component on any page. */
export function useSite(): PublicSettings {
  const data = useRouteLoaderData('root') as { site: PublicSettings } | undefined
  if (!data) throw new Error('useSite must be used below the root route')
  return data.site
}

/** Replaces the `{company}` token of content text with the company name. */
export function withCompany(text: string, site: Pick<PublicSettings, 'companyName'>): string {
  return text.replaceAll('{company}', site.companyName)
}

/** A phone number as a tel: link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
