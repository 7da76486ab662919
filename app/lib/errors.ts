/**
 * The one error catalogue: the spec's codes with their exact texts (section 8), the other messages of sections 5
 * and 8, and the product's own messages. Texts are requirements: keep their spelling exactly as written.
 */

export const messages = {
  ERR0000: 'Unidentified Error. Please contact to administrator',
  MSG0000: 'SUCCESS',
  MSG0001: 'Invalid username or password.',
  MSG0002: 'Session has been expired. Please login again.',
  MSG0003: 'User is inactive.',
  MSG0004: 'User is blocked by Admin or Head office.',
  MSG0005: 'Please check password policy.',
  MSG0006: 'Please fill mandatory feilds.',
  MSG0007: 'Date of birth sould be less than today.',
  MSG0008: 'Payment does not tally. Please check.',
  MSG0009: 'New password and confirm password does not match.',

  // Section 5 and 8: other messages of the old client.
  UPLOAD_FAILED: 'Upload error. Try again.',
  RESET_FIELDS_REQUIRED: 'Invalid User Id or Email Id.',
  PAY_NAME_REQUIRED: 'Please fill Name.',
  PAY_EMAIL_REQUIRED: 'Please fill Email.',
  PAY_PHONE_REQUIRED: 'Please fill Contact Number.',
  PAY_AMOUNT_REQUIRED: 'Please fill Amount.',
  LEAD_MANDATORY: 'Please Fill Mendatory Fields.',
  LEAD_STATUS_REQUIRED: 'Please select status to proceed.',
  SELFIE_REQUIRED: 'Please select file to upload selfie.',
  FILE_NAME_DOTS: '(.) not allowed in file name.',
  FILE_TOO_LARGE: 'Please select a file with in 10 MB size.',
  LEAD_SAVE_FAILED: 'Not able to save order. Please contact to administrator.',
  LEAD_SAVED: 'Lead has been saved.',
  /** The product's own: a follow-up visit was saved. */
  VISIT_SAVED: 'Visit has been saved.',
  /** D58: the start and the end of a field user's working day were saved. */
  DAY_STARTED: 'Your day has been started.',
  DAY_ENDED: 'Your day has been ended.',
  /** A CRM screen shown from the phone's offline copy (issue 19 §1): `{time}` is when that copy was saved. */
  OFFLINE_COPY: 'offline copy, updated {time}',
  /** A CRM page never saved on the phone, opened with no connection (the service worker's answer, ADR 0148). */
  OFFLINE_TITLE: 'You are offline',
  OFFLINE_NOT_SAVED:
    'This page has not been saved on this phone. The leads list and the leads you opened are readable offline.',
  OFFLINE_OPEN_LIST: 'Open the leads list',
  /** A CRM page opened with no connection and no session on the phone (D54, ADR 0170): no copy, sign in first. */
  OFFLINE_SIGNED_OUT:
    'You are not signed in on this phone, so nothing saved is shown. Sign in when you are online to see your leads.',
  REPORTING_USER_REQUIRED: 'Please select user.',
  THANK_YOU_TITLE: 'Thank You.',
  THANK_YOU_TEXT: 'We have received your request. We will contact you shortly.',
  SORRY_TITLE: 'Sorry.',
  /** `{email}` is replaced by the info e-mail setting. */
  SORRY_TEXT: 'We are unable to process your request. Please write us on {email}',

  // The product's own messages.
  FORBIDDEN: 'You do not have permission to do this. Ask your administrator for access.',
  NOT_FOUND: 'The page you are looking for does not exist.',
  BAD_REQUEST: 'The request could not be understood. Please check what you entered and try again.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a few minutes and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a minute.',
  CROSS_SITE: 'This request came from another site and was refused.',
  /**
   * A form post of the app (a React Router `.data` request) refused before it ran: its Origin names another site
   * than the one it was sent to (issue 28 item 5). The words of its own, never "Internal Server Error".
   */
  DATA_REQUEST_REFUSED:
    'This form was sent from another address than this site, so it was refused. Please reload the page and try again.',
  PASSWORD_CHANGE_REQUIRED: 'Please change your password before you continue.',
  PASSWORD_CHANGED: 'Your password has been changed. Please sign in with your new password.',
  PASSWORD_SAME_AS_OLD: 'The new password must be different from the old password.',
  PASSWORD_TOO_COMMON: 'This password is too common. Please choose another.',
  OLD_PASSWORD_WRONG: 'The old password is not correct.',
  RESET_SENT: 'If the User Id and Email Id match our records, we have sent a password reset link to that e-mail.',
  RESET_LINK_INVALID: 'This password reset link is not valid or has expired. Please ask for a new one.',
  AADHAAR_NOT_ALLOWED: 'Please do not enter an Aadhaar number here.',
  INVALID_EMAIL: 'Please enter a valid e-mail address.',
  INVALID_PHONE: 'Please enter a 10 digit mobile number.',
  SERVICE_REQUIRED: 'Please choose a service.',
  SERVICE_UNKNOWN: 'Please choose one of the services in the list.',
  TOO_LONG: 'This entry is too long. Please shorten it.',
  USER_ID_INVALID: 'User ID must be 1 to 20 letters, digits, dots, underscores or hyphens.',
  USER_ID_TAKEN: 'This User ID is already in use. Please choose another.',
  USER_NOT_FOUND: 'This user does not exist.',
  USER_PROTECTED: 'The super-administrator cannot be changed here.',
  GROUP_NOT_FOUND: 'This right group does not exist.',
  GROUP_NAME_TAKEN: 'A right group with this name already exists.',
  RIGHT_NOT_FOUND: 'This right does not exist.',
  REPORTING_SELF: 'A user cannot report to themselves.',
  REPORTING_EXISTS: 'This user already reports to the selected user.',
  REPORTING_CYCLE: 'This reporting line would make a loop: the selected user already reports to this user.',
  REPEATED_FIELD: 'The request sent the same field more than once. Please reload the page and try again.',
  FORBIDDEN_CHARACTERS: 'This entry contains characters that are not allowed. Please retype it.',
  METHOD_NOT_ALLOWED: 'This address does not accept that kind of request.',
  SIGN_IN_THROTTLED:
    'Too many wrong passwords for this User Id from your network. Please wait {minutes} and try again, or use Forget Password.',
  USER_MORE_PRIVILEGED:
    'You cannot change this user: they hold rights that you do not. Ask someone who holds all of their rights.',
  USER_OWN_GROUP: 'You cannot change your own group.',
  /** Users list, one-time passwords and leaving users (ADRs 0139-0141). */
  USER_SUPER_ADMIN_PASSWORD: 'Only the super-administrator can issue a new password to the super-administrator.',
  USER_PASSWORD_ISSUED:
    'Give this one-time password to the user in person. It is shown only now; the user must change it at the next sign-in, and every session of the user has ended.',
  USER_LEADS_DESTINATION: 'This user owns leads. Please choose who gets them before setting the user inactive.',
  USERS_PAGE_PAST_END: 'There is no page {asked}: showing the last page.',
  GROUP_NOT_GRANTABLE: 'You cannot give a group, or take from it, a right that you do not hold yourself.',
  GROUP_OWN: 'You cannot change the rights of your own group.',
  GROUP_ADMINISTRATOR_FIXED: 'The Administrator group always keeps every right.',
  GROUP_LAST_RIGHT_EDITOR: 'At least one group must keep the Right edit right.',
  PASSWORD_EDGE_SPACES: 'The new password cannot begin or end with a space.',
  VOLUME_DIGITS: 'Expected volume must be digits only (rupees).',
  NEXT_VISIT_REQUIRED: 'Please choose the next visit date.',
  NEXT_VISIT_PAST: 'Next visit cannot be before today.',
  NEXT_VISIT_INVALID: 'Please enter the next visit as a date.',
  /** A visit's time as recorded on the phone (D54) that cannot be right: ahead of the server or too long ago. */
  DEVICE_TIME_INVALID:
    "The time this visit was recorded on the phone is not possible. Check the phone's date and time, then send it again.",
  FILE_TYPE_NOT_ALLOWED: 'Please select a photo (JPG, PNG, GIF, BMP or WebP) or a PDF.',
  ONE_FILE_ONLY: 'Please send one selfie file.',
  /**
   * A follow-up visit sent with the one-time key (D32) of another user's visit of the same lead: refused, never
   * answered as if saved (issue 28 item 5).
   */
  VISIT_KEY_TAKEN:
    "This visit was not saved: its form was already used for another person's visit. Please open the lead again and record the visit.",
  /** D58: one start and one end per person and India day; an end needs that day's start. */
  DAY_ALREADY_STARTED: 'Your day was already started at {time}.',
  DAY_NOT_STARTED: 'Start the day before ending it.',
  DAY_ALREADY_ENDED: 'Your day was already ended at {time}.',
  LEAD_NOT_FOUND: 'This lead does not exist, or you may not see it.',
  FILE_NOT_FOUND: 'This file does not exist, or you may not see it.',
  ENQUIRY_NOT_FOUND: 'This enquiry does not exist.',
  ENQUIRY_ALREADY_CONVERTED: 'This enquiry has already been turned into a lead. Open that lead instead.',
  ENQUIRY_ALREADY_HANDLED: 'This enquiry has already been marked handled.',
  ENQUIRY_NOTE_REQUIRED: 'Please write a note saying how the enquiry was handled.',
  ENQUIRY_HANDLED: 'The enquiry has been marked handled.',
  /** D60: a call or WhatsApp message to a lead, and what came of it. */
  CONTACT_SAVED: 'The call has been logged.',
  CONTACT_OUTCOME_REQUIRED: 'Please choose how the call went.',
  CALL_BACK_DATE_REQUIRED: 'Please choose the date to call back.',
  CALL_BACK_PAST: 'The call-back date cannot be before today.',
  /** D57: a lead's place set by hand (a pin). */
  PIN_SAVED: "The shop's place has been saved.",
  PIN_REQUIRED: 'Please tap the map at the shop, or type its latitude and longitude.',
  PIN_LATITUDE_INVALID: 'Latitude must be a number from -90 to 90, like 28.6139.',
  PIN_LONGITUDE_INVALID: 'Longitude must be a number from -180 to 180, like 77.2090.',
  PIN_OUTSIDE_INDIA: 'This place is outside India. Check that the latitude and longitude are not swapped.',
  /** Lead owner and assignment (D51). */
  ASSIGNEE_NOT_ALLOWED: 'You may give leads only to an active person who reports to you, or to yourself.',
  ASSIGN_NOTHING_SELECTED: 'Please select at least one lead.',
  ASSIGN_PERSON_REQUIRED: 'Please choose who gets the leads.',
  LEADS_ASSIGNED: '{count} given to {name}.',
  MOVE_SAME_PERSON: 'Please choose someone else to receive the leads.',
  MOVE_NOT_ALLOWED: 'You may move only the leads of someone who reports to you.',
  MOVE_FROM_REQUIRED: 'Please choose whose leads to move.',
  LEADS_MOVED: '{count} of {from} moved to {name}.',
  FIRST_VISIT_REQUIRED: 'Please choose the date of the first visit.',
  FIRST_VISIT_PAST: 'The first visit cannot be before today.',
  MAIL_NOT_RETRYABLE: 'This mail has been sent already, or is being sent now: there is nothing to retry.',
  MAIL_RETRY_QUEUED: 'The mail will be sent again in a moment.',
  BLOG_POST_NOT_FOUND: 'This blog post does not exist.',
  BLOG_TITLE_TAKEN: 'A post with this title already exists. Please choose another title.',
  BLOG_TITLE_NO_SLUG: 'The title needs at least one letter or digit.',
  BLOG_DATE_INVALID: 'Please enter the date as a date.',
  BLOG_IMAGE_TYPE: 'Please select a picture (JPG, PNG, GIF or WebP).',
  BLOG_IMAGE_ALT_REQUIRED: 'Please describe the picture in a few words for people who cannot see it.',
  BLOG_POST_SAVED: 'The post has been saved.',
  BLOG_POST_DELETED: 'The post has been deleted.',
  BLOG_POST_PUBLISHED: 'The post is published: visitors can read it now.',
  BLOG_POST_UNPUBLISHED: 'The post is now a draft: visitors no longer see it.',
  BLOG_CONTENT_TOO_DEEP:
    'This post nests quotes or lists more than 20 levels deep, or leaves too many emphasis marks (* _ ~) open. Please simplify it.',
  UPLOAD_MALFORMED: 'The form was sent in a way the server cannot read. Please reload the page and send it again.',
  LEAD_TYPE_UNKNOWN: 'Please choose a lead type from the list.',
  /** D59: a product that is none of the site's services (an import's Products column). */
  PRODUCT_UNKNOWN:
    "A product here is not one of the site's services. Please write service names such as AEPS, DMT or Fastag, separated by commas.",
  /** Importing leads from a file (D62). */
  IMPORT_FILE_REQUIRED: 'Please choose the file to import.',
  IMPORT_FILE_TYPE: 'Please choose a CSV file (UTF-8, comma or semicolon) or an Excel workbook (XLSX).',
  IMPORT_NO_ROWS: 'The file has no rows below its header row. Please choose the file with the shops in it.',
  IMPORT_TOO_MANY_ROWS:
    'A file may hold at most 10,000 rows below its header row. Please split it and import each part.',
  IMPORT_NOT_FOUND: 'This import does not exist, or it is not yours.',
  IMPORT_ALREADY_DONE: 'The rows of this file have already been imported.',
  IMPORT_NOTHING_CHOSEN: 'There is no row to import, so nothing has been saved.',
  /** Merging two leads (D62). */
  MERGE_OTHER_REQUIRED: 'Please enter the number of the lead to merge with.',
  MERGE_SAME_LEAD: 'Please choose another lead: a lead cannot be merged with itself.',
  LEAD_STATUS_UNKNOWN: 'Please choose a status from the list.',
  REPORT_RANGE_ORDER: 'The From date cannot be after the To date. Please choose the dates again.',
  REPORT_RANGE_TOO_LONG: 'A report covers at most 366 days at a time. Please choose a shorter range.',
  REPORT_DATE_SPAN: 'Please choose dates from 01/01/2000 to 31/12/2099.',
  // Second factor (D56).
  SECOND_FACTOR_REQUIRED: 'Please add a passkey or an authenticator app before you continue.',
  SECOND_STEP_EXPIRED: 'The sign-in took too long. Please sign in again.',
  SECOND_STEP_CODE_WRONG: 'The code is not correct. Please try again.',
  SECOND_STEP_TOO_MANY: 'Too many wrong codes. Please sign in again.',
  SECOND_STEP_CODE_REQUIRED: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  SECOND_STEP_THROTTLED: 'Too many wrong codes from your network. Please wait {minutes} and try again.',
  PASSKEY_FAILED: 'The passkey could not be used. Please try again, or sign in with your User Id and password.',
  PASSKEY_NOT_ADDED: 'The passkey could not be added. Please try again.',
  PASSKEY_NAME_TOO_LONG: 'Please give the passkey a name of at most 60 characters.',
  AUTHENTICATOR_EXISTS: 'An authenticator app is already set up. Remove it first to set up another.',
  AUTHENTICATOR_NOT_STARTED: 'Please start setting up the authenticator app again.',
  SECOND_FACTOR_LAST: 'You must keep at least one passkey or authenticator app: add another before removing this one.',
  SECOND_FACTOR_NOT_FOUND: 'This sign-in method does not exist.',
  SECOND_FACTOR_NONE: 'Please add a passkey or an authenticator app first.',
  SECOND_FACTORS_RESET:
    "The user's passkeys, authenticator app and recovery codes are removed, and their sessions ended.",

  // Operators' messages (start-up and commands), one line each.
  DATABASE_TOO_NEW:
    'The database has been upgraded by a newer version of this product ({applied} migrations applied; this version ' +
    'knows {known}). Start the newer version, or restore a backup taken before the upgrade.',
} as const

