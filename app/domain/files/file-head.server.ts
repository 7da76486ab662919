import { open } from 'node:fs/promises'

/** The first `span` bytes of a file on disk (fewer when it is shorter): what deciding its kind from its bytes reads. */
export async function readHead(path: string, span: number): Promise<Buffer> {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(span)
    const { bytesRead } = await handle.read(head, 0, span, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
