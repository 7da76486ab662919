export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string
  /** Starts the cluster and waits until it accepts connections. */
  start(): void
  /** Stops it (fast shutdown: sessions are cut, as in a restart). */
  stop(): void
  /** Stops it at once and removes its folder. */
  destroy(): void
}
export function canRunPrivatePostgres(): boolean
export function privatePostgres(): Promise<PrivatePostgres>
export function stopAllClusters(): void
