import { settings as loadSettings, type Settings, SettingsError } from '#app/lib/settings.server.ts'

/**
 * Runs a one-off command (`npm run backup`, `restore`, `files:move`) with the server's settings: any failure is one
 * line on stderr (no stack trace) and exit code 1, like a server that cannot start.
 */
export function runCommand(main: (settings: Settings, args: string[]) => Promise<void>): void {
  let settings: Settings
  try {
    settings = loadSettings()
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : String(error))
    process.exit(1)
  }
  main(settings, process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    },
  )
}

/** The value after `--name` (or `--name=value`), if given. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
}

/** The arguments that are neither options nor their values. */
export function positional(args: string[], withValues: string[] = []): string[] {
  const out: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg.startsWith('--')) {
      if (withValues.includes(arg.slice(2))) i++
      continue
    }
    out.push(arg)
  }
  return out
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
