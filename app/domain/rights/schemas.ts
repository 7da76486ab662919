import { messages } from '#app/lib/errors.ts'
import { oneOf, requiredText, serial } from '#app/lib/schema-kit.ts'
import { z } from '#app/lib/zod-config.ts'

/** Right group add form: empty group name gives MSG0006 (spec section 5). */
export const groupFormSchema = z.object({
  groupSrno: serial({ allowNew: true }),
  name: requiredText(50, messages.MSG0006),
})

/** Yes (1) or No (0) in the form; a flag inside the product. */
const yesNo = oneOf(['1', '0'], messages.MSG0006).transform((value) => value === '1')

/** Changing a right: a right must be chosen (MSG0006), Query/Add/Edit each Yes 1 / No 0 (spec section 2). */
export const groupRightSchema = z.object({
  groupSrno: serial(),
  rightSrno: serial({ message: messages.MSG0006 }),
  query: yesNo,
  add: yesNo,
  edit: yesNo,
})
