/** The `site` namespace in English (see app/messages/en/index.ts). */
export const site = {}
