import { bookChanges, parseBookQuery } from '#app/domain/leads/book.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { toUserError } from '#app/lib/errors.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'

/**
 * The phone's book of leads (ADR 0206): the leads the user may see (D24), whole at the first sync, then those changed
 * since the phone's cursor and those it must drop. Asked by the office page in the background (book-sync.ts).
 */
const access = defineAccess({ right: 'CRM' })
export const handle: OfficeHandle = { access }

export const loader = officeLoader(access, async (staff, args) => {
  let query: ReturnType<typeof parseBookQuery>
  try {
    query = parseBookQuery(new URL(args.request.url))
  } catch (error) {
    // A repeated parameter: refused with the catalogue's message, nothing read.
    const shown = toUserError(error)
    return Response.json({ message: shown.message }, { status: shown.status, headers: { 'Cache-Control': 'no-store' } })
  }
  const answer = await bookChanges(staff.ctx.db, staff.actor, query)
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
})
