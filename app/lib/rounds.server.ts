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

/**
 * A morning job (the digest, the alerts): every `everyMs` (a minute by default) it looks whether its round is due and
 * runs it; the first look a few seconds after start, spread so a fleet started together does not look at once. A look
 * that fails is handed to `onError` and the next look tries again. `stop` aborts the round in progress (through the
 * signal given to `look`) and waits for it.
 */
export function createLookingJob(options: {
  look: (signal: AbortSignal) => Promise<void>
  onError: (error: unknown) => void
  everyMs?: number
  firstMs?: number
}): Rounds & { runOnce(): Promise<void> } {
  const everyMs = options.everyMs ?? 60_000
  const abort = new AbortController()
  const runOnce = () => options.look(abort.signal)
  const rounds = createRounds({
    round: runOnce,
    next: () => everyMs,
    retryMs: everyMs,
    onError: options.onError,
    firstMs: () => options.firstMs ?? 5_000 + Math.random() * 10_000,
  })
  return {
    start: rounds.start,
    async stop() {
      abort.abort()
      await rounds.stop()
    },
    runOnce,
  }
}
