import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { checkPasswordPolicy } from '#app/lib/password-policy.ts'

/**
 * Every setting of the product, read once from the environment (and an optional `.env` file in the working
 * folder). Company facts are settings (D40) with neutral placeholder defaults, so a deployment changes them here.
 */

const port = z.coerce
  .number({ error: 'expected a whole number from 1 to 65535' })
  .int('expected a whole number from 1 to 65535')
  .min(1, 'expected a whole number from 1 to 65535')
  .max(65535, 'expected a whole number from 1 to 65535')

const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'expected a whole number of seconds' })
    .int('expected a whole number of seconds')
    .min(1, 'expected at least 1 second')
    .default(fallback)

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), 'expected an http:// or https:// URL')

/** D57: the OpenStreetMap standard tiles, the default of MAP_TILE_URL (shown with MAP_TILE_ATTRIBUTION). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** A tile URL template: {z}, {x} and {y} in an http(s) URL or a path of this site. */
export function isTileTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false
  if (/\s/.test(value)) return false
  if (value.startsWith('/') && !value.startsWith('//')) return true
  const sample = value.replaceAll('{s}', 'a').replace(/\{[a-z]\}/g, '0')
  return /^https?:\/\/[^\s/]+/i.test(sample) && URL.canParse(sample)
}

/**
 * The image source the CSP must allow for the tiles (none for a path of this site or no tiles): the template's
 * origin; `{s}` (a tile server's subdomains) becomes a wildcard.
 */
