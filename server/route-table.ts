import { matchRoutes, type ServerBuild } from 'react-router'
import type { RouteAccess } from '#app/domain/rights/access.ts'
import type { PublicFormHandle } from '#app/lib/route-handles.ts'

/**
 * What the server needs to know about the route a path reaches, read from the route table itself (app/routes.ts as
 * built), so that no list of back-office paths is written out by hand anywhere: a new back-office route gets
 * `no-store`, and a route that takes uploads gets the upload allowance, because of how it is declared.
 */
export interface RouteFacts {
  /** The route is staff-facing: it or a route around it declares its access (every back-office route must). */
  backOffice: boolean
  /** The route's access declaration allows file uploads (a larger body). */
  uploads: boolean
  /** Which methods the route answers: GET for a loader or page, POST for an action. */
  methods: { get: boolean; post: boolean }
  /** The route stores a public form submission (per-address limit), with the method that submits. */
  publicForm?: PublicFormHandle['publicForm']
}

interface Node {
  id: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children: Node[]
}

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

function accessOf(route: BuildRoute | undefined): RouteAccess | undefined {
  return (route?.module.handle as { access?: RouteAccess } | undefined)?.access
}

function tree(build: ServerBuild): Node[] {
  const nodes = new Map<string, Node>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    })
  }
  const roots: Node[] = []
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * The route path of a request path: React Router's data requests add `.data` (and `/_root.data` for the home page)
 * to the path of the page they load for.
 */
export function pagePathOf(path: string): string {
  if (path === '/_root.data') return '/'
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path
}

/** A function answering the facts of a (normalised) request path, from one server build. */
export function routeFacts(build: ServerBuild): (path: string) => RouteFacts {
  const routes = tree(build)
  const cache = new Map<string, RouteFacts>()
  return (path) => {
    const pagePath = pagePathOf(path)
    const cached = cache.get(pagePath)
    if (cached) return cached
    const matches = matchRoutes(routes as unknown as Parameters<typeof matchRoutes>[0], pagePath) ?? []
    const chain = matches.map((m) => build.routes[(m.route as Node).id])
    const leaf = chain.at(-1)
    const declared = chain.map(accessOf).filter((a): a is RouteAccess => a !== undefined)
    const publicForm = (leaf?.module.handle as Partial<PublicFormHandle> | undefined)?.publicForm
    const facts: RouteFacts = {
      ...(publicForm ? { publicForm } : {}),
      backOffice: declared.length > 0 || chain.some((r) => (r?.module.handle as { backOffice?: boolean })?.backOffice),
      uploads: declared.some((a) => a.uploads === true),
      methods: {
        get: Boolean(leaf?.module.loader || leaf?.module.default),
        post: Boolean(leaf?.module.action),
      },
    }
    // Only paths that reach a route are remembered (a bounded set); stray paths are worked out each time.
    if (leaf && !leaf.path?.includes('*') && !leaf.path?.includes(':')) cache.set(pagePath, facts)
    return facts
  }
}
