/**
 * The values a lead's record holds, in the order the forms, the merge and the lead files show them: the business
 * and its contact, the remark and expected volume, and the lead's type, nature and status. The merge adds its owner,
 * a lead file its next visit, owner and products.
 */
export const leadRecordFields = [
  'businessName',
  'contactPerson',
  'mobile',
  'email',
  'address',
  'remark',
  'volume',
  'type',
  'nature',
  'status',
] as const
