import type { ServerBuild } from 'react-router'
import type { OfficeHandle, RouteAccess } from '#app/domain/rights/access.ts'
import { loadBuild } from './server.ts'

// The production build's routes as the router holds them, for the tests that cover every route (the authorization
// matrix, the fuzzing of every action): listed from the router itself, never copied by hand, so a new route is
// covered without editing a test.

export const build: ServerBuild = await loadBuild()
export const allRoutes = Object.values(build.routes).filter((r) => r !== undefined)

/** A route's whole URL pattern: its own path below those of its parents. */
export function fullPath(id: string): string {
  const parts: string[] = []
  let route = build.routes[id]
  while (route) {
    if (route.path) parts.unshift(route.path)
    route = route.parentId ? build.routes[route.parentId] : undefined
  }
  return `/${parts.join('/')}`
}

export interface DeclaredRoute {
  id: string
  pattern: string
  access: RouteAccess
  /** Whether it renders a page (a default export), rather than only answering requests. */
  isPage: boolean
}

/** Every route that declares its access (`handle.access`): the back office, the sign-in pages and their API. */
export const declaredRoutes: DeclaredRoute[] = allRoutes
  .filter((r) => (r.module.handle as OfficeHandle | undefined)?.access)
  .map((r) => ({
    id: r.id,
    pattern: fullPath(r.id),
    access: (r.module.handle as OfficeHandle).access as RouteAccess,
    isPage: Boolean(r.module.default),
  }))
