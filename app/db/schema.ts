import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
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
/** A row's own number, given by the database. */
const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity()
/** The staff user a row belongs to; the row goes with the user. */
const ownedByUser = () =>
  integer('um_srno')
    .notNull()
    .references(() => users.srno, { onDelete: 'cascade' })
/** The SHA-256 (hex) of a secret token handed to the browser; the token itself is never stored. */
const tokenHash = () => varchar('token_hash', { length: 64 }).notNull().unique()
/**
 * An outbox's queue (D41, `app/domain/mail/queue.server.ts`): the tries so far, when the row is due again, why the
 * last try failed, when it was sent, and until when a worker holds it (so two workers never send the same row twice).
 */
const outboxQueue = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: varchar('last_error', { length: 500 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
})

/**
 * A selfie and where it was taken, under the visit evidence rules (D33, D36, D53, D54), for a visit and for the start
 * or end of a working day. The received file stays the evidence (`fileId`); an image has a small WebP for the
 * timeline (none for a PDF). The place is the browser's, when it gave one; the photo's own capture time (EXIF), when
 * it has one, and whether that was long before the upload ("old photo", a mark that never blocks). Then what the
 * phone declared: the time the row was recorded on the device (an offline one arrives later; none for a plain form
 * post; the row's own time is the server's receipt), and the original photo's EXIF capture time and place, read on
 * the phone before it made the photo small.
 */
const selfieEvidence = () => ({
  fileId: bigint('file_id', { mode: 'number' })
    .notNull()
    .references(() => storedFiles.id),
  thumbnailId: bigint('thumbnail_id', { mode: 'number' }).references(() => storedFiles.id),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  accuracyM: doublePrecision('accuracy_m'),
  photoTakenAt: timestamp('photo_taken_at', { withTimezone: true }),
  oldPhoto: boolean('old_photo').notNull().default(false),
  deviceAt: timestamp('device_at', { withTimezone: true }),
  declaredTakenAt: timestamp('declared_taken_at', { withTimezone: true }),
  declaredLatitude: doublePrecision('declared_latitude'),
  declaredLongitude: doublePrecision('declared_longitude'),
})

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
    /** The back office's language for this user (D55): a code of app/lib/i18n/locale.ts's list, 'en' by default. */
    locale: varchar('um_locale', { length: 2 }).notNull().default('en'),
    /** The user turned the morning digest mail off (D52). */
    digestOff: boolean('digest_off').notNull().default(false),
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
    id: identityId(),
    tokenHash: tokenHash(),
    userSrno: ownedByUser(),
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
    id: identityId(),
    toAddress: varchar('to_address', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** An HTML part sent beside the plain-text body, when the mail has one (the daily digest, D52). */
    htmlBody: text('html_body'),
    createdAt: createdAt(),
    ...outboxQueue(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
)

/** Reporting lines (spec section 3 "Reporting rows"): merl_empcode reports to merl_reportingto. No cycles (D24). */
export const reportingLines = pgTable(
  'reporting_lines',
  {
    userSrno: integer('merl_empcode')
      .notNull()
      .references(() => users.srno, { onDelete: 'cascade' }),
    reportsToSrno: integer('merl_reportingto')
      .notNull()
      .references(() => users.srno, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userSrno, t.reportsToSrno] }), index('reporting_to_idx').on(t.reportsToSrno)],
)

