import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * One schema for both drivers (embedded PGlite and PostgreSQL). Column names follow the spec's entities where the
 * spec names them (um_*, group_*, right_*), so the compatibility endpoints map one to one.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Right groups (spec section 3 "Right group"): sets of per-right Query/Add/Edit flags. D22 seeds 1-3. */
export const rightGroups = pgTable('right_groups', {
  srno: integer('group_srno').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('group_name', { length: 50 }).notNull().unique(),
  createdAt: createdAt(),
})

/** The rights tree (D21): key, description, parent key and level. */
export const rights = pgTable('rights', {
  srno: integer('right_srno').primaryKey().generatedByDefaultAsIdentity(),
  key: varchar('right_key', { length: 30 }).notNull().unique(),
  description: varchar('right_desc', { length: 100 }).notNull(),
  parent: varchar('right_parent', { length: 30 }),
  level: smallint('right_level').notNull(),
})

/** A group's flags for one right. A missing row means no access. */
export const groupRights = pgTable(
  'group_rights',
  {
    groupSrno: integer('group_srno')
      .notNull()
      .references(() => rightGroups.srno, { onDelete: 'cascade' }),
    rightSrno: integer('right_srno')
      .notNull()
      .references(() => rights.srno, { onDelete: 'cascade' }),
    canQuery: boolean('right_query').notNull().default(false),
    canAdd: boolean('right_add').notNull().default(false),
    canEdit: boolean('right_edit').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.groupSrno, t.rightSrno] })],
)

/** Staff users (spec section 3 "User"). Serial 1 is the super-administrator (D16). */
export const users = pgTable(
  'users',
  {
    srno: integer('um_srno').primaryKey().generatedByDefaultAsIdentity(),
    userId: varchar('um_id', { length: 20 }).notNull(),
    userName: varchar('um_username', { length: 50 }).notNull(),
    mobile: varchar('um_mob', { length: 10 }).notNull(),
    email: varchar('um_eml', { length: 50 }).notNull(),
    /** Enable 1 / 0: 0 means blocked by Admin or Head office (MSG0004). */
    enable: smallint('um_enable').notNull().default(1),
    /** Status Active 1 / Inactive 0 (MSG0003). */
    active: smallint('um_active').notNull().default(1),
    entityType: varchar('um_entity_type', { length: 1 }).notNull().default('0'),
    entityCode: varchar('um_entity_code', { length: 50 }).notNull().default(''),
    rightGroup: integer('um_right_group')
      .notNull()
      .references(() => rightGroups.srno),
    passwordHash: text('um_password_hash').notNull(),
    chgPwOnLogon: smallint('chg_pw_on_logon').notNull().default(1),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // D25: user ids are unique without regard to case.
  (t) => [uniqueIndex('users_um_id_lower_key').on(sql`lower(${t.userId})`)],
)

/** Server-side sessions (D10): only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userSrno: integer('um_srno')
      .notNull()
      .references(() => users.srno, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userSrno)],
)

/** Activity log (D34): who, when, what. Nothing in the product deletes these rows. */
export const activityLog = pgTable(
  'activity_log',
  {
    srno: bigint('tal_srno', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userSrno: integer('um_srno').references(() => users.srno),
    /** The acting user's login id at the time, or the attempted id for a failed sign-in. */
    actor: varchar('um_id', { length: 60 }),
    at: timestamp('tal_timestamp', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('tal_action', { length: 40 }).notNull(),
    description: text('tal_desc').notNull(),
    /** The lead the row belongs to, for the CRM's activity view. */
    leadSrno: integer('tl_srno'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('activity_lead_idx').on(t.leadSrno), index('activity_at_idx').on(t.at)],
)

/** Lead types (spec section 3): 1 Retailer, 2 Distributor, 3 Super Distributor. */
export const leadTypes = pgTable('lead_types', {
  srno: integer('mtc_srno').primaryKey(),
  name: varchar('mtc_name', { length: 50 }).notNull(),
})

/** Lead statuses (D31): 1 Open, 2 Closed, 3 Interested, 4 Converted. */
export const leadStatuses = pgTable('lead_statuses', {
  srno: integer('ts_srno').primaryKey(),
  status: varchar('ts_status', { length: 50 }).notNull(),
})

/** Outgoing e-mail (D41): written in the same transaction as what it reports, sent by a worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    toAddress: varchar('to_address', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set while a worker holds the row, so two workers never send the same mail twice. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
)
