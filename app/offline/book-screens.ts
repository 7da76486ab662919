/**
 * The office screens drawn from the phone's book of leads (ADR 0206) when the network does not answer: each builds the
 * data its route's server loader would have given, from the book, marked with the time of the book's last sync (the
 * screen says "offline copy, updated <time>"). What the book does not hold (a lead's activity rows, the team panel,
 * the people a lead may be given to) is left empty.
 */
import type { MyDay } from '#app/domain/attendance/day.ts'
import { BOOK_CAP, type BookLead, leadWordsOf } from '#app/domain/leads/book.ts'
import { dueState } from '#app/domain/leads/due.ts'
import { CLOSED_STATUS } from '#app/domain/leads/lead-rules.ts'
import type { LeadFilter } from '#app/domain/leads/schemas.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { newClientKey } from '#app/offline/outbox/rules.ts'
import { type BookMeta, bookLead, bookMeta, searchBook } from './book-store.ts'
import { ownerStorageKey } from './stores.ts'

const LEADS_PER_PAGE = 20

function viewerSrno(): number {
  try {
    return Number(localStorage.getItem(ownerStorageKey)) || 0
  } catch {
    return 0
  }
}

function narrowed(leads: BookLead[], filter: LeadFilter, today: string): BookLead[] {
  return leads.filter(
    (l) =>
      (filter.type === undefined || l.typeSrno === filter.type) &&
      (filter.status === undefined || l.statusSrno === filter.status) &&
      (!filter.nature || l.nature === filter.nature) &&
      (filter.owner === undefined || l.owner.srno === filter.owner) &&
      (!filter.product || l.products.includes(filter.product)) &&
      (!filter.due || dueState(l.nextVisit, l.statusSrno, today) !== null) &&
      (!filter.from || l.createdAt.slice(0, 10) >= filter.from) &&
      (!filter.to || l.createdAt.slice(0, 10) <= filter.to),
  )
}

/** The list's orders (ADR 0151), over the book: Today (open leads by next visit, then the rest newest first), etc. */
function ordered(leads: BookLead[], sort: LeadFilter['sort']): BookLead[] {
  const newest = (a: BookLead, b: BookLead) => b.createdAt.localeCompare(a.createdAt) || b.srno - a.srno
  const copy = [...leads]
  if (sort === 'created') return copy.sort((a, b) => -newest(a, b))
  if (sort === 'name') return copy.sort((a, b) => a.businessName.localeCompare(b.businessName) || a.srno - b.srno)
  if (sort === '-created') return copy.sort(newest)
  const open = (l: BookLead) => l.statusSrno !== CLOSED_STATUS && l.nextVisit !== null
  return copy.sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1
    if (open(a)) return a.nextVisit!.localeCompare(b.nextVisit!) || a.srno - b.srno
    return newest(a, b)
  })
}

/**
 * The working day's line of a list drawn from the book: the one the server last sent with the list, while it is
 * today's; on a later day the day has not started (a start or end kept on the phone is added by the line itself). So
 * "Start the day" stays on the list without a connection.
 */
export function workdayOf(saved: unknown, today: string): MyDay {
  const day = saved as MyDay | undefined
  if (day && typeof day === 'object' && day.day === today) return day
  return { day: today, state: 'not-started', startAt: null, endAt: null }
}

