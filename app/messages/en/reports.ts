/** The `reports` namespace in English (see app/messages/en/index.ts). */
export const reports = {}
