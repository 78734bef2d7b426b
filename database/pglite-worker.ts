/**
 * The embedded database in a worker thread of its own (database/pglite-thread.ts, decision 020 as
 * amended): PGlite is PostgreSQL compiled to WebAssembly, and a statement runs to its end on the thread
 * that called it. Here, a long statement (the `VACUUM FULL` after an erasure) keeps this thread busy,
 * not the one that serves every request.
 *
 * Messages in: `{ id, op, ... }`; out: `{ id, result }` or `{ id, error }` (the error's own fields, so
 * that the SQLSTATE `code` survives the copy to the other thread).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteParsers } from './pglite-parsers.ts';

export interface PgliteWorkerData {
  dataDir: string;
  image?: ArrayBuffer | undefined;
}

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: object; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

const port = parentPort;
if (!port) throw new Error('database/pglite-worker.ts runs as a worker thread (database/pglite-thread.ts)');
const { dataDir, image } = workerData as PgliteWorkerData;

const pglite = await PGlite.create({
  dataDir,
  loadDataDir: image ? new Blob([image]) : undefined,
  extensions: { pg_trgm },
  // The parsers MikroORM gives a PGlite it creates itself (@mikro-orm/pglite): dates stay text.
  parsers: pgliteParsers(),
});

interface OpenTransaction {
  tx: Transaction;
  commit(): void;
  rollback(): void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();

class Rollback extends Error {}

function begin(txId: number): Promise<void> {
  return new Promise((begun) => {
    let commit = () => {};
    let rollback = () => {};
    const done = pglite.transaction(async (tx) => {
      const ended = new Promise<void>((resolve, reject) => {
        commit = resolve;
        rollback = () => reject(new Rollback());
      });
      transactions.set(txId, { tx, commit: () => commit(), rollback: () => rollback(), done });
      begun();
      await ended;
    });
    // `done` is awaited by commit or rollback; until then its rejection is expected.
    done.catch(() => undefined);
  });
}

async function end(txId: number, how: 'commit' | 'rollback'): Promise<void> {
  const open = transactions.get(txId);
  if (!open) return;
  transactions.delete(txId);
  open[how]();
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

function runner(txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (!open) throw new Error('the transaction has ended');
  return open.tx;
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return runner(request.tx).query(request.sql, request.params, request.options);
    case 'exec':
      return runner(request.tx).exec(request.sql);
    case 'begin':
      return begin(request.tx);
    case 'commit':
    case 'rollback':
      return end(request.tx, request.op);
    case 'close':
      await pglite.close();
      return undefined;
  }
}

/** An error as plain data: its message and every field PGlite's DatabaseError carries (code, detail, ...). */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...Object.fromEntries(Object.entries(error)), name: error.name, message: error.message, stack: error.stack };
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result }),
    (error: unknown) => port.postMessage({ id: request.id, error: plainError(error) }),
  );
});
port.postMessage({ ready: true });
