import { sql } from 'drizzle-orm'
import { hasRight, type RightsMap } from '#app/domain/rights/rights.server.ts'

/**
 * D56: holders of ADMIN (any flag), USER edit or RIGHT edit must have a second factor when the policy setting is on.
 * Such a user without one is held at enrolment (sessions.server.ts `heldAtEnrolment`): every route but the
 * enrolment screen, the password change and sign-out refuses them.
 */
export function needsSecondFactor(rights: RightsMap): boolean {
  return (
    hasRight(rights, 'ADMIN', 'query') ||
    hasRight(rights, 'ADMIN', 'add') ||
    hasRight(rights, 'ADMIN', 'edit') ||
    hasRight(rights, 'USER', 'edit') ||
    hasRight(rights, 'RIGHT', 'edit')
  )
}

/**
 * SQL: whether the user of the query's `users` row has a confirmed authenticator or a passkey (read with the
 * session, in its one query). Written with aliases and the outer column named in full: a column of a one-table query
 * is rendered unqualified, and inside the subquery it would name the subquery's own column.
 */
export function hasSecondFactorSql() {
  return sql<boolean>`(exists (select 1 from passkeys pk where pk.um_srno = "users"."um_srno")
    or exists (select 1 from totp_factors tf where tf.um_srno = "users"."um_srno" and tf.confirmed_at is not null))`
}
