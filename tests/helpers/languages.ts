import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * What a language of the list needs besides its entry there (ARCHITECTURE.md, "Add a language"): its message
 * catalogues, one file per namespace as English has (`app/messages/<code>/*.ts`); its document of texts for every
 * page English has one for (`app/content/pages/**\/<page>.<code>.yaml`); and, for a language other than the default,
 * its services' names (`app/content/<code>/service-index.ts`; English's are the service index's own).
 */

/** The files under `dirs` of the repository at `root`, as paths relative to it with `/` between folders. */
export function repoFiles(root: string, dirs: readonly string[] = ['app/messages', 'app/content']): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`
      return statSync(path.join(root, rel)).isDirectory() ? walk(rel) : [rel]
    })
  return dirs.flatMap(walk)
}

/**
 * The pieces each language of `list` lacks among `files`, each named with its language and path
 * (`ta: app/messages/ta/crm.ts`). The first of `list` is the default language, whose files set what is expected.
 */
export function languageGaps(list: readonly string[], files: readonly string[]): string[] {
  const present = new Set(files)
  const [first] = list
  if (first === undefined) return []
  const catalogues = files.filter((f) => f.startsWith(`app/messages/${first}/`) && f.endsWith('.ts'))
  const documents = files.filter((f) => f.startsWith('app/content/pages/') && f.endsWith(`.${first}.yaml`))
  const gaps: string[] = []
  for (const locale of list) {
    if (locale === first) continue
    const expected = [
      ...catalogues.map((f) => f.replace(`app/messages/${first}/`, `app/messages/${locale}/`)),
      ...documents.map((f) => f.replace(new RegExp(`\\.${first}\\.yaml$`), `.${locale}.yaml`)),
      `app/content/${locale}/service-index.ts`,
    ]
    for (const file of expected) if (!present.has(file)) gaps.push(`${locale}: ${file}`)
  }
  return gaps
}
