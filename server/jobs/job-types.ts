/** What a background job is given and what the runner offers (server/jobs/job-runner.ts, decision 037). */

interface JobContext {
  id: number;
  key: string | null;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempt: number;
  /** True once the server shuts down (or the lease was lost): a long job stops at a safe point, and its next run goes on. */
  shouldStop(): boolean;
  /** A recurring task: run again at `at` when that comes before its next period (work it found held, free then). */
  runAgainAt(at: Date): void;
}

export interface JobHandler {
  /** A recurring task: every `every` ms (null: only when woken), first `firstRunAfterMs` after start-up. */
  recurring?: { every: number | null; firstRunAfterMs: number };
  /** A one-off job: attempts before it is marked failed (default JOB_SETTINGS.maxAttempts). */
  maxAttempts?: number;
  /** The work; what it returns is logged (at debug level when falsy or empty). */
  run(job: JobContext): Promise<unknown>;
}

export interface JobRunner<Name extends string> {
  /** Starts the timer (the server process calls this once it listens). */
  start(): void;
  /** Stops taking jobs and waits (briefly) for those in progress. */
  stop(): Promise<void>;
  /** Runs a recurring task soon (on this instance, unless another holds it), or looks for due jobs now. */
  wake(name?: Name): void;
  /** Runs every job due at `at` once, here and now (tests). */
  runDue(at?: Date): Promise<Array<{ name: Name; result: unknown }>>;
}
