// A PostgreSQL cluster of this process's own, for the fault tests and benchmarks that stop and start PostgreSQL:
// never the machine's shared cluster, which other work uses. Plain JavaScript, so the benchmarks (bench/*.mjs) and
// the tests use the same code. Every cluster started here is stopped and removed here, whatever happens.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './harness.mjs'

const clusters = new Set()

/** The newest PostgreSQL server binaries installed the Debian way, or null. */
function postgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : null
}

/** Whether a private cluster can be made here (PostgreSQL's server binaries are installed). */
export function canRunPrivatePostgres() {
  return postgresBin() !== null
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a port the OS picks: `stop()` and `start()` it at
 * will. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function privatePostgres() {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries not found (/usr/lib/postgresql/<version>/bin)')
  const root = mkdtempSync(path.join(tmpdir(), 'bench-pg-'))
  const asRoot = process.getuid?.() === 0
  const prefix = asRoot ? ['runuser', '-u', 'postgres', '--'] : []
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(root, uid, gid)
  }
  const data = path.join(root, 'data')
  const port = await freePort()
  const pgRun = (tool, args) => {
    const [cmd, ...rest] = [...prefix, path.join(bin, tool), ...args]
    const r = spawnSync(cmd, rest, { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`${tool} ${args[0]} failed: ${(r.stderr || r.stdout).trim().slice(-500)}`)
  }
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200`
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgRun('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', path.join(root, 'log'), '-o', options]),
    stop: () => pgRun('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']),
    destroy() {
      clusters.delete(cluster)
      const [cmd, ...args] = [...prefix, path.join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'immediate', '-w']
      spawnSync(cmd, args, { stdio: 'ignore' })
      rmSync(root, { recursive: true, force: true })
    },
  }
  clusters.add(cluster)
  cluster.start()
  return cluster
}

/** Stops and removes every private cluster still running (on exit, and on Ctrl-C). */
export function stopAllClusters() {
  for (const cluster of [...clusters]) cluster.destroy()
}
process.once('exit', stopAllClusters)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAllClusters()
    process.exit(130)
  })
}
