// An S3-compatible server (s3rver) as its own process, for the tests and benchmarks: objects live as plain files
// in the folder given as the first argument; the second names the bucket created at start. Prints one JSON line
// with the port once it listens (the port comes from the operating system), and stops on SIGTERM.
//
// Signatures are not checked: s3rver signs bucket URLs without the trailing slash the AWS SDK v3 signs, and
// signature checking is the real S3's business, not what the tests are about.
import S3rver from '@20minutes/s3rver'

const [directory, bucket = 'site-files'] = process.argv.slice(2)
if (!directory) {
  console.error('usage: node s3-server.mjs <folder> [bucket]')
  process.exit(2)
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: bucket }],
})
const { port } = await server.run()
console.log(JSON.stringify({ port }))
process.on('SIGTERM', () => {
  server.httpServer.closeAllConnections()
  server.close().then(() => process.exit(0))
})
