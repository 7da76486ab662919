/**
 * D48: a post's path id is its title with spaces replaced by hyphens; characters that are unsafe in a path are
 * dropped. Lower case, because canonical paths are lower case (D2): `/blog/Fastag-Made-Simple` redirects to
 * `/blog/fastag-made-simple`, which is how old links keep working. Letters of any script are kept.
 */
export function blogSlug(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
}
