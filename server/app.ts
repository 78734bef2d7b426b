import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type Database, initORM, migrate } from '../database/orm.ts';
import { databaseErrorCode, isDatabaseUnavailable } from '../database/availability.ts';
import { assertBuildMatchesEnv } from './build-check.ts';
import { type Clock, systemClock } from './clock.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { loggerOptions, RequestLog } from './logger.ts';
import { APP_BODY_LIMIT } from '../src/http-limits.ts';
import { registerRateLimits } from './rate-limits.ts';
import { answerClientError, connectionTimeouts, registerRequestChecks } from './request-checks.ts';
import { normalizeRequestTarget } from './request-target.ts';
import { registerRestRoutes } from './rest/index.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import { createSecurityHeaders, registerSecurityHeaders, setSecurityHeaders } from './security.ts';
import { ensureAdminFromEnv } from './services/admin-users.ts';
import { createLinkRequestQueue } from './services/household-page/link-request-queue.ts';
import { createOutboxWorker } from './services/mail/outbox.ts';
import { createMailTransport } from './services/mail/transport.ts';
import { createProposalJobs } from './services/proposals/proposal-jobs.ts';
import { backgroundJobs } from './jobs/background-jobs.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { enqueueJob } from './jobs/job-queue.ts';
import { createLivePages } from './page-parts/live-pages.ts';
import { PAGES_REWRITE_JOB } from './page-parts/page-parts.ts';
import { sendBadTarget, sendNotFound } from './errors/rest.ts';
import { registerTrpc } from './trpc/http.ts';
import { readPrerenderedHtml, registerVike, type VikeMode } from './vike.ts';

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
  /** The app's time (default: the system's); a test's server may pass a clock it controls. */
  clock?: Clock;
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
  // Also on the answers Fastify writes before any hook runs (a target it cannot decode, a request
  // Node's parser refuses).
  const securityHeaders = createSecurityHeaders(env);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    // One line per request instead of two (server/logger.ts).
    logController: new RequestLog(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: APP_BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
    // Close idle keep-alive sockets at shutdown so that `close()` only waits for requests in flight.
    forceCloseConnections: 'idle',
    // Every request target in origin form, without fragment or doubled slashes, before routing and
    // rate limits see it (server/request-target.ts).
    rewriteUrl: (req) => normalizeRequestTarget(req.url ?? '/'),
    // A target the router cannot decode (`/%`): 400 in the REST error shape, not Fastify's own body.
    frameworkErrors: (_error, _request, reply) => {
      setSecurityHeaders(reply.raw, securityHeaders);
      return sendBadTarget(reply as FastifyReply);
    },
    // A request Node's HTTP parser refuses: a Dutch answer with the security headers.
    clientErrorHandler: answerClientError(securityHeaders),
    // A request arriving while the server shuts down gets the app's own 503 (server/request-checks.ts),
    // in Dutch with the security headers, instead of Fastify's.
    return503OnClosing: false,
    ...connectionTimeouts(env),
  });

  const ownsDb = !options.db;
  const db = options.db ?? (await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  if (options.migrate ?? true) {
    const applied = await migrate(db.orm);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  }
  const clock = options.clock ?? systemClock;
  const outbox = createOutboxWorker({ db, env, log: app.log, transport: createMailTransport(env) });
  const proposalJobs = createProposalJobs({ db, env, onMail: () => jobs.wake('mail.outbox') });
  const linkRequests = createLinkRequestQueue({
    db,
    env,
    log: app.log,
    onMail: () => jobs.wake('mail.outbox'),
    wake: () => jobs.wake('household.link-requests'),
  });
  // The pre-rendered pages with their database parts as they are now (server/page-parts/, decision 048).
  const runtimeConfig = runtimeConfigFromEnv(env);
  const pages = createLivePages({
    db,
    log: app.log,
    clock,
    base: options.vike === 'prod' ? readPrerenderedHtml(runtimeConfig) : new Map(),
    siteDir: env.STATIC_SITE_DIR,
  });
  // A database away at start-up: the pages start as built (no round said) and read their parts once it answers.
  // nginx's copy too is written before the app listens: the built pages hold no place facts (issue 41).
  await pages.refresh({ write: true }).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    app.log.warn({ error: databaseErrorCode(error) }, 'pages: database unavailable at start-up; parts read once it answers');
  });
  // Every background job of the process, one runner (server/jobs/); started by server/main.ts.
  const jobs = createJobRunner({ db, log: app.log, now: clock, handlers: backgroundJobs({ db, env, log: app.log, outbox, proposalJobs, linkRequests, pages, now: clock }) });
  // nginx's copy, and the next moment a page changes by the clock, are the job's (one instance does it).
  if (options.vike === 'prod') await enqueueJob(db.orm.em.fork(), PAGES_REWRITE_JOB, { key: 'start' }).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
  });
  const deps: AppDeps = { env, db, clock, log: app.log, outbox, proposalJobs, linkRequests, jobs, pages };
  app.decorate('deps', deps);
  // A first deployment's staff account from ADMIN_USERNAME/ADMIN_PASSWORD, created only when missing.
  if (await ensureAdminFromEnv(deps)) app.log.info('admin account from ADMIN_USERNAME created');
  if (ownsDb) {
    app.addHook('onClose', async () => {
      await db.orm.close();
    });
  }

  // No per-request ORM context: every service works on an EntityManager forked for it (server/deps.ts),
  // and the global one refuses context-specific work, so a page or an asset costs no fork.

  // Before anything that answers (rate limits included), so that every answer carries the headers.
  registerSecurityHeaders(app, securityHeaders);
  registerRequestChecks(app, securityHeaders);
  // Stops the background jobs before the database closes (preClose runs before every onClose hook;
  // after the request checks' own, which refuses new requests from then on).
  app.addHook('preClose', async () => {
    // The waiting link requests are answered first: their mails go to the outbox, sent at the next start.
    await linkRequests.stop();
    await jobs.stop();
    await outbox.stop();
  });
  await app.register(compress, { threshold: 1024 });
  // Rate limits in tiers (server/rate-limits.ts): reads and writes for every route registered after
  // this; signups and household calls counted by their procedures (server/trpc/routers/).
  const allowances = await registerRateLimits(app, env);
  deps.signupLimit = allowances.signups;
  deps.householdLimit = allowances.household;

  await registerTrpc(app, deps);
  await registerRestRoutes(app, deps);

  // A path no route answers costs its address one call, like any request.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => sendNotFound(reply, request));

  await registerVike(app, options.vike ?? 'none', runtimeConfig, pages);
  return app;
}
