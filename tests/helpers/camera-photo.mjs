import sharp from 'sharp'

/**
 * A phone camera's photo, made at test time (no binary in the repository): 12 megapixels (4000 x 3000), about
 * 4-5 MB as a camera writes it (JPEG quality 92, a scene with fine detail and sensor noise), with EXIF
 * DateTimeOriginal + OffsetTimeOriginal and GPS, as phones record them.
 *
 * @param {{ takenAt: Date, latitude: number, longitude: number }} options
 * @returns {Promise<Buffer>}
 */
export async function cameraPhoto({ takenAt, latitude, longitude }) {
  const width = 4000
  const height = 3000
  // A lit wall and a figure (smooth areas), with the fine grain every phone sensor leaves (what makes camera JPEGs
  // large).
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 12345
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed >> 16) % 41
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const inFigure = (x - 2000) ** 2 / 900 ** 2 + (y - 1300) ** 2 / 1100 ** 2 < 1
      const base = inFigure ? [140, 90, 60] : [200 - y / 40, 170 - x / 60, 120 + x / 80]
      pixels[i] = Math.max(0, Math.min(255, base[0] + noise() - 20))
      pixels[i + 1] = Math.max(0, Math.min(255, base[1] + noise() - 20))
      pixels[i + 2] = Math.max(0, Math.min(255, base[2] + noise() - 20))
    }
  }
  const india = new Date(takenAt.getTime() + 5.5 * 3_600_000).toISOString()
  const exifTime = `${india.slice(0, 10).replace(/-/g, ':')} ${india.slice(11, 19)}`
  const dms = (value) => {
    const v = Math.abs(value)
    const d = Math.floor(v)
    const m = Math.floor((v - d) * 60)
    const s = Math.round(((v - d) * 60 - m) * 60 * 100)
    return `${d}/1 ${m}/1 ${s}/100`
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExifMerge({
      IFD0: { Make: 'PhoneCam', Model: 'Field 12' },
      IFD2: { DateTimeOriginal: exifTime, OffsetTimeOriginal: '+05:30' },
      IFD3: {
        GPSLatitudeRef: latitude < 0 ? 'S' : 'N',
        GPSLatitude: dms(latitude),
        GPSLongitudeRef: longitude < 0 ? 'W' : 'E',
        GPSLongitude: dms(longitude),
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer()
}
