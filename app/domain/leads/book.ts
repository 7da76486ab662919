import { asLocale, type Locale } from '#app/lib/i18n/locale.ts'

/**
 * The user's book of leads on the phone (ADR 0206): what the server sends (`/crm/book`) and the phone keeps, shared by
 * both sides. Each lead travels as a short array (the field names would be most of the bytes of 2,500 leads), decoded
 * on the phone into a `BookLead`. With each lead: its details, its last REMARKS_KEPT visits (time, person, remark,
 * status) and the thumbnail of its latest visit with one.
 */

/** How many leads the phone keeps at most: more than any field user's book (ADR 0206). */
export const BOOK_CAP = 5000
/** How many leads one answer carries; a longer book comes in several answers (`after`). */
export const BOOK_PAGE = 500
/** How many of a lead's latest visits travel with it. */
export const REMARKS_KEPT = 3

export interface BookVisit {
  srno: number
  kind: string
  at: string
  userName: string
  remark: string
  nature: 'H' | 'C'
  status: string
  nextVisit: string | null
  thumbnailId: number | null
}

export interface BookLead {
  srno: number
  businessName: string
  contactPerson: string
  mobile: string
  email: string
  address: string
  remark: string
  volume: number | null
  products: string[]
  typeSrno: number
  type: string
  nature: 'H' | 'C'
  statusSrno: number
  status: string
  nextVisit: string | null
  createdAt: string
  owner: { srno: number; name: string; userId: string }
  enquiryId: number | null
  enquiry: { service: string; message: string; language: Locale } | null
  visitCount: number
  /** The thumbnail of the latest visit that has one (a PDF visit has none). */
  thumbnailId: number | null
  /** The latest visits, newest first, at most REMARKS_KEPT. */
  visits: BookVisit[]
}

/** A lead's number and own words (business, contact, mobile, e-mail, address, remark). */
export type LeadWords = Pick<
  BookLead,
  'srno' | 'businessName' | 'contactPerson' | 'mobile' | 'email' | 'address' | 'remark'
>

/**
 * A lead's number and own words, taken from anything that carries them: the book takes them from the lead's row, and
 * the lead's screen on the phone from the book's lead.
 */
export function leadWordsOf(l: LeadWords): LeadWords {
  return {
    srno: l.srno,
    businessName: l.businessName,
    contactPerson: l.contactPerson,
    mobile: l.mobile,
    email: l.email,
    address: l.address,
    remark: l.remark,
  }
}

type VisitRow = [number, string, string, string, string, string, string, string | null, number | null]
export type BookRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  number | null,
  string[],
  number,
  string,
  string,
  number,
  string,
  string | null,
  string,
  number,
  string,
  string,
  number | null,
  [string, string, string] | null,
  number,
  number | null,
  VisitRow[],
]

export function encodeLead(l: BookLead): BookRow {
  return [
    l.srno,
    l.businessName,
    l.contactPerson,
    l.mobile,
    l.email,
    l.address,
    l.remark,
    l.volume,
    l.products,
    l.typeSrno,
    l.type,
    l.nature,
    l.statusSrno,
    l.status,
    l.nextVisit,
    l.createdAt,
    l.owner.srno,
    l.owner.name,
    l.owner.userId,
    l.enquiryId,
    l.enquiry ? [l.enquiry.service, l.enquiry.message, l.enquiry.language] : null,
    l.visitCount,
    l.thumbnailId,
    l.visits.map((v) => [v.srno, v.kind, v.at, v.userName, v.remark, v.nature, v.status, v.nextVisit, v.thumbnailId]),
  ]
}

export function decodeLead(r: BookRow): BookLead {
  return {
    srno: r[0],
    businessName: r[1],
    contactPerson: r[2],
    mobile: r[3],
    email: r[4],
    address: r[5],
    remark: r[6],
    volume: r[7],
    products: r[8],
    typeSrno: r[9],
    type: r[10],
    nature: r[11] === 'H' ? 'H' : 'C',
    statusSrno: r[12],
    status: r[13],
    nextVisit: r[14],
    createdAt: r[15],
    owner: { srno: r[16], name: r[17], userId: r[18] },
    enquiryId: r[19],
    enquiry: r[20] ? { service: r[20][0], message: r[20][1], language: asLocale(r[20][2]) } : null,
    visitCount: r[21],
    thumbnailId: r[22],
    visits: r[23].map((v) => ({
      srno: v[0],
      kind: v[1],
      at: v[2],
      userName: v[3],
      remark: v[4],
      nature: v[5] === 'H' ? 'H' : 'C',
      status: v[6],
      nextVisit: v[7],
      thumbnailId: v[8],
    })),
  }
}

/** One answer of `/crm/book`. */
export interface BookAnswer {
  /** Where the next sync starts: kept by the phone once every page of this sync has come. */
  cursor: string
  /** The phone's book is replaced by this sync (a first sync, or the user's reach changed): drop every lead first. */
  reset: boolean
  leads: BookRow[]
  /** Leads the phone must drop: merged away, or given to someone out of the user's reach. */
  removed: number[]
  /** A further page of this sync: ask again with `after` set to this. */
  more: number | null
  /** The server's time of this answer. */
  at: string
  /** What the user may do with a lead (CRM add: record a visit, a new lead; CRM edit: change a lead). */
  can: { add: boolean; edit: boolean }
  /** The lead types and statuses the forms offer. */
  choices: { types: { value: number; label: string }[]; statuses: { value: number; label: string }[] }
}

/**
 * What a lead is found by offline (the list's search: the business name, the contact person, any digits of the
 * mobile): lower case, Unicode NFC (a Devanagari name typed on another keyboard compares the same), in one string.
 */
export function searchText(l: Pick<BookLead, 'businessName' | 'contactPerson' | 'mobile'>): string {
  return `${l.businessName}\n${l.contactPerson}\n${l.mobile}`.normalize('NFC').toLocaleLowerCase('en-IN')
}

/**
 * Whether a lead matches the words searched for offline: every word is found in the business name, the contact
 * person or the mobile; a search of digits (spaces, `+`, `-` allowed) is found anywhere in the mobile, its last ten
 * digits when longer (a country code typed in front), as on the server.
 */
export function matchesSearch(text: string, q: string): boolean {
  const query = q.normalize('NFC').toLocaleLowerCase('en-IN').trim()
  if (!query) return true
  if (/^[\d\s+\-.()]+$/.test(query) && /\d/.test(query)) {
    const digits = query.replace(/\D/g, '').slice(-10)
    const mobile = text.slice(text.lastIndexOf('\n') + 1)
    return mobile.includes(digits)
  }
  return query.split(/\s+/).every((word) => text.includes(word))
}
