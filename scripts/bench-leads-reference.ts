/**
 * The signups of the lead section of `npm run bench` (scripts/bench-leads.ts), and its reference: the
 * same rows written by plain INSERTs over as many connections, on PostgreSQL or PGlite, in the same run.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { byColumn } from '../database/lead-record.ts';
import { initORM, migrate } from '../database/orm.ts';
import { PRIVACY_VERSION_DATE } from '../src/site.ts';
import { createPostgresDatabase } from '../tests/helpers/db.ts';
import { percentile } from './bench-lib.ts';
import type { BenchRun } from './bench-run.ts';
import { inLetters } from './soak-client.ts';

/** A valid signup, distinct per `n` (the e-mail address). */
export function lead(run: string, n: number) {
  return {
    firstName: 'Bench',
    lastName: `Meting ${inLetters(n)}`,
    phone: `0470 ${String(n % 1_000_000).padStart(6, '0')}`,
    email: `bench-${run}-${n}@example.be`,
    street: 'Kerkstraat',
    houseNumber: String(1 + (n % 200)),
    postalCode: '9000',
    city: 'Gent',
    waterSoftenerType: '25L',
    hasWifi: n % 2 === 0,
    sourceUrl: 'http://127.0.0.1/',
  };
}

/** The row the signup stores for `lead(run, n)`, column by column (the entity's), for the plain INSERTs. */
const referenceRow = (run: string, n: number) => byColumn({ ...lead(run, n), status: 'new', privacyVersion: PRIVACY_VERSION_DATE });
const REFERENCE_COLUMNS = Object.keys(referenceRow('ref', 0));
const INSERT_LEAD = `insert into "leads" (${REFERENCE_COLUMNS.map((c) => `"${c}"`).join(', ')})
  values (${REFERENCE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) returning "id"`;

function insertParams(run: string, n: number): unknown[] {
  return Object.values(referenceRow(run, n));
}

export interface Reference {
  perSecond: number;
  p99: number;
}

/** `connections` loops of plain INSERTs for `seconds`, each statement timed. */
async function insertLoops(bench: BenchRun, insert: (n: number) => Promise<unknown>, seconds: number): Promise<Reference> {
  const latencies: number[] = [];
  let counter = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: bench.connections }, async () => {
      while (performance.now() < deadline) {
        const at = performance.now();
        await insert(counter++);
        latencies.push(performance.now() - at);
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), p99: percentile(latencies, 99) };
}

export async function postgresReference(bench: BenchRun, serverUrl: string): Promise<Reference> {
  const database = await createPostgresDatabase(serverUrl);
  try {
    const db = await initORM({ databaseUrl: database.url });
    await migrate(db.orm);
    await db.orm.close(true);
    const pool = new pg.Pool({ connectionString: database.url, max: bench.connections });
    // pool.end() resolves before its sockets are closed; dropping the database then ends them from the
    // server's side, which reaches the pool as an error event.
    pool.on('error', () => undefined);
    try {
      await insertLoops(bench, (n) => pool.query(INSERT_LEAD, insertParams('warm', n)), bench.warmUpSeconds);
      return await insertLoops(bench, (n) => pool.query(INSERT_LEAD, insertParams('ref', n)), bench.duration);
    } finally {
      await pool.end();
    }
  } finally {
    await database.drop();
  }
}

export async function pgliteReference(bench: BenchRun): Promise<Reference> {
  const dataDir = path.join(bench.scratch, 'pglite-reference');
  const db = await initORM({ dataDir });
  await migrate(db.orm);
  await db.orm.close(true);
  // PGlite is one session: the loops queue on it, as the app's requests do.
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await insertLoops(bench, (n) => pglite.query(INSERT_LEAD, insertParams('warm', n)), bench.warmUpSeconds);
    return await insertLoops(bench, (n) => pglite.query(INSERT_LEAD, insertParams('ref', n)), bench.duration);
  } finally {
    await pglite.close();
  }
}
