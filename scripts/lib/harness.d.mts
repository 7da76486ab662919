import type { ChildProcess } from 'node:child_process'

export interface ServerProcess {
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** Sends `signal` (default SIGTERM) unless it has ended, and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export interface StartedServer extends ServerProcess {
  port: number
  /** `http://127.0.0.1:<port>` */
  url: string
}

export interface ScratchDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

export function buildDir(): string
export function freePort(): Promise<number>
export function runServer(env?: Record<string, string | undefined>, args?: string[]): ServerProcess
export const SERVER_START_LIMIT_MS: number
export function waitReady(server: ServerProcess, timeoutMs?: number): Promise<void>
export function startServer(env?: Record<string, string | undefined>, args?: string[]): Promise<StartedServer>
export function scratchDatabase(baseUrl: string, prefix?: string, template?: string): Promise<ScratchDatabase>
export function adminQuery(baseUrl: string, statement: string, values?: unknown[]): Promise<Record<string, unknown>[]>
export function databaseUrl(baseUrl: string, name: string): string

export interface Nginx {
  port: number
  /** Its scratch folder (configuration, pid, error log, temporary files). */
  dir: string
  child: ChildProcess
  /** Ends nginx gracefully (SIGQUIT) and removes its folder. */
  stop(): Promise<void>
}

export function startNginx(options: {
  /** What goes inside the `http { }` block, after the include of the MIME types and the temporary paths. */
  http: (at: { port: number; dir: string }) => string
  /** Resolves true once nginx answers as wanted on `port` (a rejection counts as not yet). */
  ready: (port: number) => Promise<boolean>
  /** The port to listen on (the `http` block says so); a free one when not given. */
  port?: number
  workers?: number
  connections?: number
  timeoutMs?: number
}): Promise<Nginx>
