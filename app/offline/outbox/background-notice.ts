import type { Locale } from '#app/lib/i18n/locale.ts'
import { crm as enCrm } from '#app/messages/en/crm.ts'
import { crm as hiCrm } from '#app/messages/hi/crm.ts'
import type { OutboxItem } from './rules.ts'

// The service worker's notification of a visit sent in the background that needs the user (ADR 0213). Apart from
// background.ts, which the CRM's pages load too: they must not load every language's words for it.

/**
 * The notification's words in each language. The worker has no i18next: it reads the catalogue's texts
 * 'outbox.background.refused', 'outbox.background.signin', 'outbox.background.open' and
 * 'outbox.background.openSignin' directly, in the language the page left in the tag.
 */
const noticeWords: Record<Locale, typeof enCrm.outbox.background> = {
  en: enCrm.outbox.background,
  hi: hiCrm.outbox.background,
}

/** What a notification says of a visit that needs the user: its title, text and the screen it opens. */
export function noticeOfItem(item: OutboxItem, locale: Locale): { title: string; body: string; url: string } {
  const words = noticeWords[locale]
  const signin = item.state === 'signin'
  const title = (signin ? words.signin : words.refused).replace('{{label}}', item.label)
  const body = signin ? words.openSignin : `${item.error ?? ''} ${words.open}`.trim()
  // A refused visit opens its own form to be fixed; one held for sign-in opens the list (sign-in comes first).
  const id = encodeURIComponent(item.id)
  const url = signin
    ? '/crm'
    : item.kind === 'lead'
      ? `/crm/leads/new?outbox=${id}`
      : `/crm/leads/${item.leadId}?outbox=${id}#follow-up`
  return { title, body, url }
}
