import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type Database, initORM, migrate } from '../database/orm.ts';
import { assertBuildMatchesEnv } from './build-check.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { loggerOptions, RequestLog } from './logger.ts';
import { TRPC_MAX_BATCH_SIZE } from '../src/http-limits.ts';
import { rateLimitStoreOptions } from './rate-limit-store.ts';
import { createRequestCounter, requestTierLimit } from './rate-limits.ts';
import { connectionTimeouts, registerRequestChecks } from './request-checks.ts';
import { normalizeRequestTarget } from './request-target.ts';
import { requestInfo } from './rest/http.ts';
import { registerRestRoutes } from './rest/index.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import { registerSecurityHeaders } from './security.ts';
import { ensureAdminFromEnv } from './services/admin-users.ts';
import { createOutboxWorker } from './services/mail/outbox.ts';
import { createMailTransport } from './services/mail/transport.ts';
import { createRetentionSchedule } from './services/retention-schedule.ts';
import { sendBadTarget, sendNotFound, trpcErrorHeaders } from './errors.ts';
import { createContext } from './trpc/init.ts';
import { adminResponseHeaders } from './trpc/routers/admin.ts';
import { type AppRouter, appRouter } from './trpc/router.ts';
import { registerVike, type VikeMode } from './vike.ts';

export interface BuildAppOptions {
  env: Env;
  /** An open database; without it one is opened from `env` (and closed with the app). */
  db?: Database;
  /** How pages are served: Vite middleware, the production build, or not at all (API tests). */
  vike?: VikeMode;
  /** Apply pending migrations before serving (default true). */
  migrate?: boolean;
  /** Fastify's logger; defaults to the structured logger of `env`. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the whole HTTP application without listening: tests call `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  // Before anything opens: a build that promises another retention than the purge keeps is refused.
  if (options.vike === 'prod') assertBuildMatchesEnv(env);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    // One line per request instead of two (server/logger.ts).
    logController: new RequestLog(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 5000 },
    // Close idle keep-alive sockets at shutdown so that `close()` only waits for requests in flight.
    forceCloseConnections: 'idle',
    // Every request target in origin form, without fragment or doubled slashes, before routing and
    // rate limits see it (server/request-target.ts).
    rewriteUrl: (req) => normalizeRequestTarget(req.url ?? '/'),
    // A target the router cannot decode (`/%`): 400 in the REST error shape, not Fastify's own body.
    frameworkErrors: (_error, _request, reply) => sendBadTarget(reply as FastifyReply),
    ...connectionTimeouts(env),
  });

  const ownsDb = !options.db;
  const db = options.db ?? (await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  if (options.migrate ?? true) {
    const applied = await migrate(db.orm);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  }
  const outbox = createOutboxWorker({ db, env, log: app.log, transport: createMailTransport(env) });
  const retention = createRetentionSchedule({ db, env, log: app.log });
  const deps: AppDeps = { env, db, log: app.log, outbox, retention };
  app.decorate('deps', deps);
  // Stops the mail worker and the purge before the database closes (preClose runs before every onClose hook).
  app.addHook('preClose', async () => {
    await Promise.all([outbox.stop(), retention.stop()]);
  });
  // A first deployment's staff account from ADMIN_USERNAME/ADMIN_PASSWORD, created only when missing.
  if (await ensureAdminFromEnv(deps)) app.log.info('admin account from ADMIN_USERNAME created');
  if (ownsDb) {
    app.addHook('onClose', async () => {
      await db.orm.close();
    });
  }

  // While shutting down, answers to requests in flight close their connection, so that keep-alive
  // clients do not hold the process open after the last response.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // No per-request ORM context: every service works on an EntityManager forked for it (server/deps.ts),
  // and the global one refuses context-specific work, so a page or an asset costs no fork.

  // Before anything that answers (rate limits included), so that every answer carries the headers.
  registerSecurityHeaders(app, env);
  registerRequestChecks(app);
  await app.register(compress, { threshold: 1024 });
  // Rate limits in tiers (server/rate-limits.ts): reads and writes for every route here, signups below.
  await app.register(rateLimit, { global: false, ...(await rateLimitStoreOptions(app, env.REDIS_URL)) });
  app.addHook(
    'onRequest',
    requestTierLimit({
      // In development Vite serves every source module as a request of its own.
      read: createRequestCounter(app, env.NODE_ENV === 'development' ? null : env.READ_RATE_LIMIT),
      write: createRequestCounter(app, env.WRITE_RATE_LIMIT),
    }),
  );
  // One signup allowance per address, shared by POST /api/leads and the tRPC procedure.
  // Counted inside the procedure, once per call (server/trpc/routers/lead-signup.ts).
  deps.signupLimiter = createRequestCounter(app, env.LEADS_RATE_LIMIT);

  await app.register(async (scope) => {
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: TRPC_MAX_BATCH_SIZE,
        createContext: ({ req }: { req: Parameters<typeof requestInfo>[0] }) =>
          createContext(deps, requestInfo(req)),
        onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'trpc error');
        },
        responseMeta: (opts: { paths: readonly string[] | undefined; errors: Parameters<typeof trpcErrorHeaders>[0] }) => ({
          headers: { ...adminResponseHeaders(opts.paths), ...trpcErrorHeaders(opts.errors) },
        }),
      } satisfies { router: AppRouter; maxBatchSize: number; createContext: unknown; onError: unknown; responseMeta: unknown },
    });
  });

  await registerRestRoutes(app, deps);

  app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));

  await registerVike(app, options.vike ?? 'none', runtimeConfigFromEnv(env));
  return app;
}
