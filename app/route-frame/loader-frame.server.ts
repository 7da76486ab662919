import type { Intents, Params, RouteAccess } from '#app/domain/rights/access.ts'
import { authorizePage, type PageAuth } from './authorize.server.ts'
import type { Args } from './guard.server.ts'

/** What a loader is given by React Router, as far as the frame reads it. */
export interface LoaderArgs extends Args {
  params: Record<string, string | undefined>
}

/**
 * The one frame of a back-office page's loader, beside `officeAction`: authorizes the page against the route's one
 * declaration (`authorizePage`: the session, the right's query flag or the flag it declares, the parsed parameters)
 * and hands the signed-in staff member, with the request's arguments, to the page's read. What the read returns is
 * the page's `loaderData`, typed as React Router's typegen infers it from `typeof loader`.
 *
 *   export const loader = officeLoader(access, async (staff, args) => ({ things: await listThings(staff.ctx.db) }))
 */
export function officeLoader<P extends Params, T>(
  access: RouteAccess<Intents, P>,
  read: (staff: PageAuth<P>, args: LoaderArgs) => Promise<T> | T,
) {
  return async (args: LoaderArgs): Promise<T> => read(await authorizePage(args, access), args)
}
