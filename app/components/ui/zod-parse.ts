/**
 * Conform's zod adapter, with zod itself: loaded by the form kit at the first use of a form (./form-checks.ts), never
 * with a screen's first paint.
 */
export { parseWithZod } from '@conform-to/zod/v4'
