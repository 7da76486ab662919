/** exifr's smallest build (JPEG, EXIF and GPS only), loaded by the phone when a photo is picked (photo-small.ts). */
declare module 'exifr/dist/mini.esm.mjs'