/** Sign-in attempts, for throttling per user id and per address (D12). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    userIdLower: varchar('user_id_lower', { length: 60 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_user_idx').on(t.userIdLower, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
)

/** Single-use password reset links (D15): only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identityId(),
    tokenHash: tokenHash(),
    userSrno: ownedByUser(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userSrno)],
)

/** Password reset requests, matched or not, for throttling them per user id and per address. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: identityId(),
    userIdLower: varchar('user_id_lower', { length: 60 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_requests_user_idx').on(t.userIdLower, t.at),
    index('password_reset_requests_ip_idx').on(t.ip, t.at),
  ],
)

/**
 * Web requests from the public site (D41): quote, contact and callback submissions. Saved before the visitor is
 * told it worked; staff with ENQUIRY see them in the back office.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: identityId(),
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 10 }).notNull(),
    location: varchar('location', { length: 100 }).notNull().default(''),
    service: varchar('service', { length: 100 }).notNull().default(''),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    /** The page the form was sent from. */
    sourcePath: varchar('source_path', { length: 200 }).notNull().default(''),
    /** Version of the privacy notice shown with the form (DPDP Act 2023). */
    noticeVersion: varchar('notice_version', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.srno),
    /** What the member of staff who marked it handled wrote. */
    handledNote: varchar('handled_note', { length: 500 }),
    /** The notification mail queued with it, whose delivery the inbox shows. */
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** The language of the page the form was sent from (D55): a code of app/lib/i18n/locale.ts's list. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The CRM lead it was turned into; set once, in the transaction that saves the lead. */
    leadSrno: integer('lead_srno').references((): AnyPgColumn => leads.srno),
  },
  (t) => [
    // In the inbox's order, newest first (DESC puts nulls first), so a page reads its rows from the index in order.
    index('enquiries_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The inbox's search matches anywhere in name, phone or e-mail (ILIKE '%...%'): trigrams make that fast.
    index('enquiries_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('enquiries_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('enquiries_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // An enquiry names its lead; a lead may answer more than one enquiry once two leads are merged (D62, ADR 0199).
    index('enquiries_lead_idx').on(t.leadSrno),
  ],
)

/** Payment intimations from the hidden pay form (D45): what a payer says they paid. No payment is taken here. */
export const paymentIntimations = pgTable('payment_intimations', {
  id: identityId(),
  name: varchar('name', { length: 50 }).notNull(),
  email: varchar('email', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 10 }).notNull(),
  /** Rupees, as entered (at most 10 characters in the form). */
  amount: varchar('amount', { length: 10 }).notNull(),
  message: varchar('message', { length: 100 }).notNull().default(''),
  noticeVersion: varchar('notice_version', { length: 20 }).notNull(),
  ip: varchar('ip', { length: 64 }),
  createdAt: createdAt(),
})

/** Blog posts (spec section 3, D48). The slug is the title with spaces turned into hyphens. */
export const blogPosts = pgTable('blog_posts', {
  srno: integer('bl_srno').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('bl_title', { length: 200 }).notNull().unique(),
  slug: varchar('bl_slug', { length: 200 }).notNull().unique(),
  author: varchar('bl_blogby', { length: 100 }).notNull(),
  postDate: date('bl_date', { mode: 'string' }).notNull(),
  content: text('bl_content').notNull(),
  /** The public name of the post's picture (`/blog-images/<name>`, see blog_images), or empty. */
  image: varchar('bl_posturl', { length: 200 }).notNull().default(''),
  /** The picture's text alternative, required whenever there is a picture. */
  imageAlt: varchar('bl_image_alt', { length: 300 }).notNull().default(''),
  published: boolean('bl_published').notNull().default(true),
  /** The language the post is written in (D55, ADR 0160): a locale code, 'en' by default. Its page says so. */
  language: varchar('bl_language', { length: 2 }).notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The slugs a post had before its title changed: `/blog/<old slug>` answers a permanent redirect to the post's
 * current slug, so links shared earlier keep working. A slug that becomes some post's current slug again is
 * removed from here (the current slug always wins).
 */
export const blogSlugHistory = pgTable(
  'blog_slug_history',
  {
    slug: varchar('slug', { length: 200 }).primaryKey(),
    postSrno: integer('post_srno')
      .notNull()
      .references(() => blogPosts.srno, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_slug_history_post_idx').on(t.postSrno)],
)

/**
 * A version number per group of public pages whose rendered HTML servers keep in memory (`blog`: every post's page,
 * ADR 0217). Triggers on the tables the pages are made from (migration 0021) add one to it in the same transaction as
 * any change, whatever code path or tool makes it; every server sharing the database reads it about once a second and
 * drops its copies when it has moved, so a post edited through one server is shown fresh by all of them.
 */
export const publicPageVersions = pgTable('public_page_versions', {
  name: varchar('name', { length: 50 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

/**
 * One-time start-up steps that have been done (for example "the demo blog posts were loaded"), so that a step
 * meant for a new installation never runs again, even after staff delete everything it made.
 */
export const setupMarks = pgTable('setup_marks', {
  name: varchar('name', { length: 100 }).primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
})

/** PostgreSQL bytea. node-postgres returns a Buffer, PGlite a Uint8Array: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * Stored files (blog images, visit evidence): the file's facts here, its bytes either in `stored_file_chunks`
 * (storage 'db', the default, so a file commits with the row that refers to it and one backup holds everything) or
 * in an S3-compatible bucket under `object_key` (storage 's3'). Files never change once stored.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: identityId(),
    sha256: char('sha256', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The type detected from the bytes by the caller, never the client's claim. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.srno),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    storage: varchar('storage', { length: 2 }).notNull().default('db'),
    objectKey: varchar('object_key', { length: 200 }),
  },
  (t) => [
    check(
      'stored_files_storage_check',
      sql`(${t.storage} = 'db' and ${t.objectKey} is null) or (${t.storage} = 's3' and ${t.objectKey} is not null)`,
    ),
    uniqueIndex('stored_files_object_key_idx').on(t.objectKey),
  ],
)

/** The bytes of a file kept in the database, in 256 KiB chunks numbered from 0. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
)

/** Blog pictures by their public name (`/blog-images/<name>`); the bytes are a stored file. */
export const blogImages = pgTable('blog_images', {
  name: varchar('name', { length: 200 }).primaryKey(),
  fileId: bigint('file_id', { mode: 'number' })
    .notNull()
    .references(() => storedFiles.id),
  createdAt: createdAt(),
})

/**
 * Hit counters of the per-address limits (public forms), shared by every server on the database and kept across
 * restarts. A row counts from its first hit until `reset_at`; expired rows are deleted now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
)

/**
 * Leads (spec section 3 "Lead list row", D30): a business a field user visited and wants to win. The owner is the
 * user who recorded it; who may see it follows the reporting lines (D24). Status and next visit are those of the
 * latest visit. `clientKey` is the form's one-time key (the spec's randomString): the same key twice creates one
 * lead (D32).
 */
export const leads = pgTable(
  'leads',
  {
    srno: integer('tl_srno').primaryKey().generatedByDefaultAsIdentity(),
    /** Who the lead belongs to (D51): at first its creator; an assignment changes it. Visibility follows it (D24). */
    ownerSrno: integer('um_srno')
      .notNull()
      .references(() => users.srno),
    /** Who created the lead, when that is not its owner (a lead made in the office from a web enquiry, D51). */
    createdBySrno: integer('created_by').references((): AnyPgColumn => users.srno),
    /** Lead Type (custType): 1 Retailer, 2 Distributor, 3 Super Distributor. */
    typeSrno: integer('mtc_srno')
      .notNull()
      .references(() => leadTypes.srno),
    /** Lead Nature (the spec's tl_leadtype): H Hot, C Cold. */
    nature: varchar('tl_leadtype', { length: 1 }).notNull(),
    /** The business name (corpname, the list's tl_name). */
    businessName: varchar('tl_name', { length: 80 }).notNull(),
    /** Contact person (the spec's name). */
    contactPerson: varchar('tl_person', { length: 80 }).notNull().default(''),
    mobile: varchar('tl_mobile', { length: 10 }).notNull().default(''),
    email: varchar('tl_email', { length: 100 }).notNull().default(''),
    address: varchar('tl_address', { length: 200 }).notNull().default(''),
    remark: varchar('tl_remark', { length: 220 }).notNull().default(''),
    /** Expected volume in rupees (digits only), shown with 'Rs.'. */
    expectedVolume: bigint('tl_volume', { mode: 'number' }),
    statusSrno: integer('ts_srno')
      .notNull()
      .references(() => leadStatuses.srno),
    /** The next planned visit (India date); none once the lead is Closed (status 2). */
    nextVisit: date('tl_nextvisit', { mode: 'string' }),
    createdAt: timestamp('tl_timestamp', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    /** Where the business is: the place of its first visit with a location. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * D57: who set the lead's place by hand (a pin on its page) and when; none while the place is its first visit's.
     * A visit never moves a pinned place (a lead's place is set once, by its first located visit or by a pin).
     */
    pinnedBy: integer('pinned_by').references((): AnyPgColumn => users.srno),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    visitCount: integer('visit_count').notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** The web enquiry this lead was made from, if any: an enquiry becomes at most one lead. */
    enquiryId: bigint('enquiry_id', { mode: 'number' }).references((): AnyPgColumn => enquiries.id),
    /** The import this lead came from (D62), if any, and its row in that file. */
    importId: bigint('import_id', { mode: 'number' }).references((): AnyPgColumn => leadImports.id),
    importRow: integer('import_row'),
    /**
     * D59: the services the retailer wants, as keys of the service index (app/lib/service-index.ts), several allowed,
     * each once, in the index's order. The list, the reports and the download filter and count by them.
     */
    products: varchar('products', { length: 40 }).array().notNull().default(sql`'{}'::varchar[]`),
    /**
     * The phone's book of leads (ADR 0206): the id of the transaction that last wrote this row (the database's
     * `pg_current_xact_id()`, set by the trigger `leads_sync_xid_keep` of migration 0018 on every insert and update,
     * bulk moves included). A phone asks for the leads changed since the oldest transaction still running at its last
     * sync, so a write committed late is never skipped. Never set by the application.
     */
    syncXid: bigint('sync_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('leads_sync_xid_idx').on(t.syncXid),
    uniqueIndex('leads_owner_client_key_idx').on(t.ownerSrno, t.clientKey),
    // The list's order is newest first with the serial as tie-break: both in the index, in the order the query asks
    // for (DESC puts nulls first), so the first page reads twenty index entries instead of sorting every visible lead.
    // Migration 0005 adds INCLUDE (owner, status, type, nature, next visit; and the name on the owner index) to
    // both, so that the filters, a part-viewer's name search and the capped count are answered from the index alone.
    // Migration 0011 adds the contact person and mobile to the owner index's INCLUDE, for a part-viewer's search.
    index('leads_owner_created_idx').on(t.ownerSrno, t.createdAt.desc().nullsFirst(), t.srno.desc().nullsFirst()),
    index('leads_created_idx').on(t.createdAt.desc().nullsFirst(), t.srno.desc().nullsFirst()),
    index('leads_mobile_idx').on(t.mobile),
    // The list's product filter (D59): "has this product" is array containment, which a GIN index answers.
    index('leads_products_idx').using('gin', t.products),
    uniqueIndex('leads_enquiry_idx').on(t.enquiryId),
    // The list's search matches anywhere in the business name, the contact person or the mobile number
    // (ILIKE '%...%'): trigrams make that fast.
    index('leads_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('leads_person_trgm_idx').using('gin', t.contactPerson.op('gin_trgm_ops')),
    index('leads_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    // The "Today" order (ADR 0151): open leads by next visit, most overdue first. Per owner for a viewer who sees
    // part of the leads, and over all owners for one who sees all; migration 0011 adds INCLUDE columns (the filters
    // and the search) so that a page and its filters are read from the index alone.
    index('leads_owner_open_next_visit_idx').on(t.ownerSrno, t.nextVisit, t.srno).where(sql`${t.statusSrno} <> 2`),
    index('leads_open_next_visit_idx').on(t.nextVisit, t.srno).where(sql`${t.statusSrno} <> 2`),
    check('leads_nature_check', sql`${t.nature} in ('H', 'C')`),
  ],
)

/**
 * Visits of a lead (the spec's follow-ups, fu_*): the first visit that recorded the lead, and every follow-up. Each
 * carries its selfie (D33), and, when the browser gave one, where it happened (D36): its distance from the lead's
 * place and whether that is far, and whether the photo was taken long before it was uploaded.
 */
export const leadVisits = pgTable(
  'lead_visits',
  {
    srno: bigint('fu_srno', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    leadSrno: integer('tl_srno')
      .notNull()
      .references(() => leads.srno),
    userSrno: integer('um_srno')
      .notNull()
      .references(() => users.srno),
    kind: varchar('fu_kind', { length: 10 }).notNull(),
    at: timestamp('fu_timestamp', { withTimezone: true }).notNull().defaultNow(),
    remark: varchar('fu_remark', { length: 220 }).notNull().default(''),
    nature: varchar('fu_leadtype', { length: 1 }).notNull(),
    statusSrno: integer('ts_srno')
      .notNull()
      .references(() => leadStatuses.srno),
    nextVisit: date('fu_nextvisit', { mode: 'string' }),
    ...selfieEvidence(),
    /** Metres from the lead's place; none without a location on either side. */
    distanceM: doublePrecision('distance_m'),
    far: boolean('far').notNull().default(false),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('lead_visits_lead_client_key_idx').on(t.leadSrno, t.clientKey),
    index('lead_visits_lead_at_idx').on(t.leadSrno, t.at.desc().nullsFirst(), t.srno.desc().nullsFirst()),
    index('lead_visits_at_idx').on(t.at),
    // Migrations 0005 and 0012 add INCLUDE (kind, lead, far, old photo, latitude, device time): the reports' counts of
    // visits and suspect visits per person and day read the index.
    index('lead_visits_user_at_idx').on(t.userSrno, t.at),
    check('lead_visits_kind_check', sql`${t.kind} in ('first', 'follow-up')`),
    check('lead_visits_nature_check', sql`${t.nature} in ('H', 'C')`),
  ],
)

/**
 * The start and the end of a field user's working day (D58): each with its selfie and where it happened, under the
 * visit evidence rules (D36, D53, D54): the received file is the evidence, the phone's declared capture time and
 * place are kept beside it, "old photo" and "no location" are marks that never block. `day` is the India date of the
 * time it was recorded on the phone (else of its receipt); one start and one end per person and day, and the form's
 * one-time key makes a repeated send (the outbox's) save it once.
 */
export const dayEvents = pgTable(
  'day_events',
  {
    srno: bigint('de_srno', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userSrno: integer('um_srno')
      .notNull()
      .references(() => users.srno),
    day: date('de_day', { mode: 'string' }).notNull(),
    kind: varchar('de_kind', { length: 5 }).notNull(),
    /** The server's time of receipt. */
    at: timestamp('de_timestamp', { withTimezone: true }).notNull().defaultNow(),
    ...selfieEvidence(),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('day_events_user_day_kind_idx').on(t.userSrno, t.day, t.kind),
    uniqueIndex('day_events_user_client_key_idx').on(t.userSrno, t.clientKey),
    index('day_events_day_idx').on(t.day),
    check('day_events_kind_check', sql`${t.kind} in ('start', 'end')`),
  ],
)

/**
 * Calls and WhatsApp messages to a lead (D60): a "contact", not a visit (no selfie, no place). Each says its channel
 * (call or whatsapp), its outcome (reached, no answer, call back on a date), a note, the time it was recorded on the
 * phone (a contact logged offline arrives later) and the server's time of receipt. The phone's one-time key makes a
 * contact sent twice (the outbox trying again) one row. Counted apart from visits in the reports.
 */
export const leadContacts = pgTable(
  'lead_contacts',
  {
    id: identityId(),
    leadSrno: integer('tl_srno')
      .notNull()
      .references(() => leads.srno),
    userSrno: integer('um_srno')
      .notNull()
      .references(() => users.srno),
    channel: varchar('channel', { length: 10 }).notNull(),
    outcome: varchar('outcome', { length: 12 }).notNull(),
    /** The date the retailer asked to be called back (India date), for the outcome "call back". */
    callBackOn: date('call_back_on', { mode: 'string' }),
    note: varchar('note', { length: 220 }).notNull().default(''),
    /** Whether the call-back date was made the lead's next visit, as the user chose. */
    setNextVisit: boolean('set_next_visit').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    deviceAt: timestamp('device_at', { withTimezone: true }),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('lead_contacts_user_client_key_idx').on(t.userSrno, t.clientKey),
    index('lead_contacts_lead_at_idx').on(t.leadSrno, t.at),
    index('lead_contacts_user_at_idx').on(t.userSrno, t.at),
    check('lead_contacts_channel_check', sql`${t.channel} in ('call', 'whatsapp')`),
    check('lead_contacts_outcome_check', sql`${t.outcome} in ('reached', 'no-answer', 'call-back')`),
  ],
)

/**
 * How many open leads (status other than Closed) each owner has per next-visit date, kept by a trigger on `leads`
 * (migration 0005). A manager's team panel sums the dates up to today per person: a few rows per person and day,
 * where counting the leads themselves would read every open lead of the team on each page view.
 */
export const leadDueCounts = pgTable(
  'lead_due_counts',
  {
    ownerSrno: integer('um_srno').notNull(),
    nextVisit: date('next_visit', { mode: 'string' }).notNull(),
    open: integer('open_leads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerSrno, t.nextVisit] })],
)

/**
 * Second factor (D56): staff may add an authenticator app (TOTP), passkeys and recovery codes; holders of ADMIN, USER
 * edit or RIGHT edit must have one. One authenticator per user: its row exists from the start of enrolment and
 * counts only once confirmed by a first code. `last_time_step` is the 30-second step of the last accepted code, so a
 * code is accepted once.
 */
export const totpFactors = pgTable('totp_factors', {
  userSrno: integer('um_srno')
    .primaryKey()
    .references(() => users.srno, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 64 }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
})

/** WebAuthn credentials (D56): the public key (COSE, base64url) and the signature counter last seen. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: identityId(),
    userSrno: ownedByUser(),
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: varchar('transports', { length: 200 }),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userSrno)],
)

/** Ten single-use recovery codes per user (D56), stored only as a SHA-256 hash; a used code keeps its row. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: identityId(),
    userSrno: ownedByUser(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userSrno, t.codeHash)],
)

/**
 * A password step done, the second step not yet (D56): not a session, opens nothing, referenced by an HttpOnly
 * cookie holding a token of which only the hash is stored; it lasts five minutes and allows a few wrong codes.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: identityId(),
    tokenHash: tokenHash(),
    userSrno: ownedByUser(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: smallint('failures').notNull().default(0),
    redirectTo: varchar('redirect_to', { length: 300 }),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userSrno)],
)

/** WebAuthn challenges handed out and not yet answered: each is accepted once, for its purpose and user. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: varchar('challenge', { length: 128 }).primaryKey(),
  purpose: varchar('purpose', { length: 20 }).notNull(),
  userSrno: integer('um_srno').references(() => users.srno, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * The morning digest (D52): one row per user and India day, inserted in the transaction that queues that user's
 * mail, so the digest goes out once a day even when several servers run the job.
 */
export const digestMarks = pgTable(
  'digest_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userSrno: ownedByUser(),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userSrno] })],
)

/**
 * The office's alerts (D61): what needs a person, one row each, in their list of notifications (newest first, kept
 * 30 days). The words are made from `kind` and `facts` in the reader's language when shown; `link` is the office path
 * the alert opens. `once_key` (unique when set) makes an alert of a scheduled event (visits due this morning, a team
 * member's overdue visits) once across servers: each server's insert of the same key after the first inserts nothing.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: identityId(),
    userSrno: ownedByUser(),
    kind: varchar('kind', { length: 30 }).notNull(),
    facts: jsonb('facts').notNull().default({}),
    link: varchar('link', { length: 300 }).notNull(),
    leadSrno: integer('tl_srno').references(() => leads.srno, { onDelete: 'cascade' }),
    onceKey: varchar('once_key', { length: 120 }).unique(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('alerts_user_idx').on(t.userSrno, t.createdAt)],
)

/**
 * A device's Web Push subscription (D61): the push service's endpoint (unique: one browser, one row) and its keys,
 * for the user signed in when it was made. `session_id` is the last session of that user that confirmed it on the
 * device, so signing out there removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userSrno: ownedByUser(),
    endpoint: varchar('endpoint', { length: 1000 }).notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userSrno)],
)

/**
 * Pushes waiting to be sent (D61), with the mail outbox's retry rules (D41): a push service that is down delays the
 * push (attempts, next try), never loses it; one that answers 404 or 410 removes the subscription (and its pushes).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: identityId(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** The JSON the service worker shows: title, body, url (in the user's language when queued). */
    payload: text('payload').notNull(),
    createdAt: createdAt(),
    ...outboxQueue(),
  },
  (t) => [index('push_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
)

/** Keys the server makes at first start and keeps (D61: the VAPID key pair that signs pushes), by name. */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 60 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
})

/**
 * Imports of a list of shops (D62): the uploaded file's rows are kept as read (text cells) until the importer
 * imports the valid ones or leaves. `mapping` is which column (or which value for every row) each lead field takes,
 * keyed by field name, so a new field (the products of interest) is one more key. `status` is 'preview' until the rows are
 * imported, then 'imported' (once: the import's row is locked when its rows go in).
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: identityId(),
    userSrno: integer('um_srno')
      .notNull()
      .references(() => users.srno),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** SHA-256 (hex) of the uploaded file. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** The header row as read. */
    header: text('header').array().notNull(),
    rowCount: integer('row_count').notNull(),
    mapping: text('mapping').notNull().default('{}'),
    /** The owner of every row, when the rows do not name theirs in an owner column. */
    ownerSrno: integer('owner_srno').references(() => users.srno),
    status: varchar('status', { length: 10 }).notNull().default('preview'),
    createdAt: createdAt(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    importedCount: integer('imported_count'),
  },
  (t) => [
    index('lead_imports_user_idx').on(t.userSrno, t.createdAt),
    check('lead_imports_status_check', sql`${t.status} in ('preview', 'imported')`),
  ],
)

/** An import's rows as read from its file: the cells as text, in the file's column order. */
export const leadImportRows = pgTable(
  'lead_import_rows',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    /** The row's number in the file, the header being row 1 (as a spreadsheet numbers it). */
    rowNo: integer('row_no').notNull(),
    cells: text('cells').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNo] })],
)

/**
 * Merged leads (D62): the serial of a lead merged into another and removed, and the lead it went into, so the
 * removed lead's address sends to the kept one (a lead merged into one that is merged later follows the chain's
 * end: the rows are updated then).
 */
/**
 * The phone's book of leads (ADR 0206): a lead that left an owner's hands, kept so that the phones of those who saw it
 * drop it at their next sync: deleted (merged away, D62) or given to another owner (D51). Written by the trigger
 * `lead_removals_keep` of migration 0018 with the transaction's id (`pg_current_xact_id()`), like `leads.sync_xid`.
 * A phone is told of a removal only when the former owner is one it may see and the lead is not visible to it now.
 * Rows older than a phone's longest absence are useless; a phone away longer syncs the whole book again.
 */
export const leadRemovals = pgTable(
  'lead_removals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadSrno: integer('tl_srno').notNull(),
    /** Whose lead it was before. */
    formerOwnerSrno: integer('former_owner').notNull(),
    syncXid: bigint('sync_xid', { mode: 'number' }).notNull(),
    at: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_removals_sync_xid_idx').on(t.syncXid)],
)

export const leadMerges = pgTable('lead_merges', {
  removedSrno: integer('removed_srno').primaryKey(),
  keptSrno: integer('kept_srno')
    .notNull()
    .references(() => leads.srno),
  userSrno: integer('um_srno')
    .notNull()
    .references(() => users.srno),
  at: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
})
