/**
 * The embedded database, opened in a worker thread (database/pglite-worker.ts) and used from this one
 * through the part of PGlite's interface that MikroORM's driver calls (`query`, `exec`, `transaction`,
 * `close`, `ready`, `waitReady`). Statements cross the thread as messages; rows come back as structured
 * copies. So the thread that serves requests never runs PostgreSQL's own code: a page, /robots.txt or
 * /healthz is answered while the database rewrites its files (decision 020, as amended).
 *
 * When the worker dies (PostgreSQL aborted), every call fails with SQLSTATE 08006, which the app reports
 * as "database unavailable" (database/availability.ts) instead of a bug.
 */
import { Worker } from 'node:worker_threads';
import type { PgliteRequest, PgliteWorkerData } from './pglite-worker.ts';

type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

interface Reply {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: Record<string, unknown>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** What runs statements: the database itself, or one transaction of it. */
export interface ThreadQueries {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: object): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

function errorOf(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message ?? 'database error'));
  Object.assign(error, data);
  return error;
}

export class PgliteThread implements ThreadQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #nextTransaction = 0;
  #failure: Error | undefined;
  closed = false;
  ready = false;
  readonly waitReady: Promise<void>;

  /** `image`: a tarball of a data folder to start from (PGlite's `loadDataDir`; tests). */
  constructor(dataDir: string, image?: ArrayBuffer) {
    this.#worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: { dataDir, image } satisfies PgliteWorkerData,
      transferList: image ? [image] : [],
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.on('message', (reply: Reply) => {
        if (reply.ready) {
          this.ready = true;
          resolve();
          return;
        }
        const pending = this.#pending.get(reply.id ?? -1);
        if (!pending) return;
        this.#pending.delete(reply.id ?? -1);
        if (reply.error) pending.reject(errorOf(reply.error));
        else pending.resolve(reply.result);
      });
      const fail = (cause: unknown) => {
        this.#failure = Object.assign(new Error('the embedded database stopped', { cause }), { code: '08006' });
        this.closed = true;
        for (const pending of this.#pending.values()) pending.reject(this.#failure);
        this.#pending.clear();
        reject(this.#failure);
      };
      this.#worker.on('error', fail);
      this.#worker.on('exit', (code) => {
        if (!this.closed) fail(new Error(`worker exited with code ${code}`));
      });
    });
    // Awaited by MikroORM's driver; the rejection is handled there.
    this.waitReady.catch(() => undefined);
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: object) {
    return this.#call<{ rows: T[]; affectedRows?: number }>({ op: 'query', sql, params, options });
  }

  exec(sql: string) {
    return this.#call<unknown>({ op: 'exec', sql });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadQueries) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#call({ op: 'begin', tx });
    const queries: ThreadQueries = {
      query: <R>(sql: string, params?: unknown[], options?: object) =>
        this.#call<{ rows: R[]; affectedRows?: number }>({ op: 'query', sql, params, options, tx }),
      exec: (sql: string) => this.#call<unknown>({ op: 'exec', sql, tx }),
    };
    let result: T;
    try {
      result = await work(queries);
    } catch (error) {
      await this.#call({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.closed = true;
      await this.#worker.terminate();
    }
  }
}