/** The CRM list's data from the book, for the address asked (its search, filters, order and page). */
export async function listFromBook(url: URL, copy?: Record<string, unknown>) {
  const meta = await bookMeta()
  if (!meta) return undefined
  // The list's filter rules (zod) load only when the list itself is read from the book.
  const { leadFilterSchema } = await import('#app/domain/leads/schemas.ts')
  const filter = leadFilterSchema.parse(Object.fromEntries(url.searchParams))
  const today = todayInIndia()
  const found = ordered(narrowed(await searchBook(filter.q ?? ''), filter, today), filter.sort)
  const pages = Math.max(1, Math.ceil(found.length / LEADS_PER_PAGE))
  const page = Math.min(filter.page ?? 1, pages)
  const rows = found.slice((page - 1) * LEADS_PER_PAGE, page * LEADS_PER_PAGE).map((l) => ({
    srno: l.srno,
    ownerSrno: l.owner.srno,
    ownerId: l.owner.userId,
    ownerName: l.owner.name,
    type: l.type,
    nature: l.nature,
    businessName: l.businessName,
    contactPerson: l.contactPerson,
    mobile: l.mobile,
    email: l.email,
    statusSrno: l.statusSrno,
    status: l.status,
    createdAt: new Date(l.createdAt),
    nextVisit: l.nextVisit,
    due: dueState(l.nextVisit, l.statusSrno, today),
  }))
  return {
    list: { rows, total: found.length, moreThanCap: false, page, hasNext: page < pages, pages },
    team: (copy?.team as object | undefined) ?? { people: [], shown: [], behind: 0 },
    viewerSrno: viewerSrno(),
    choices: meta.choices,
    filter,
    canAdd: meta.can.add,
    assignTo: null,
    reports: (copy?.reports as unknown[] | undefined) ?? [],
    workday: workdayOf(copy?.workday, today),
    offlineCopyAt: meta.syncedAt ?? new Date().toISOString(),
    /** The list is the whole book's, searched on the phone. */
    fromBook: { count: meta.count, cap: BOOK_CAP },
  }
}

function detailOf(l: BookLead, today: string) {
  return {
    lead: {
      ...leadWordsOf(l),
      volume: l.volume,
      products: l.products,
      typeSrno: l.typeSrno,
      type: l.type,
      nature: l.nature,
      statusSrno: l.statusSrno,
      status: l.status,
      nextVisit: l.nextVisit,
      due: dueState(l.nextVisit, l.statusSrno, today),
      createdAt: new Date(l.createdAt),
      owner: l.owner,
      located: false,
      enquiryId: l.enquiryId,
      enquiry: l.enquiry,
    },
    visits: l.visits.map((v) => ({
      srno: v.srno,
      kind: v.kind,
      at: new Date(v.at),
      userName: v.userName,
      remark: v.remark,
      nature: v.nature,
      status: v.status,
      nextVisit: v.nextVisit,
      // Only the thumbnail is on the phone: it is what the preview opens.
      fileId: v.thumbnailId ?? 0,
      fileType: 'image/webp',
      thumbnailId: v.thumbnailId,
      distanceM: null,
      accuracyM: null,
      located: false,
      far: false,
      oldPhoto: false,
      photoTakenAt: null,
      deviceAt: null,
    })),
    activity: [] as { srno: number; at: Date; actor: string; description: string }[],
  }
}

function stamp(meta: BookMeta) {
  return meta.syncedAt ?? new Date().toISOString()
}

/** A lead's page from the book: its details, its latest visits and thumbnail; no activity rows. */
export async function leadFromBook(srno: number) {
  const meta = await bookMeta()
  const lead = meta && (await bookLead(srno))
  if (!meta || !lead) return undefined
  const today = todayInIndia()
  return {
    detail: detailOf(lead, today),
    choices: meta.choices,
    clientKey: newClientKey(),
    today,
    canAdd: meta.can.add,
    canEdit: meta.can.edit,
    people: [],
    sameMobile: [],
    canSeeEnquiry: false,
    offlineCopyAt: stamp(meta),
    /** The book holds the latest visits only. */
    fromBook: { visits: lead.visitCount },
  }
}

/** New lead from the book's choices: the form works offline (the outbox sends it, D54). */
export async function newLeadFromBook() {
  const meta = await bookMeta()
  if (!meta) return undefined
  return {
    enquiry: null,
    defaults: undefined,
    people: [],
    clientKey: newClientKey(),
    choices: meta.choices,
    today: todayInIndia(),
    offlineCopyAt: stamp(meta),
  }
}

/** The edit form's lead from the book (shown, not sent: a change of a lead needs the connection). */
export async function editFromBook(srno: number) {
  const meta = await bookMeta()
  const lead = meta && (await bookLead(srno))
  if (!meta || !lead) return undefined
  return { lead: detailOf(lead, todayInIndia()).lead, offlineCopyAt: stamp(meta) }
}
