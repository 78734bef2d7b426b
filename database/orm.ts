import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type LoggerNamespace, MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, EntityManager } from '@mikro-orm/sql';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';
import { PgliteThread } from './pglite-thread.ts';
import { reclaimAbandonedConnections } from './pool-guard.ts';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** A tarball of a PGlite data folder to start from (tests: the run's migrated image). */
  pgliteImage?: Blob | undefined;
  /** An open in-memory PGlite to use instead (tests: one per worker, tests/helpers/pglite-pool.ts); the ORM leaves it open. */
  pglite?: PGlite | undefined;
  /** ORM debug logging (SQL queries) for these namespaces. */
  debug?: LoggerNamespace[] | boolean;
  /** Size of the connection pool (PostgreSQL only). */
  poolSize?: number;
  /** How long to wait for a connection before giving up (PostgreSQL only; default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

export type Orm = MikroORM<AbstractSqlDriver, EntityManager<AbstractSqlDriver>>;
export type Em = EntityManager<AbstractSqlDriver>;

export interface Database {
  orm: Orm;
  kind: DatabaseKind;
  /** Where the data lives, safe to log (no password). */
  location: string;
}

export const MEMORY = 'memory://';

/**
 * Planner settings of the app's sessions, on both databases. The data of the app fits in memory and sits
 * on SSD, where a random page read costs about what a sequential one does; with PostgreSQL's default
 * (4, for spinning disks) the planner scans every lead instead of using the search index for terms
 * that match a few per cent of them (45 ms instead of 6 ms on 100,000 leads). See decision 006.
 */
const PLANNER_SETTINGS = 'set random_page_cost = 1.1';

/**
 * How long a query waits for a connection of the pool, a free one or a new one, before it fails (and
 * the request is answered 503, database/availability.ts). Without it a request waits as long as the
 * operating system takes to give up on an unreachable server (minutes), or for ever on a full pool.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** The ORM options shared by both drivers: same entities, same migrations. */
function sharedOrmOptions(debug: DatabaseOptions['debug'] = false) {
  return {
    entities,
    extensions: [Migrator],
    debug,
    // Services receive an explicit (forked) EntityManager; the global one must never be used by accident.
    allowGlobalContext: false,
    // The database function `submit_lead` (decision 018) is written by its migration, not declared with the
    // entities: the schema diff (and `npm run db:migration:create`) leaves functions alone.
    schemaGenerator: { ignoreRoutines: true },
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
    },
  } satisfies Partial<Options>;
}

export function describeDatabase(options: DatabaseOptions): { kind: DatabaseKind; location: string } {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return { kind: 'postgresql', location: `${url.hostname}:${url.port || 5432}${url.pathname}` };
  }
  const dataDir = options.dataDir ?? './data';
  return { kind: 'pglite', location: dataDir === MEMORY ? MEMORY : path.resolve(dataDir, 'pglite') };
}

/** The complete ORM options for either database (`thread`: PGlite opened in a worker thread). */
function ormOptions(options: DatabaseOptions, thread?: PgliteThread): Partial<Options> {
  const { kind, location } = describeDatabase(options);
  const shared = sharedOrmOptions(options.debug);
  if (kind === 'postgresql') {
    return {
      ...shared,
      driver: PostgreSqlDriver,
      clientUrl: options.databaseUrl,
      pool: { max: options.poolSize ?? 10 },
      driverOptions: {
        // node-postgres pool options. The pool replaces broken connections by itself once the server
        // answers again; keep-alive probes notice a server that vanished without closing them.
        connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        onPoolCreated(pool: Parameters<typeof reclaimAbandonedConnections>[0]) {
          // Runs first on every new connection of the pool (pg queues it before any other query).
          pool.on('connect', (client) => {
            (client as unknown as { query(sql: string): Promise<unknown> }).query(PLANNER_SETTINGS).catch(() => undefined);
          });
          reclaimAbandonedConnections(pool);
        },
      },
    };
  }
  if (thread) return { ...shared, driver: PgliteDriver, dbName: location, driverOptions: { pglite: () => thread } };
  const open = options.pglite;
  if (open) return { ...shared, driver: PgliteDriver, dbName: location, driverOptions: { pglite: () => open } };
  // PGlite loads extensions at start-up; the migrations then create them as PostgreSQL would.
  // An image goes in through a function: MikroORM copies option objects, and a copied Blob is unreadable.
  const image = options.pgliteImage;
  const driverOptions = image ? () => ({ extensions: { pg_trgm }, loadDataDir: image }) : { extensions: { pg_trgm } };
  return { ...shared, driver: PgliteDriver, dbName: location, driverOptions };
}

/**
 * Opens the database (without running migrations). A PGlite database in a folder runs in a worker
 * thread (database/pglite-thread.ts), closed with the ORM; an in-memory one (tests) in this thread.
 */
export async function initORM(options: DatabaseOptions): Promise<Database> {
  const { kind, location } = describeDatabase(options);
  let thread: PgliteThread | undefined;
  if (kind === 'pglite' && location !== MEMORY) {
    mkdirSync(location, { recursive: true });
    thread = new PgliteThread(location, await options.pgliteImage?.arrayBuffer());
  }
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormOptions(options, thread));
  } catch (error) {
    await thread?.close().catch(() => undefined);
    throw error;
  }
  if (thread) {
    // MikroORM leaves a PGlite it was handed open: close the thread after the ORM.
    const closeOrm = orm.close.bind(orm);
    const worker = thread;
    orm.close = async (force?: boolean) => {
      await closeOrm(force);
      await worker.close();
    };
  }
  if (kind === 'pglite') {
    const connection = orm.em.fork().getConnection();
    // PGlite is one session, so the setting holds for the life of the ORM.
    await connection.execute(PLANNER_SETTINGS);
    // PGlite has no autovacuum daemon to keep the planner's statistics fresh: refresh those of the app's
    // tables at start-up. (A bare ANALYZE also samples every system catalog, which takes four times as
    // long and shows in the cold start.)
    const [tables] = await connection.execute<Array<{ list: string | null }>>(
      `select string_agg(format('%I', tablename), ', ') as list from pg_tables where schemaname = 'public'`,
    );
    if (tables?.list) await connection.execute(`analyze ${tables.list}`);
  }
  return { orm: orm as unknown as Orm, kind, location };
}

/** The advisory lock that lets one app instance at a time apply migrations (any constant will do). */
const MIGRATION_LOCK = 'groepsaankoop:migrations';

interface PoolClient {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  release(error?: Error): void;
}

/**
 * Applies every pending migration; returns the names of those applied. On PostgreSQL, instances that
 * start together take turns through a session advisory lock held on a connection of its own: the
 * second finds the migrations applied instead of failing on tables that already exist.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const connection = orm.em.getConnection();
  if (!(connection instanceof PostgreSqlConnection)) {
    return (await orm.migrator.up()).map((m) => m.name);
  }
  const pool = (await connection.getNativeClient()) as { connect(): Promise<PoolClient> };
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
    try {
      return (await orm.migrator.up()).map((m) => m.name);
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // After a failure the connection is closed, not reused, so that no lock can outlive it.
    client.release(broken);
  }
}
