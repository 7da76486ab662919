import { messages } from '#app/lib/errors.ts'
import { z } from '#app/lib/zod-config.ts'

/** Right group add form: empty group name gives MSG0006 (spec section 5). */
export const groupFormSchema = z.object({
  srno: z.coerce.number().int().min(0),
  group: z.string({ error: messages.MSG0006 }).trim().min(1, messages.MSG0006).max(50, messages.MSG0006),
})

const yesNo = z.enum(['1', '0'], { error: messages.MSG0006 })

/** Changing a right: a right must be chosen (MSG0006), Query/Add/Edit each Yes 1 / No 0 (spec section 2). */
export const groupRightSchema = z.object({
  srno: z.coerce.number().int().min(1),
  right: z.coerce.number({ error: messages.MSG0006 }).int(messages.MSG0006).min(1, messages.MSG0006),
  rightQuery: yesNo,
  rightAdd: yesNo,
  rightEdit: yesNo,
})
