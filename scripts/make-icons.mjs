// Makes the back office's home-screen icons (the web app manifest's, public/office.webmanifest) from the one drawing
// public/office-icons/icon.svg: the brand's rupee mark on a full blue square, drawn inside the middle 80 % so that a
// phone's round or rounded mask never cuts it ("maskable"). The PNGs are committed; run `node scripts/make-icons.mjs`
// again after changing the drawing.
import { readFileSync } from 'node:fs'
import sharp from 'sharp'

const dir = 'public/office-icons'
const svg = readFileSync(`${dir}/icon.svg`)
for (const size of [192, 512, 180]) {
  const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`
  await sharp(svg, { density: ((72 * size) / 512) * 8 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${dir}/${name}`)
  console.log(`${dir}/${name}`)
}
