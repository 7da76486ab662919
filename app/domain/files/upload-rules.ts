/**
 * The rules every uploaded file meets, shared by the browser's checks and the server's (client-safe: no Node API).
 * They live beside the file store, which the CRM's evidence and the blog's pictures both use, so neither of those
 * areas is imported by the file store.
 */

/**
 * Spec section 9: the upload limit, 10 MB (10,485,760 bytes), for a visit's evidence and a blog picture alike. The
 * server's request-body allowance for upload routes (server/requests.ts) and the proxy example's
 * `client_max_body_size` (docs/deploy/nginx.conf, checked by a test) are worked out from it.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** How many dots a file name holds: an evidence file's name may have one, its extension's (spec section 5). */
export function dotsIn(name: string): number {
  return (name.match(/\./g) ?? []).length
}