export function tileImageSource(template: string): string | null {
  if (template === '' || template.startsWith('/')) return null
  const url = new URL(template.replaceAll('{s}', 'tile-subdomain').replace(/\{[a-z]\}/g, '0'))
  return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`
}

const text = (fallback: string) => z.string().trim().min(1, 'must not be empty').default(fallback)

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((v) => /^postgres(ql)?:\/\//.test(v) && URL.canParse(v), 'expected a postgres:// URL')
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .superRefine((v, ctx) => {
        if (v === undefined) return
        const problem = checkPasswordPolicy(v)
        if (problem) ctx.addIssue({ code: 'custom', message: `does not meet the password policy: ${problem}` })
      }),
    SITE_URL: httpUrl.default('http://localhost:3000'),
    SMTP_URL: z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), 'expected an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: text('Website <no-reply@example.in>'),
    DASHBOARD_URL: httpUrl.default('https://dashboard.example.in/'),
    SESSION_IDLE_SECONDS: seconds(30 * 60),
    SESSION_ABSOLUTE_SECONDS: seconds(12 * 60 * 60),
    /** D46: public form submissions allowed per address in 10 minutes. */
    FORM_RATE_LIMIT: z.coerce
      .number({ error: 'expected a whole number' })
      .int('expected a whole number')
      .min(1, 'expected at least 1')
      .default(30),
    /** D36: a visit farther than this from the lead's place is marked "far from the lead" (a common field radius). */
    VISIT_FAR_METERS: z.coerce
      .number({ error: 'expected a whole number of metres' })
      .int('expected a whole number of metres')
      .min(1, 'expected at least 1 metre')
      .default(500),
    /**
     * D57: the map tiles of the route of the day and the pin map: a URL template with {z}, {x} and {y} (and
     * optionally {s}), http(s) or a path on this site; empty for no tiles (the list and the markers still work).
     * Default: the OpenStreetMap standard tiles, shown with their attribution. The CSP allows the tile host only when
     * set (server/headers.ts).
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || isTileTemplate(v),
        'expected a tile URL template with {z}, {x} and {y} (http://, https:// or a path starting with /), or empty',
      )
      .default(DEFAULT_MAP_TILE_URL),
    /** D57: the text shown in the map's corner for the tiles of MAP_TILE_URL (their licence asks for it). */
    MAP_TILE_ATTRIBUTION: z
      .string()
      .trim()
      .max(200, 'expected at most 200 characters')
      .default('© OpenStreetMap contributors'),
    /** D52: the hour (India time, 0-23) from which the morning digest mail goes out each day. */
    DIGEST_HOUR: z.coerce
      .number({ error: 'expected a whole hour from 0 to 23' })
      .int('expected a whole hour from 0 to 23')
      .min(0, 'expected a whole hour from 0 to 23')
      .max(23, 'expected a whole hour from 0 to 23')
      .default(8),
    /** D52: whether this server runs the morning digest job; `off` only for test servers (and a server of a fleet
     * that should never send it: any one server with it on sends each digest once). */
    DIGEST_MAIL: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
    /**
     * D61: the VAPID key pair that signs Web Push (base64url, as `npx web-push generate-vapid-keys` prints them). Both
     * or neither: without them the first server to start makes a pair and keeps it in the database.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'expected a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'expected a base64url P-256 private key')
      .optional(),
    /** D61: the contact push services see (mailto: or https:); the MAIL_FROM address when unset. */
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto:address or an https:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((v, ctx) => {
        if (v === 'false' || v === '0' || v === '') return false
        if (v === 'true') return true
        if (/^\d+$/.test(v)) return Number(v)
        if (/^(loopback|linklocal|uniquelocal)(,\s*(loopback|linklocal|uniquelocal))*$/.test(v)) return v
        ctx.addIssue({ code: 'custom', message: 'expected false, true, a hop count or loopback/linklocal/uniquelocal' })
        return z.NEVER
      }),

    /**
     * Where new uploads go: 'db' (chunks in the database) or 's3' (the bucket below). Defaults to 's3' when S3_URL is
     * set. Files already stored stay where they are until `npm run files:move`, and are read from either place.
     */
    FILE_STORAGE: z.enum(['db', 's3'], { error: 'expected db or s3' }).optional(),
    /**
     * Whether the first start of an installation whose blog is empty loads the demo posts (once; they are then
     * ordinary posts). A production installation sets it to `off` before its first start.
     */
    BLOG_DEMO_POSTS: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
    /**
     * D56: holders of ADMIN, USER edit or RIGHT edit must have a second factor (a passkey or an authenticator app),
     * and are held at enrolment after the password step until they add one. `off` only for test servers.
     */
    SECOND_FACTOR_REQUIRED: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
    /** An S3-compatible endpoint (AWS S3, MinIO, Ceph, R2...); unset means no bucket. */
    S3_URL: httpUrl.optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'expected a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
    S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
    /** With S3_SECRET_ACCESS_KEY; both unset means the SDK's usual sources (AWS_* variables, an instance role). */
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** Bucket in the path (`host/bucket/key`) instead of the host name: MinIO and most self-hosted stores need it. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),

    COMPANY_NAME: text('Sahaj Seva Network Pvt. Ltd.'),
    COMPANY_SHORT_NAME: text('Sahaj Seva'),
    PHONE_DSC: text('+91 11 4000 1001'),
    PHONE_SUPPORT: text('+91 11 4000 1002'),
    INFO_EMAIL: z.email('expected an e-mail address').default('info@example.in'),
    COMPANY_ADDRESS: text('Office 101, Example Business Centre, Connaught Place, New Delhi 110001'),
    SOCIAL_FACEBOOK: httpUrl.default('https://www.facebook.com/'),
    SOCIAL_X: httpUrl.default('https://x.com/'),
    SOCIAL_LINKEDIN: httpUrl.default('https://www.linkedin.com/'),
    SOCIAL_INSTAGRAM: httpUrl.default('https://www.instagram.com/'),
    SOCIAL_YOUTUBE: httpUrl.default('https://www.youtube.com/'),
    BANK_ACCOUNT_NAME: text('Sahaj Seva Network Pvt. Ltd.'),
    BANK_ACCOUNT_NUMBER: text('000000000000'),
    BANK_IFSC: z
      .string()
      .trim()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'expected an IFSC code such as ABCD0123456')
      .default('ABCD0000000'),
    BANK_BRANCH: text('Connaught Place, New Delhi'),
    BANK_ACCOUNT_TYPE: text('Current Account'),
    BANK_NAME: text('Example Bank'),
    UPI_ID: z
      .string()
      .trim()
      .regex(/^[\w.-]{2,256}@[A-Za-z]{2,64}$/, 'expected a UPI id such as name@bank')
      .default('sahajseva@examplebank'),
    GRIEVANCE_OFFICER: text('Grievance Officer'),
    COPYRIGHT_YEAR: z.coerce.number().int().min(2000).max(2100).default(2024),
  })
  .superRefine((s, ctx) => {
    // Settings that only make sense together are checked together, each problem named by the variable to fix.
    const issue = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message })
    if (s.S3_URL && !s.S3_BUCKET) issue('S3_BUCKET', 'required when S3_URL is set')
    if (!s.S3_URL && s.S3_BUCKET) issue('S3_URL', 'required when S3_BUCKET is set')
    if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY)) {
      issue(s.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'set both S3 keys, or neither')
    }
    if (Boolean(s.VAPID_PUBLIC_KEY) !== Boolean(s.VAPID_PRIVATE_KEY)) {
      issue(s.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'set both VAPID keys, or neither')
    }
    if (s.FILE_STORAGE === 's3' && !s.S3_URL) issue('FILE_STORAGE', 's3 needs S3_URL and S3_BUCKET')
  })
  .transform((s) => ({ ...s, FILE_STORAGE: s.FILE_STORAGE ?? (s.S3_URL ? ('s3' as const) : ('db' as const)) }))

export type Settings = z.output<typeof schema>

/** Never echoed in an error message (it would land in a terminal or a log). */
const secretSettings = new Set(['ADMIN_PASSWORD', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'VAPID_PRIVATE_KEY'])

/** Company facts safe to show on public pages; everything prerendered depends only on these. */
export interface PublicSettings {
  companyName: string
  companyShortName: string
  phoneDsc: string
  phoneSupport: string
  infoEmail: string
  address: string
  social: { facebook: string; x: string; linkedin: string; instagram: string; youtube: string }
  bank: { accountName: string; accountNumber: string; ifsc: string; branch: string; accountType: string; bank: string }
  upiId: string
  grievanceOfficer: string
  dashboardUrl: string
  siteUrl: string
  copyrightYear: number
}

export class SettingsError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`Invalid setting ${variable}: ${problem}`)
    this.name = 'SettingsError'
  }
}

/** Parses settings from an environment object. Throws SettingsError naming the first bad variable. */
/** Settings whose empty value says something (not "use the default"). */
const EMPTY_IS_A_VALUE = new Set(['MAP_TILE_URL'])

export function parseSettings(env: Record<string, string | undefined>): Settings {
  // An empty variable means "not set", so `PORT= npm start` falls back to the default; except where empty is a
  // value of its own (MAP_TILE_URL: no tiles, D57).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => v !== undefined && (v !== '' || EMPTY_IS_A_VALUE.has(k))),
  )
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const variable = String(issue.path[0] ?? 'settings')
    const got = cleaned[variable]
    const shown = secretSettings.has(variable) || got === undefined ? '' : ` (got "${String(got).slice(0, 60)}")`
    throw new SettingsError(variable, `${issue.message}${shown}`)
  }
  return result.data
}

export function toPublicSettings(s: Settings): PublicSettings {
  return {
    companyName: s.COMPANY_NAME,
    companyShortName: s.COMPANY_SHORT_NAME,
    phoneDsc: s.PHONE_DSC,
    phoneSupport: s.PHONE_SUPPORT,
    infoEmail: s.INFO_EMAIL,
    address: s.COMPANY_ADDRESS,
    social: {
      facebook: s.SOCIAL_FACEBOOK,
      x: s.SOCIAL_X,
      linkedin: s.SOCIAL_LINKEDIN,
      instagram: s.SOCIAL_INSTAGRAM,
      youtube: s.SOCIAL_YOUTUBE,
    },
    bank: {
      accountName: s.BANK_ACCOUNT_NAME,
      accountNumber: s.BANK_ACCOUNT_NUMBER,
      ifsc: s.BANK_IFSC,
      branch: s.BANK_BRANCH,
      accountType: s.BANK_ACCOUNT_TYPE,
      bank: s.BANK_NAME,
    },
    upiId: s.UPI_ID,
    grievanceOfficer: s.GRIEVANCE_OFFICER,
    dashboardUrl: s.DASHBOARD_URL,
    siteUrl: s.SITE_URL.replace(/\/+$/, ''),
    copyrightYear: s.COPYRIGHT_YEAR,
  }
}

let loaded: Settings | undefined

/** The process's settings, loaded on first use from the environment and `.env` (environment wins). */
export function settings(): Settings {
  if (!loaded) {
    const envFile = path.resolve('.env')
    if (existsSync(envFile)) process.loadEnvFile(envFile)
    loaded = parseSettings(process.env)
  }
  return loaded
}

/** Replaces the cached settings (tests and the server's start-up use this). */
export function replaceSettings(s: Settings): Settings {
  loaded = s
  return s
}

export function publicSettings(): PublicSettings {
  return toPublicSettings(settings())
}
