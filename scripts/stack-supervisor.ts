/**
 * Keeps an app instance of `npm run stack` running (issue 45), as systemd's `Restart=on-failure` or a
 * container's restart policy would in production (docs/deployment.md): when the instance exits (a crash,
 * SIGKILL, out of memory) or stops answering its health check (no answer from GET /healthz within 5 s,
 * three times in a row), it is started again after a back-off, and the stack's log says why.
 *
 * An answer is an answer: a 503 (the database is away) does not count as a failure, since the instance
 * recovers by itself when the database is back and a restart would not help (docs/deployment.md). The
 * back-off is 1 s after the first failure, doubling to at most 30 s while the instance keeps failing
 * within a minute of its start, and back to 1 s once it stayed up that long.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { answersOk, type Child, waitFor } from './stack-processes.ts';

const SUPERVISION = {
  healthEveryMs: 5_000,
  healthTimeoutMs: 5_000,
  failuresBeforeRestart: 3,
  firstBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  /** Up this long: the next failure starts the back-off again from its first step. */
  stableAfterMs: 60_000,
  /** How long a stopped instance may take to finish its requests before SIGKILL. */
  stopGraceMs: 10_000,
};

export type SupervisionSettings = typeof SUPERVISION;

export interface Supervised {
  readonly name: string;
  /** The instance's current process. */
  readonly current: Child;
  /** How often it was started again. */
  readonly restarts: number;
  /** Stops watching, then the instance (SIGTERM, as a rolling restart). */
  stop(): Promise<void>;
}

/** Why the process ended, in the log's words. */
function exitReason(proc: Child): string {
  const { exitCode, signalCode } = proc.child;
  return signalCode ? `was killed (${signalCode})` : `exited with code ${String(exitCode)}`;
}

const exited = (proc: Child) => proc.child.exitCode !== null || proc.child.signalCode !== null;

/**
 * Starts the instance with `spawn` and waits until `healthUrl` answers 200 (throws if it does not come
 * up: a stack that cannot start says so), then watches it until `stop()`.
 */
export async function supervise(options: {
  name: string;
  healthUrl: string;
  spawn(): Child;
  log(line: string): void;
  /** Shorter times for tests. */
  settings?: Partial<SupervisionSettings>;
}): Promise<Supervised> {
  const { name, healthUrl, log } = options;
  const settings = { ...SUPERVISION, ...options.settings };
  let current = options.spawn();
  try {
    await waitFor(name, answersOk(healthUrl), current);
  } catch (error) {
    await current.stop();
    throw error;
  }
  let startedAt = Date.now();
  let restarts = 0;
  let backoff = settings.firstBackoffMs;
  const stopping = new AbortController();

  /** Resolves with the reason to restart, or null once stopping. */
  async function failure(proc: Child): Promise<string | null> {
    let misses = 0;
    while (!stopping.signal.aborted) {
      if (exited(proc)) return exitReason(proc);
      const answered = await fetch(healthUrl, { signal: AbortSignal.any([AbortSignal.timeout(settings.healthTimeoutMs), stopping.signal]) }).then(
        () => true,
        () => false,
      );
      if (stopping.signal.aborted) return null;
      if (exited(proc)) return exitReason(proc);
      misses = answered ? 0 : misses + 1;
      if (misses >= settings.failuresBeforeRestart) return `did not answer ${healthUrl} ${misses} times in a row`;
      await Promise.race([proc.exited, sleep(settings.healthEveryMs, undefined, { signal: stopping.signal }).catch(() => undefined)]);
    }
    return null;
  }

  async function watch() {
    for (;;) {
      const reason = await failure(current);
      if (reason === null) return;
      if (Date.now() - startedAt >= settings.stableAfterMs) backoff = settings.firstBackoffMs;
      log(`${name} ${reason}; starting it again in ${backoff / 1000} s`);
      await current.stop('SIGTERM', settings.stopGraceMs);
      const waited = await sleep(backoff, true, { signal: stopping.signal }).catch(() => false);
      if (!waited) return;
      const began = Date.now();
      current = options.spawn();
      startedAt = began;
      restarts += 1;
      backoff = Math.min(backoff * 2, settings.maxBackoffMs);
      try {
        await waitFor(name, async () => stopping.signal.aborted || (await answersOk(healthUrl)()), current);
        if (stopping.signal.aborted) return;
        log(`${name} answers again (restart ${restarts}, up in ${((Date.now() - began) / 1000).toFixed(1)} s)`);
      } catch (error) {
        // It exited while starting, or never answered: the next look restarts it, after the back-off.
        log(`${name} did not come up: ${String(error).split('\n')[0]}`);
      }
    }
  }
  const watching = watch();

  return {
    name,
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping.abort();
      await watching;
      await current.stop();
    },
  };
}
