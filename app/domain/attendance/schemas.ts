import { clientKey, declaredPhotoFields, deviceAt, locationFields, selfieFile } from '#app/domain/leads/schemas.ts'
import { z } from '#app/lib/zod-config.ts'

/**
 * The start or the end of a field user's working day (D58): the selfie (read by the upload reader, with the visit
 * form's messages), where the phone is, the time it was recorded on the phone and the photo's declared capture time
 * and place, exactly as a visit sends them (D36, D53, D54); the form's one-time key makes a repeated send harmless.
 */
export const dayEventSchema = z.object({
  clientKey,
  ...locationFields,
  deviceAt,
  ...declaredPhotoFields,
})
export type DayEventInput = z.output<typeof dayEventSchema>

export type DayEventKind = 'start' | 'end'

/** The form as the browser checks it: the fields, and the selfie with the visit form's messages. */
export const dayEventFormSchema = dayEventSchema.extend({ selfie: selfieFile })
