// The harness the tests, the benchmarks and the scripts share: a free port, the built server run as its own process
// (`npm start`'s command) and waited for, a scratch PostgreSQL database, and Debian's nginx on a scratch configuration. Plain JavaScript, so bench/*.mjs and
// scripts/*.mjs use it as it is and the TypeScript tests through harness.d.mts.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The production build the harness runs: BUILD_DIR, or ./build. */
export function buildDir() {
  return process.env.BUILD_DIR ?? 'build'
}

/** A TCP port free on loopback right now (the OS picks it), for a server started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

// Every server process started here and still running: killed when this process exits, so a test that timed out
// or a benchmark that failed half-way leaves no server behind.
const running = new Set()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Runs `node <build>/server-entry/index.js` with this process's environment, `LOG_LEVEL=warn`, and `env` over them
 * (a key set to undefined is removed). Its output is kept; it is not waited for (see `waitReady`).
 */
export function runServer(env = {}, args = []) {
  // The second-factor policy (D56, on in production) is off for the servers of tests and benchmarks, which sign in as
  // the administrator with a password; a test of the policy passes SECOND_FACTOR_REQUIRED: 'on'. The morning digest
  // (D52) is off too, so no server of a test queues mails of its own; the digest's tests turn it on.
  const fullEnv = { ...process.env, LOG_LEVEL: 'warn', SECOND_FACTOR_REQUIRED: 'off', DIGEST_MAIL: 'off', ...env }
  // The built server runs as in production: not as a module under the test runner (password hashing's cost, ADR 0181).
  delete fullEnv.VITEST
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete fullEnv[key]
  const entry = path.join(buildDir(), 'server-entry', 'index.js')
  const child = spawn(process.execPath, [entry, ...args], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  child.stderr.on('data', (d) => {
    out += d
  })
  running.add(child)
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  return {
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/**
 * Resolves when the server prints its ready line; rejects if it exits first or takes too long. The default is a limit
 * for a hang, not a measure of speed: a first start (a new embedded database, migrated and seeded) on a machine busy
 * with other suites can take a minute and more, and must still pass inside the end-to-end suite's 120 s a test.
 */
/**
 * How long a spawned server may take to be ready before it is taken for hung: a limit, not a measure. A first start
 * migrates and seeds a new database; on a machine busy with other work (load 4 and more) that took over 110 s.
 */
export const SERVER_START_LIMIT_MS = 240_000

export async function waitReady(server, timeoutMs = SERVER_START_LIMIT_MS) {
  const started = Date.now()
  while (!server.output().includes('Site ready at')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    if (Date.now() - started > timeoutMs) throw new Error(`server not ready in time:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Starts the built server on loopback and waits until it is ready: on `env.PORT`, or on a free port when none is
 * given. A server that does not get ready is stopped before the error is thrown.
 */
export async function startServer(env = {}, args = []) {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const server = runServer({ HOST: '127.0.0.1', ...env, PORT: String(port) }, args)
  try {
    await waitReady(server)
  } catch (error) {
    await server.stop('SIGKILL')
    throw error
  }
  return { ...server, port, url: `http://127.0.0.1:${port}` }
}

/**
 * A new database on the PostgreSQL server `baseUrl` names, for one test file or benchmark run, so runs never see
 * each other's data: empty, or a copy of the database `template` names; `drop()` removes it (sessions still open on
 * it are ended).
 */
export async function scratchDatabase(baseUrl, prefix = 'scratch', template = undefined) {
  const name = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  await adminQuery(baseUrl, template ? `create database ${name} template ${template}` : `create database ${name}`)
  return {
    name,
    url: databaseUrl(baseUrl, name),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  }
}

/** Runs one statement on the PostgreSQL server `baseUrl` names (creating or dropping a database), then disconnects. */
export async function adminQuery(baseUrl, statement, values = []) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    return (await client.query(statement, values)).rows
  } finally {
    await client.end()
  }
}

/** The address of database `name` on the server `baseUrl` names. */
export function databaseUrl(baseUrl, name) {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const NGINX = '/usr/sbin/nginx'
const nginxTempDirs = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']

/**
 * Debian's nginx as a process of its own on a loopback port (`port`, or a free one), with its files in a scratch folder: `http` gives
 * what goes inside the configuration's `http` block (it is told the port and the folder); the call resolves once
 * `ready(port)` answers true, and `stop()` ends nginx and removes the folder.
 */
export async function startNginx({ http, ready, port: wanted, workers = 1, connections = 256, timeoutMs = 10_000 }) {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx`)
  const port = wanted ?? (await freePort())
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  // Started as root, nginx's workers run as another user: they must be able to read the folder and write bodies.
  chmodSync(dir, 0o755)
  for (const sub of nginxTempDirs) {
    mkdirSync(path.join(dir, sub))
    chmodSync(path.join(dir, sub), 0o777)
  }
  const temps = nginxTempDirs.map((sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${dir}/${sub};`)
  const config = [
    'daemon off;',
    `worker_processes ${workers};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    `events { worker_connections ${connections}; }`,
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...temps,
    http({ port, dir }),
    '}',
    '',
  ].join('\n')
  writeFileSync(path.join(dir, 'nginx.conf'), config)
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (d) => {
    errors += d
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const until = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`nginx stopped: ${errors}`)
    }
    if (await ready(port).catch(() => false)) break
    if (Date.now() > until) {
      await stop()
      throw new Error(`nginx did not start: ${errors}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return { port, dir, child, stop }
}
