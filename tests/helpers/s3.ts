import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The bucket settings a server process or `replaceSettings` needs to use the S3 server below. */
export interface S3Env {
  S3_URL: string
  S3_BUCKET: string
  S3_REGION: string
  S3_ACCESS_KEY_ID: string
  S3_SECRET_ACCESS_KEY: string
  S3_FORCE_PATH_STYLE: string
}

export interface S3Server {
  env: S3Env
  close(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver, see s3-server.mjs) in its own process with one bucket, on a port chosen by
 * the operating system. Its own process, so the tests' memory figures are the file store's alone.
 */
export async function startS3(bucket = 'site-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 's3-server.mjs'), directory, bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const started = Date.now()
  while (!out.includes('\n')) {
    if (child.exitCode !== null) throw new Error(`S3 server exited:\n${out}`)
    if (Date.now() - started > 30_000) throw new Error(`S3 server not ready:\n${out}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  const { port } = JSON.parse(out.split('\n')[0]!) as { port: number }
  return {
    env: {
      S3_URL: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
