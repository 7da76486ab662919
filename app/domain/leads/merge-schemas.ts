import { messages } from '#app/lib/errors.ts'
import { serial } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'
import { leadRecordFields } from './record-fields.ts'

/**
 * Merging two leads (D62): for each field, which lead's value the kept lead has afterwards. `status` carries the
 * status with its next visit (D31: one decides the other). Products of interest (D59) are chosen apart:
 * `keep_products` is both leads' products together (the default), or one lead's.
 */
export const mergeFields = [...leadRecordFields, 'owner'] as const
export type MergeField = (typeof mergeFields)[number]

const side = z.enum(['kept', 'other']).catch('kept')

export const mergeSchema = z.object({
  /** The lead that stays (the page's lead). */
  leadId: serial(),
  /** The lead merged into it and removed. */
  other: serial({ message: messages.MERGE_OTHER_REQUIRED }),
  ...(Object.fromEntries(mergeFields.map((f) => [`keep_${f}`, side.optional().default('kept')])) as Record<
    `keep_${MergeField}`,
    z.ZodDefault<z.ZodOptional<typeof side>>
  >),
  keep_products: z.enum(['both', 'kept', 'other']).catch('both').optional().default('both'),
})
export type MergeInput = z.output<typeof mergeSchema>

/** The form's "which lead" step: the other lead's number. */
export const mergeWithSchema = z.object({ other: serial({ message: messages.MERGE_OTHER_REQUIRED }) })
