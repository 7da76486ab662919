import { displayDate, displayIndiaDateTime } from '#app/lib/dates.ts'
import { defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'
import type { DigestContent, DigestLead, SuspectVisit } from './content.server.ts'
import { type DigestWords, digestWords } from './words.ts'

/**
 * The morning digest as a mail (D52, ADR 0137): a subject naming the day and the counts, a plain-text body and an
 * HTML body with the same rows. Every link is absolute on SITE_URL: a lead opens its detail, a person's "all" opens
 * the CRM list filtered to their due and overdue leads, and the footer links the page where the mail is turned off.
 */

/** The page of the user's own account area where the digest is turned off or on. */
export const DIGEST_SETTINGS_PATH = '/account/digest'

export interface DigestMail {
  subject: string
  text: string
  html: string
}

export interface RenderOptions {
  /** SITE_URL, without a trailing slash or with one. */
  siteUrl: string
  /** The recipient's name. */
  name: string
  companyShortName: string
  /** The recipient's language (D55, D61); English when not given. */
  locale?: Locale
}

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapeMap[c]!)
}

/** A value on one line (no line break can start a line of its own in the text part). */
function line(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`
}

/** The marks of a suspect visit, as the lead's timeline names them. */
export function suspectMarks(v: SuspectVisit, w: DigestWords = digestWords[defaultLocale]): string[] {
  const marks: string[] = []
  if (v.far) marks.push(v.distanceM === null ? w.far : w.farBy(distanceText(v.distanceM)))
  if (v.noLocation) marks.push(w.noLocation)
  if (v.oldPhoto) marks.push(w.oldPhoto)
  if (v.offlineAt) marks.push(w.offline(displayIndiaDateTime(v.offlineAt)))
  return marks
}

const num = (n: number) => n.toLocaleString('en-IN')

function leadWho(lead: DigestLead): string {
  return [lead.contactPerson, lead.mobile].map(line).filter(Boolean).join(', ')
}

export function renderDigest(content: DigestContent, options: RenderOptions): DigestMail {
  const w = digestWords[options.locale ?? defaultLocale]
  const site = options.siteUrl.replace(/\/+$/, '')
  const leadUrl = (srno: number) => `${site}/crm/leads/${srno}`
  const ownerUrl = (srno: number) => `${site}/crm?owner=${srno}&due=1&sort=nextVisit`
  const settingsUrl = `${site}${DIGEST_SETTINGS_PATH}`
  const yesterday = (() => {
    const [y, m, d] = content.day.split('-').map(Number)
    return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10)
  })()
  const overdueTotal = content.overdue.reduce((n, p) => n + p.total, 0)
  const suspectTotal = content.suspect.reduce((n, p) => n + p.total, 0)
  const dueTotal = content.dueToday.total

  const counts = [
    overdueTotal > 0 && w.countOverdue(num(overdueTotal)),
    suspectTotal > 0 && w.countSuspect(suspectTotal, num(suspectTotal)),
    dueTotal > 0 && w.countDue(num(dueTotal)),
  ].filter((c): c is string => typeof c === 'string')
  const subject = w.subject(displayDate(content.day), counts)

  const text: string[] = [w.greeting(line(options.name)), '']
  const html: string[] = [
    `<!doctype html><html lang="${w.htmlLang}"><head><meta charset="utf-8">`,
    `<title>${esc(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#ffffff">',
    `<p>${esc(w.greeting(line(options.name)))}</p>`,
  ]
  const th = 'style="text-align:left;padding:4px 8px;border-bottom:1px solid #cbd5e1"'
  const td = 'style="padding:4px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top"'
  const a = (href: string, label: string) => `<a href="${esc(href)}" style="color:#1d4ed8">${esc(label)}</a>`

  if (content.overdue.length > 0) {
    const title = w.overdueTitle(num(overdueTotal))
    text.push(title, '='.repeat(title.length))
    html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${esc(title)}</h2>`)
    for (const person of content.overdue) {
      text.push(w.personOverdueLine(line(person.name), num(person.total), ownerUrl(person.userSrno)))
      html.push(
        `<h3 style="font-size:16px;margin:16px 0 4px">${esc(w.personOverdueHeading(line(person.name), num(person.total)))}</h3>`,
      )
      if (person.leads.length > 0) {
        html.push(
          `<table style="border-collapse:collapse;font-size:14px"><thead><tr><th ${th}>${w.nextVisit}</th><th ${th}>${w.lead}</th><th ${th}>${w.contact}</th></tr></thead><tbody>`,
        )
      }
      for (const lead of person.leads) {
        text.push(
          `  - ${displayDate(lead.nextVisit)}  ${line(lead.businessName)}${leadWho(lead) ? ` (${leadWho(lead)})` : ''}  ${leadUrl(lead.leadSrno)}`,
        )
        html.push(
          `<tr><td ${td}>${displayDate(lead.nextVisit)}</td><td ${td}>${a(leadUrl(lead.leadSrno), line(lead.businessName))}</td><td ${td}>${esc(leadWho(lead))}</td></tr>`,
        )
      }
      if (person.leads.length > 0) html.push('</tbody></table>')
      const more = person.total - person.leads.length
      if (more > 0) {
        text.push(`  ${w.moreAt(num(more), ownerUrl(person.userSrno))}`)
      }
      html.push(
        `<p style="margin:4px 0 0;font-size:14px">${a(ownerUrl(person.userSrno), more > 0 ? w.allOverdueOf(num(person.total), line(person.name), num(more)) : w.listOf(line(person.name)))}</p>`,
      )
    }
    text.push('')
  }

  if (content.suspect.length > 0) {
    const title = w.suspectTitle(displayDate(yesterday), num(suspectTotal))
    text.push(title, '='.repeat(title.length))
    html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${esc(title)}</h2>`)
    for (const person of content.suspect) {
      const many = w.countSuspect(person.total, num(person.total))
      text.push(`${line(person.name)}: ${many}`)
      html.push(`<h3 style="font-size:16px;margin:16px 0 4px">${esc(line(person.name))}: ${esc(many)}</h3>`)
      if (person.visits.length > 0) {
        html.push(
          `<table style="border-collapse:collapse;font-size:14px"><thead><tr><th ${th}>${w.when}</th><th ${th}>${w.lead}</th><th ${th}>${w.why}</th></tr></thead><tbody>`,
        )
      }
      for (const visit of person.visits) {
        const when = `${displayIndiaDateTime(visit.at)} IST`
        const marks = suspectMarks(visit, w).join(', ')
        text.push(`  - ${when}  ${line(visit.businessName)}: ${marks}  ${leadUrl(visit.leadSrno)}`)
        html.push(
          `<tr><td ${td}>${esc(when)}</td><td ${td}>${a(leadUrl(visit.leadSrno), line(visit.businessName))}</td><td ${td}>${esc(marks)}</td></tr>`,
        )
      }
      if (person.visits.length > 0) html.push('</tbody></table>')
      const more = person.total - person.visits.length
      if (more > 0) {
        text.push(`  ${w.moreInReport(num(more))}`)
        html.push(`<p style="margin:4px 0 0;font-size:14px">${esc(w.moreInReport(num(more)))}</p>`)
      }
    }
    text.push('')
  }

  if (dueTotal > 0) {
    const title = w.dueTitle(num(dueTotal))
    text.push(title, '='.repeat(title.length))
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${esc(title)}</h2>`,
      `<table style="border-collapse:collapse;font-size:14px"><thead><tr><th ${th}>${w.lead}</th><th ${th}>${w.contact}</th></tr></thead><tbody>`,
    )
    for (const lead of content.dueToday.leads) {
      text.push(
        `  - ${line(lead.businessName)}${leadWho(lead) ? ` (${leadWho(lead)})` : ''}  ${leadUrl(lead.leadSrno)}`,
      )
      html.push(
        `<tr><td ${td}>${a(leadUrl(lead.leadSrno), line(lead.businessName))}</td><td ${td}>${esc(leadWho(lead))}</td></tr>`,
      )
    }
    html.push('</tbody></table>')
    const more = dueTotal - content.dueToday.leads.length
    if (more > 0) {
      text.push(`  ${w.moreAt(num(more), `${site}/crm?due=1&sort=nextVisit`)}`)
      html.push(
        `<p style="margin:4px 0 0;font-size:14px">${a(`${site}/crm?due=1&sort=nextVisit`, w.more(num(more)))}</p>`,
      )
    }
    text.push('')
  }

  text.push('--', w.footer(line(options.companyShortName)), w.turnOffAt(settingsUrl))
  html.push(
    '<hr style="margin:24px 0 8px;border:0;border-top:1px solid #cbd5e1">',
    `<p style="font-size:13px;color:#334155">${esc(w.footer(line(options.companyShortName)))} ${a(settingsUrl, w.turnOff)}</p>`,
    '</body></html>',
  )
  return { subject, text: text.join('\n'), html: html.join('\n') }
}
