import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router'
import { OfficeErrorScreen } from '#app/components/office/office-error-screen.tsx'
import { OfficeShell } from '#app/components/office/office-shell.tsx'
import { OfficeOffline } from '#app/components/office/offline/office-offline.tsx'
import { unreadAlerts } from '#app/domain/alerts/list.server.ts'
import { deviceLanguageOf } from '#app/domain/auth/device-language.server.ts'
import { officeMenuOf } from '#app/domain/rights/office-menu.server.ts'
import { messages } from '#app/lib/errors.ts'
import { ensureCatalogues } from '#app/lib/i18n/catalogues.client.ts'
import { keepWhenOffline } from '#app/offline/revalidate.ts'
import { currentStaff } from '#app/route-frame/guard.server.ts'
import type { Route } from './+types/layout'

/**
 * Every staff-facing route sits inside this layout: the compact staff shell, and, for the server, the mark that the
 * whole subtree is back office (answered `no-store`). Each route below declares its own access in `handle.access`.
 */
export const handle = { backOffice: true }

/** Who is signed in, and what their header shows; the sign-in page is here too, so nobody may be signed in. */
export async function loader(args: Route.LoaderArgs) {
  const { staff } = await currentStaff(args)
  // Before anyone is signed in, the language this device last spoke (English unless a user chose Hindi, ADR 0161).
  if (!staff) return { user: null, menu: null, unread: 0, atStep: false, locale: deviceLanguageOf(args.request) }
  // Held at a sign-in step (the forced password change, second-factor enrolment): no alerts until it is done.
  const atStep = staff.user.heldAtEnrolment || staff.user.chgPwOnLogon === 1
  return {
    // The office speaks the user's chosen language (D55).
    locale: staff.user.locale,
    user: { name: staff.user.userName, userId: staff.user.userId, srno: staff.user.userSrno },
    menu: officeMenuOf(staff),
    // D61: the bell's number, the user's unread alerts (none while held at a sign-in step).
    unread: atStep ? 0 : await unreadAlerts(staff.ctx.db, staff.user.userSrno),
    atStep,
  }
}

/**
 * A user's language may differ from the page the tab started on (a Hindi user signing in on the English sign-in
 * page): its messages are fetched before the office renders in it, so no screen shows in half a language.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  await ensureCatalogues(data.locale)
  return data
}

/** With no connection, who is signed in and their menu stay as they are (ADR 0149). */
export const shouldRevalidate = keepWhenOffline

export default function OfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <OfficeShell user={loaderData.user} menu={loaderData.menu} unread={loaderData.unread}>
      {/* Installable and readable offline; whose data the phone holds (ADRs 0148-0150). */}
      <OfficeOffline userSrno={loaderData.user?.srno ?? null} confirmPush={!loaderData.atStep} />
      <Outlet />
    </OfficeShell>
  )
}

const catalogueTexts = new Set<string>(Object.values(messages))
function catalogueText(data: unknown): string | undefined {
  if (typeof data === 'string') return catalogueTexts.has(data) ? data : undefined
  const message = (data as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : undefined
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof loader>('routes/office/layout')
  // A denial or expired session carries its own catalogue message (D20); so does a refusal by the server's steps
  // before React Router (a `.data` write refused for its Origin, issue 28 item 5), answered as plain text: shown when
  // it is one of the catalogue's texts. Anything else shows ERR0000 only.
  const message = isRouteErrorResponse(error) ? catalogueText(error.data) : undefined
  // The office's own 404 and 403 pages, in the staff shell with the way back to the CRM (ADR 0139).
  return (
    <OfficeShell user={data?.user ?? null} menu={data?.menu ?? null} unread={data?.unread ?? 0}>
      <OfficeErrorScreen
        status={isRouteErrorResponse(error) ? error.status : null}
        message={message}
        signedIn={Boolean(data?.user)}
      />
    </OfficeShell>
  )
}
