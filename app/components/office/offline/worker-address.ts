/** Where the office's service worker is served (scripts/build-sw.mjs), and the part of the site it controls. */
export const OFFICE_SERVICE_WORKER = '/office-sw.js'
export const OFFICE_SCOPE = '/crm'
