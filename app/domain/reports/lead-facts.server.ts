import { leadStatuses, leads, leadTypes } from '#app/db/schema.ts'
import { LEAD_NATURES, type LeadNature } from '#app/domain/leads/schemas.ts'

/**
 * What a report's row query reads for its lead-fact columns (`leadFactColumns`) besides the nature: the lead's
 * business, contact, mobile and type, and the status of the `leadStatuses` row the report joins (the lead's own
 * now, or the one a visit set). The query joins `leads`, `leadTypes` and `leadStatuses`.
 */
export const leadFactFields = {
  businessName: leads.businessName,
  contactPerson: leads.contactPerson,
  mobile: leads.mobile,
  leadType: leadTypes.name,
  status: leadStatuses.status,
}

/** A lead nature's name as the reports show it (H: Hot, C: Cold); an unknown code as it is. */
export function natureName(code: string): string {
  return LEAD_NATURES[code as LeadNature] ?? code
}
