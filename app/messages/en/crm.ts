/** The `crm` namespace in English (see app/messages/en/index.ts). */
export const crm = {}
