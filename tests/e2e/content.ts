import { runnerImport } from 'vite'
import { contentDocuments } from '../../vite.config.ts'

/**
 * The public pages' content as the site has it, for the specs to find on the pages: the content modules import
 * their YAML documents (ADR 0165), which only Vite's plugin turns into modules, so they are loaded through Vite's
 * module runner with that plugin, as the build and the unit tests load them.
 */
const load = <T>(file: string) =>
  runnerImport<T>(file, { configFile: false, root: process.cwd(), plugins: [contentDocuments()], logLevel: 'error' })

const [{ module: byLocale }, { module: serviceModule }] = await Promise.all([
  load<typeof import('#app/content/by-locale.ts')>('./app/content/by-locale.ts'),
  load<typeof import('#app/content/services.ts')>('./app/content/services.ts'),
])

export const { homeContent, offerContent, termsContent } = byLocale
export const { services } = serviceModule
