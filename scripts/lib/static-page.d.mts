export const NONCE_PLACEHOLDER: string
/** The static form of a page rendered with the nonce placeholder, and the hashes its CSP must allow. */
export function staticPage(html: string): { body: string; scripts: string[]; styles: string[] }
