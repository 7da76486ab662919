/**
 * A YAML document imported by a module: @rollup/plugin-yaml (vite.config.ts) turns it into a JS module at build
 * time. Its value is unknown until a schema has checked it (app/content/document.ts).
 */
declare module '*.yaml' {
  const document: unknown
  export default document
}
