/**
 * A background task's rounds inside a server (the mail and push outboxes, the morning digest and alerts): one round at
 * a time, never two at once; the next one `next(result)` milliseconds after a round ends (an outbox round that came
 * back full goes on at once); a round that fails (the database briefly away, a restart) is handed to `onError` and
 * tried again `retryMs` later, so the task never stops by itself. `stop` waits for the round in flight. The timer does
 * not keep the process alive unless `keepAlive` says so.
 */
export interface Rounds {
  start(): void
  stop(): Promise<void>
}

export function createRounds<R>(options: {
  round: () => Promise<R>
  next: (result: R) => number
  retryMs: number
  onError: (error: unknown) => void
  /** The first round's delay after `start`. */
  firstMs?: () => number
  keepAlive?: boolean
}): Rounds {
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<unknown> = Promise.resolve()
  let stopped = true

  function schedule(ms: number) {
    if (stopped) return
    timer = setTimeout(tick, ms)
    if (!options.keepAlive) timer.unref()
  }

  function tick() {
    timer = undefined
    inFlight = options.round().then(
      (result) => schedule(options.next(result)),
      (error: unknown) => {
        options.onError(error)
        schedule(options.retryMs)
      },
    )
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule(options.firstMs?.() ?? 0)
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await inFlight
    },
  }
}
