import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { jpegQuality } from './jpeg-quality.ts'

async function photo(quality: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality })
    .toBuffer()
}

describe('the quality a received JPEG was written at (so the stored copy is never written higher)', () => {
  it.each([95, 90, 82, 72, 62, 50, 30])('reads quality %i back within two steps', async (quality) => {
    const read = jpegQuality(await photo(quality))
    expect(read).not.toBeNull()
    expect(Math.abs(read! - quality)).toBeLessThanOrEqual(2)
  })

  it('says nothing of a file that is not a JPEG or has no table', async () => {
    expect(jpegQuality(Buffer.from('GIF89a'))).toBeNull()
    expect(jpegQuality(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull()
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(jpegQuality(png)).toBeNull()
  })
})
