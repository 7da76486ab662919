/** Set by vite.config.ts's `preactInBrowser` in the browser's build, where Preact stands in for React (ADR 0245). */
interface ImportMetaEnv {
  readonly BROWSER_RUNS_PREACT?: boolean
}
