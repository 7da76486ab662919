import { eq } from 'drizzle-orm'
import { enquiries } from '#app/db/schema.ts'
import { type EnquiryKind, enquiryKinds } from '#app/domain/enquiries/kinds.ts'
import { PRIVACY_NOTICE_VERSION } from '#app/domain/enquiries/privacy-notice.ts'
import type { CallbackInput, QuoteInput } from '#app/domain/enquiries/schemas.ts'
import { fieldLines, indiaDateTime } from '#app/domain/mail/format.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { defaultLocale, type Locale, localeFacts } from '#app/lib/i18n/locale.ts'

/** Where a submission came from, recorded with it. */
export interface SubmissionOrigin {
  /** The client's address (TRUST_PROXY aware). */
  ip: string
  /** The site path of the page the form was on, or '' when unknown. */
  sourcePath: string
  /** The address the notification mail goes to: the INFO_EMAIL setting (D41). */
  notify: string
  /**
   * The language of the page the form was on (D55, ADR 0159): 'hi' for the pages under /hi. Absent (the older call
   * style, tests) is English.
   */
  language?: Locale
}

interface EnquiryValues {
  kind: Exclude<EnquiryKind, 'payment'>
  name: string
  email: string
  phone: string
  location: string
  service: string
  message: string
}

/**
 * Saves one enquiry and queues its mail to the info address in the same transaction (D41): when this resolves,
 * both are committed; when it rejects, neither is. Only then may the visitor be told it worked.
 * Values must have been parsed by the shared schema (lengths, phone, e-mail, no Aadhaar-like numbers).
 */
async function saveEnquiry(db: Db, values: EnquiryValues, origin: SubmissionOrigin): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        ...values,
        sourcePath: origin.sourcePath.slice(0, 200),
        language: origin.language ?? defaultLocale,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        ip: origin.ip.slice(0, 64) || null,
      })
      .returning({ id: enquiries.id, createdAt: enquiries.createdAt })
    const label = enquiryKinds[values.kind]
    const about = values.service ? ` (${values.service})` : ''
    const mail = await enqueueMail(tx, {
      to: origin.notify,
      // enqueueMail folds line breaks out of the subject, so a name can never add a header (ASVS 1.3.11).
      subject: `${label}${about} from ${values.name}`,
      text: [
        `A visitor sent a ${label.toLowerCase()} through the website.`,
        '',
        fieldLines([
          ['Name', values.name],
          ['E-mail', values.email],
          ['Phone', values.phone],
          ...(values.kind === 'callback' ? [] : ([['Location', values.location]] as const)),
          ...(values.kind === 'callback' ? [] : ([['Service', values.service]] as const)),
          ['Page', origin.sourcePath],
          // English mails stay as they were; a Hindi page's enquiry says so, for the reply in Hindi.
          ...(origin.language && origin.language !== defaultLocale
            ? ([['Language', localeFacts[origin.language].englishName]] as const)
            : []),
          ['Received', indiaDateTime(row!.createdAt)],
        ]),
        '',
        'Message:',
        values.message || '-',
        '',
        `Reference: enquiry ${row!.id}`,
      ].join('\n'),
    })
    // The inbox shows the mail's delivery beside the enquiry.
    await tx.update(enquiries).set({ mailId: mail.id }).where(eq(enquiries.id, row!.id))
    return { id: row!.id }
  })
}

/**
 * Records a quote or contact request (spec section 3; D41, D42). `kind` is `quote` for the home and service pages,
 * `contact` for the contact page and the older call style, `offer` for the DSC offer page.
 */
export function submitQuote(
  db: Db,
  input: QuoteInput,
  kind: Exclude<EnquiryKind, 'callback' | 'payment'>,
  origin: SubmissionOrigin,
): Promise<{ id: number }> {
  return saveEnquiry(db, { kind, ...input }, origin)
}

/** Records a Request a Callback submission from a blog post (spec section 3: e-mail and message usually empty). */
export function submitCallback(db: Db, input: CallbackInput, origin: SubmissionOrigin): Promise<{ id: number }> {
  return saveEnquiry(db, { kind: 'callback', location: '', service: '', ...input }, origin)
}
