import { useSite, withCompany } from '#app/lib/site.ts'

/** A page's paragraphs of text, a `p` each, with the company's name filled in (`withCompany`), in one block. */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className: string }) {
  const site = useSite()
  return (
    <div className={className}>
      {texts.map((p) => (
        <p key={p}>{withCompany(p, site)}</p>
      ))}
    </div>
  )
}
