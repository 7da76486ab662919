import type { RightsMap } from '#app/domain/rights/rights.server.ts'

/**
 * The acting staff member, as the domain sees them: the one shape every rule (who may see a lead, who may edit a
 * user or a group) and every activity-log line is given. The route frame builds it once per request from the
 * session; its identity is stable for the request, so per-request caches may key on it. Domain functions that need
 * less ask for less with the narrower types below, which are parts of this one, never shapes of their own.
 */
export interface Actor {
  userSrno: number
  userId: string
  /** The address the request came from, for the activity log. */
  ip: string
  rights: RightsMap
  /** The actor's own right group. */
  rightGroup: number
}

/** Who acted, for an activity-log line: the user and the address the request came from. */
export type ActorRef = Pick<Actor, 'userSrno' | 'userId' | 'ip'>

/** Who is looking, for the rules of what they may see (D24): who they are and their rights. */
export type Viewer = Pick<Actor, 'userSrno' | 'userId' | 'ip' | 'rights'>