export type MessageCode = keyof typeof messages

/** The spec's own status codes, the values the old API carried in `status`. */
export const statusCodes = [
  'ERR0000',
  'MSG0000',
  'MSG0001',
  'MSG0002',
  'MSG0003',
  'MSG0004',
  'MSG0005',
  'MSG0006',
  'MSG0007',
  'MSG0008',
  'MSG0009',
] as const satisfies readonly MessageCode[]

export function messageFor(code: MessageCode, vars: Record<string, string> = {}): string {
  return messages[code].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole)
}

/** HTTP status for each kind of failure; codes not listed are a 400 (the user can correct the input). */
const httpStatusByCode: Partial<Record<MessageCode, number>> = {
  ERR0000: 500,
  MSG0000: 200,
  MSG0001: 401,
  MSG0002: 401,
  MSG0003: 403,
  MSG0004: 403,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SIGN_IN_THROTTLED: 429,
  FILE_TOO_LARGE: 413,
  LEAD_NOT_FOUND: 404,
  IMPORT_NOT_FOUND: 404,
  IMPORT_ALREADY_DONE: 409,
  FILE_NOT_FOUND: 404,
  ENQUIRY_NOT_FOUND: 404,
  ENQUIRY_ALREADY_CONVERTED: 409,
  VISIT_KEY_TAKEN: 409,
  DAY_ALREADY_STARTED: 409,
  DAY_NOT_STARTED: 409,
  DAY_ALREADY_ENDED: 409,
  DATA_REQUEST_REFUSED: 403,
  ENQUIRY_ALREADY_HANDLED: 409,
  MAIL_NOT_RETRYABLE: 409,
  BLOG_POST_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  USER_MORE_PRIVILEGED: 403,
  USER_SUPER_ADMIN_PASSWORD: 403,
  USER_OWN_GROUP: 403,
  GROUP_NOT_GRANTABLE: 403,
  GROUP_OWN: 403,
  GROUP_ADMINISTRATOR_FIXED: 403,
  GROUP_LAST_RIGHT_EDITOR: 403,
  SECOND_FACTOR_REQUIRED: 403,
  SECOND_STEP_EXPIRED: 401,
  SECOND_STEP_CODE_WRONG: 401,
  SECOND_STEP_THROTTLED: 429,
  PASSKEY_FAILED: 401,
  SECOND_FACTOR_NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
}

export function httpStatusFor(code: MessageCode): number {
  return httpStatusByCode[code] ?? 400
}

/**
 * A failure the user can be told about. Domain code throws it; the one mapping below turns it into an HTTP answer.
 * `field` names the form field the message belongs to, when there is one.
 */
export class AppError extends Error {
  readonly code: MessageCode
  readonly status: number
  readonly field: string | undefined
  readonly userMessage: string
  /** The form intent whose input this error is about, when known (a screen with several forms shows it there). */
  intent: string | undefined

  constructor(code: MessageCode, options: { field?: string; message?: string; status?: number; cause?: unknown } = {}) {
    const userMessage = options.message ?? messages[code]
    super(userMessage, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.field = options.field
    this.userMessage = userMessage
    this.status = options.status ?? httpStatusFor(code)
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError
}

/** What a client is shown for any thrown value: an AppError's own message, otherwise ERR0000 and never details. */
export function toUserError(error: unknown): { code: MessageCode; message: string; status: number; field?: string } {
  if (isAppError(error)) {
    return { code: error.code, message: error.userMessage, status: error.status, field: error.field }
  }
  return { code: 'ERR0000', message: messages.ERR0000, status: 500 }
}
