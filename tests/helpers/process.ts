// The built server as a process of its own, for the tests that start, stop or kill it, and nginx in front of one:
// the harness the benchmarks and scripts use too (scripts/lib/harness.mjs).
export {
  freePort,
  type Nginx,
  runServer,
  SERVER_START_LIMIT_MS,
  type ServerProcess,
  type StartedServer,
  startNginx,
  startServer,
  waitReady,
} from '../../scripts/lib/harness.mjs'
