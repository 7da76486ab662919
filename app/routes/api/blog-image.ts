import { createReadableStreamFromReadable } from '@react-router/node'
import { readBlogImage } from '#app/domain/blog/images.server.ts'
import { serverContext } from '#app/lib/context.ts'
import type { Route } from './+types/blog-image'

/**
 * GET /blog-images/:file: a blog picture from the file store, streamed. File names carry a hash of the picture, so
 * the answer never changes and may be cached for a year. The type was decided from the bytes when the picture was
 * stored; nosniff (set on every answer by the security headers) and a sandboxing CSP keep a file from ever being
 * taken for a page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const image = await readBlogImage(serverContext(context).db, params.file)
  if (!image) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(createReadableStreamFromReadable(image.stream), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      ETag: `"${image.sha256}"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}
