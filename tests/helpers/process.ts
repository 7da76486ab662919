import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** Runs the built production server (`npm start`'s command) as a separate process with the given environment. */
export function runServer(env: Record<string, string | undefined>, args: string[] = []): ServerProcess {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env }
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete fullEnv[k]
  const entry = `${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js`
  const child = spawn(process.execPath, [entry, ...args], { env: fullEnv })
  let out = ''
  child.stdout?.on('data', (d) => {
    out += d
  })
  child.stderr?.on('data', (d) => {
    out += d
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => out, exited }
}

/** Resolves when the server prints its ready line; rejects if it exits first or takes too long. */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now()
  while (!server.output().includes('Site ready at')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    if (Date.now() - started > timeoutMs) throw new Error(`server not ready in time:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
