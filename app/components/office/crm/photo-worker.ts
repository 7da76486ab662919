/**
 * The photo worker (ADR 0212): makes a picked photo small off the page's thread (D53, photo-small.ts), so Save
 * answers at once while a 12-megapixel photo is decoded, resized and encoded. It answers each message `{ id, file }`
 * with `{ id, small, declared }`: the small copy (null when the original goes as it is) and the original's
 * declared capture time and GPS (its EXIF), which the server's "old photo" mark uses.
 */
import { makePhotoSmallHere, type SmallPhotoReply } from './photo-small.ts'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; file: File }>) => void) | null
  postMessage(message: SmallPhotoReply): void
}

scope.onmessage = (event) => {
  const { id, file } = event.data
  makePhotoSmallHere(file).then(
    ({ file: small, declared }) => scope.postMessage({ id, small: small === file ? null : small, declared }),
    () => scope.postMessage({ id, small: null, declared: {} }),
  )
}
