import type { TFunction } from 'i18next'
import { defaultLocale, type Locale } from '#app/lib/i18n/locale.ts'
import { valueLabel } from './labels.ts'

/**
 * A lead's activity line in the reader's language (ADR 0163). The activity log is a record: its lines are written
 * once, in English, and stay so (reports and audits read them as written). An English screen shows each line as
 * stored; a Hindi screen recognises the lines the CRM writes (app/domain/leads/*) and says them in Hindi, with the
 * names, numbers, dates and values they carry; a line it does not recognise is shown as stored.
 */

type Rule = { pattern: RegExp; say: (t: TFunction<'crm'>, m: RegExpExecArray) => string }

const editedFields: Record<string, 'businessName' | 'mobile' | 'email' | 'address' | 'volume'> = {
  'business name': 'businessName',
  mobile: 'mobile',
  'e-mail': 'email',
  address: 'address',
  'expected volume': 'volume',
}

const hows: Record<string, 'one' | 'withOthers' | 'all'> = {
  'Lead given': 'one',
  'Lead given (with others)': 'withOthers',
  'Moved with all leads': 'all',
}

const contactOutcomes: Record<string, 'reached' | 'no-answer' | 'call-back'> = {
  reached: 'reached',
  'no answer': 'no-answer',
  'call back': 'call-back',
}

function marksText(t: TFunction<'crm'>, marks: string): string {
  return marks
    .split(', ')
    .map((mark) => {
      const far = /^(\d+) m from the lead$/.exec(mark)
      if (far) return t('activity.metres', { n: far[1] })
      return mark === 'old photo' ? t('activity.oldPhoto') : mark
    })
    .join(', ')
}

const rules: Rule[] = [
  {
    pattern: /^Created lead (.+) with the first visit( \(old photo\))?$/s,
    say: (t, m) => t('activity.created', { name: m[1], old: m[2] ? ` (${t('activity.oldPhoto')})` : '' }),
  },
  {
    pattern: /^Created lead (.+) from web enquiry (\d+) for (.+), first visit due (\d{2}\/\d{2}\/\d{4})$/s,
    say: (t, m) => t('activity.fromEnquiry', { name: m[1], n: m[2], who: m[3], date: m[4] }),
  },
  {
    pattern:
      /^Follow-up visit: (.+?)(?:, next visit (\d{2}\/\d{2}\/\d{4}))?(?: \(((?:\d+ m from the lead|old photo)(?:, (?:\d+ m from the lead|old photo))*)\))?$/s,
    say: (t, m) =>
      t('activity.followUp', {
        status: valueLabel(t, 'status', m[1]!),
        next: m[2] ? t('activity.nextVisit', { date: m[2] }) : '',
        marks: m[3] ? ` (${marksText(t, m[3])})` : '',
      }),
  },
  {
    pattern: /^Status changed from (.+) to (.+)$/s,
    say: (t, m) =>
      t('activity.statusChanged', { from: valueLabel(t, 'status', m[1]!), to: valueLabel(t, 'status', m[2]!) }),
  },
  {
    pattern:
      /^Edited ((?:business name|mobile|e-mail|address|expected volume)(?:, (?:business name|mobile|e-mail|address|expected volume))*)$/,
    say: (t, m) =>
      t('activity.edited', {
        fields: m[1]!
          .split(', ')
          .map((f) => t(`activity.fields.${editedFields[f]!}`))
          .join(', '),
      }),
  },
  { pattern: /^Viewed the visit file (.+)$/s, say: (t, m) => t('activity.viewed', { name: m[1] }) },
  { pattern: /^Downloaded the visit file (.+)$/s, say: (t, m) => t('activity.downloaded', { name: m[1] }) },
  {
    pattern: /^(Lead given \(with others\)|Lead given|Moved with all leads) from (.+) to (.+)$/s,
    say: (t, m) => t('activity.given', { how: t(`activity.how.${hows[m[1]!]!}`), from: m[2], to: m[3] }),
  },
  {
    pattern: /^Imported lead (.+) from import #(\d+) \((.+)\), row (\d+), for (.+)$/s,
    say: (t, m) => t('activity.imported', { name: m[1], n: m[2], file: m[3], row: m[4], who: m[5] }),
  },
  {
    pattern: /^Merged lead #(\d+) (.+) into this lead(.*)$/s,
    say: (t, m) => t('activity.merged', { n: m[1], name: m[2], rest: m[3] }),
  },
  {
    // D60: a call or WhatsApp message and its outcome (contacts.server.ts).
    pattern:
      /^(Call|WhatsApp): (reached|no answer|call back)(?: on (\d{2}\/\d{2}\/\d{4}))?(?:, next visit (\d{2}\/\d{2}\/\d{4}))?$/,
    say: (t, m) =>
      t('activity.contact', {
        channel: t(`contact.channels.${m[1] === 'Call' ? 'call' : 'whatsapp'}`),
        outcome: t(`contact.outcomes.${contactOutcomes[m[2]!]!}`, { date: m[3] ?? '' }),
        next: m[4] ? t('activity.nextVisit', { date: m[4] }) : '',
      }),
  },
  {
    // D57: a lead's place set by hand (set-pin.server.ts).
    pattern: /^Place set on the map: (.+) \(was (.+)\)$/,
    say: (t, m) => t('activity.pinned', { to: m[1], from: m[2] === 'none' ? t('activity.noPlace') : m[2] }),
  },
  {
    pattern: /^Turned web enquiry (\d+) into lead (\d+)$/,
    say: (t, m) => t('activity.turned', { n: m[1], lead: m[2] }),
  },
]

/** The activity line as the reader reads it: as stored in English, in Hindi when the CRM wrote it. */
export function activityText(t: TFunction<'crm'>, locale: Locale, stored: string): string {
  if (locale === defaultLocale) return stored
  for (const { pattern, say } of rules) {
    const found = pattern.exec(stored)
    if (found) return say(t, found)
  }
  return stored
}
