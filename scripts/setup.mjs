// The README's first command: from a fresh clone to the running site on the embedded database. Installs the
// packages when they are missing, builds when the build is missing or older than the sources, then starts.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function newest(dir) {
  if (!existsSync(dir)) return 0
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('Installing packages (npm ci)...')
  run('npm', ['ci', '--no-audit', '--no-fund', '--fetch-timeout=60000'])
}

const builtAt = existsSync('build/server-entry/index.js') ? statSync('build/server-entry/index.js').mtimeMs : 0
const sourcesAt = Math.max(
  ...['app', 'server', 'public'].map(newest),
  ...['package-lock.json', 'vite.config.ts', 'react-router.config.ts'].map((f) =>
    existsSync(f) ? statSync(f).mtimeMs : 0,
  ),
)
if (builtAt < sourcesAt) {
  console.log('Building the site...')
  run('npm', ['run', 'build'])
}

const server = spawn(process.execPath, ['build/server-entry/index.js', ...process.argv.slice(2)], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
