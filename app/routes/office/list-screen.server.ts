import { redirect } from 'react-router'
import type { Params, RouteAccess } from '#app/domain/rights/access.ts'
import { flagsOf } from '#app/domain/rights/rights.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { PageAuth } from '#app/route-frame/authorize.server.ts'
import { type LoaderArgs, officeLoader } from '#app/route-frame/loader-frame.server.ts'

/** The largest serial number a record can have (the database's integer). */
const MAX_SERIAL = 2_147_483_647

/** A list screen's mode (spec section 4): A adds, E edits the record `srno`, Q lists. */
export type ScreenMode = { mode: 'A' } | { mode: 'E'; srno: number } | { mode: 'Q' }

/**
 * The mode a list screen's request asks for (spec section 4): A (`?mode=add`) for an Add holder, E
 * (`?edit=<serial>`) for an Edit holder, otherwise Q (the list), which the right's query flag already allowed.
 */
export function screenMode(url: URL, rights: { add: boolean; edit: boolean }): ScreenMode {
  if (url.searchParams.get('mode') === 'add' && rights.add) return { mode: 'A' }
  const editSrno = Number(url.searchParams.get('edit'))
  if (Number.isSafeInteger(editSrno) && editSrno > 0 && editSrno <= MAX_SERIAL && rights.edit) {
    return { mode: 'E', srno: editSrno }
  }
  return { mode: 'Q' }
}

/** What a list screen's read is given: the signed-in staff member, the database, their flags of the screen's right,
 * and the mode the request asks for (`screenMode`). */
export interface ListScreen {
  staff: PageAuth<Params>
  db: Db
  rights: { query: boolean; add: boolean; edit: boolean }
  screen: ScreenMode
}

/**
 * A list screen's loader: the office page's frame (`officeLoader`, the route's guard with its one declaration), then
 * the user's flags of the screen's right and the mode the request asks for, given to the screen's read.
 */
export function listScreenLoader<T>(access: RouteAccess, read: (list: ListScreen, args: LoaderArgs) => Promise<T>) {
  return officeLoader(access, (staff, args) => {
    if (access.right === 'signed-in' || access.right === 'anyone') throw new Error('A list screen is for one right')
    const rights = flagsOf(staff.rights, access.right)
    return read({ staff, db: staff.ctx.db, rights, screen: screenMode(new URL(args.request.url), rights) }, args)
  })
}

/** Mode E's read of its record: when the record cannot be read, the user goes back to the list at `listPath`. */
export async function readOrBackTo<T>(listPath: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch {
    throw redirect(listPath)
  }
}
