/** Where the office's service worker is served (scripts/build-sw.mjs), and the part of the site it controls. */
export const OFFICE_SERVICE_WORKER = '/office-sw.js'
export const OFFICE_SCOPE = '/crm'
/**
 * ADR 0209: the account menu's pages (`/account/...`) are controlled by a second registration of the same worker, so
 * that they open offline too; the public pages stay outside both scopes (ADR 0148). Push and Background Sync belong
 * to the first (OFFICE_SCOPE) only.
 */
export const ACCOUNT_SCOPE = '/account'
export const OFFICE_SCOPES = [OFFICE_SCOPE, ACCOUNT_SCOPE] as const
