/** A 12-megapixel camera JPEG of about 4-5 MB with EXIF capture time and GPS, made at test time. */
export function cameraPhoto(options: { takenAt: Date; latitude: number; longitude: number }): Promise<Buffer>
