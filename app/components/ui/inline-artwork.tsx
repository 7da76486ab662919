/**
 * Artwork drawn inline in the HTML, for the one picture at the top of a page: it paints with the document instead of
 * queueing behind the scripts (the page's largest paint comes sooner). Only for our own SVG files, imported with
 * `?raw`; the wrapper carries the accessible name, the drawing itself is hidden from assistive technology.
 */
export function InlineArtwork({
  svg,
  label,
  crop = 'contain',
  className = '',
}: {
  svg: string
  label: string
  /** `cover-right` crops like `object-cover object-right` (the container sets the aspect ratio). */
  crop?: 'contain' | 'cover-right'
  className?: string
}) {
  const ratio = crop === 'cover-right' ? 'xMaxYMid slice' : 'xMidYMid meet'
  const html = svg
    .replace('<svg ', `<svg preserveAspectRatio="${ratio}" aria-hidden="true" focusable="false" `)
    .replace(/ role="img"/, '')
    .replace(/<title>[^<]*<\/title>/, '')
  const size = crop === 'cover-right' ? '[&>svg]:h-full [&>svg]:w-full' : '[&>svg]:h-auto [&>svg]:w-full'
  return (
    <div
      role="img"
      aria-label={label}
      className={`overflow-hidden ${size} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own artwork file, never visitor content.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
