/**
 * Process entry: read the environment, open the database, serve, and shut down gracefully.
 * `npm start` reaches this through scripts/start.ts (which builds first when needed).
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { endLeasesOfDeadProcess } from './jobs/lease.ts';
import type { Clock } from './clock.ts';
import { type Env, productionWarnings, readEnvOrExit, retiredSettingNotes } from './env.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/**
 * Ctrl-C in a terminal signals the whole foreground group, and `npm start` passes the signal on to its
 * child as well: the server gets the same signal twice at once. Only a later one means "now".
 */
const ECHO_MS = 1_000;

export interface StartOptions {
  /** Called after the app is built and before it listens (used by process tests to add routes). */
  configure?: (app: FastifyInstance) => void;
  /** The app's time; only a test's own entry passes one (tests/helpers/clock-server.ts). */
  clock?: Clock;
}

/** Development serves pages through Vite, production from the build; `test` serves the API only. */
function vikeModeFor(env: Env) {
  if (env.NODE_ENV === 'development') return 'dev' as const;
  return env.NODE_ENV === 'test' ? ('none' as const) : ('prod' as const);
}

export async function startServer(env: Env, options: StartOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ env, vike: vikeModeFor(env), clock: options.clock });
  options.configure?.(app);
  for (const warning of [...productionWarnings(env), ...retiredSettingNotes(env)]) app.log.warn(warning);
  const { kind, location } = app.deps.db;
  app.log.info(
    { database: kind, location },
    `database: ${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} at ${location}`,
  );

  // On SIGTERM or SIGINT (or an uncaught error): stop accepting, finish the requests in flight, stop the
  // background jobs (their leases released), close the ORM, exit 0 (1 after an error, a later second
  // signal, or when the grace period runs out).
  const grace = closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      // The two stop signals are handled below; close-with-grace keeps the others and uncaught errors.
      skip: [...STOP_SIGNALS],
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: () => app.log.error('shutdown took too long; exiting'),
    },
    async ({ err }) => {
      if (err) app.log.error({ err }, 'uncaught error: shutting down');
      await app.close();
      app.log.info('stopped');
    },
  );
  let stopSignalAt: number | undefined;
  for (const name of STOP_SIGNALS) {
    process.on(name, (signal: NodeJS.Signals) => {
      if (stopSignalAt === undefined) {
        stopSignalAt = Date.now();
        app.log.info({ signal }, 'shutting down: finishing requests in flight');
        void grace.close();
      } else if (Date.now() - stopSignalAt > ECHO_MS) {
        app.log.error({ signal }, 'second stop signal: exiting at once');
        process.exit(1);
      }
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  for (const warning of app.deps.outbox.warnings()) app.log.warn(warning);
  // The background jobs run from here on (server/jobs/background-jobs.ts): mail, proposals, the
  // retention purge, the database's compaction after erasures, lost-link requests, the pages' parts.
  // `app.close()` stops them first.
  // The embedded database admits one process: what a process that died held is free at once (lease.ts).
  if (kind === 'pglite') await endLeasesOfDeadProcess(app.deps.db.orm.em.fork());
  app.deps.jobs.start();
  return app;
}

const isEntry = import.meta.url === `file://${process.argv[1]}`;
if (isEntry) {
  const env = readEnvOrExit();
  startServer(env).catch((error: unknown) => {
    process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
