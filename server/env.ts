import { isIP } from 'node:net';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPassword, newUsername } from '../src/admin/account.ts';
import { passwordProblem } from './services/password-rules.ts';
import { parseCompanyNumber } from '../src/installers/company-number.ts';
import { GTM_ID_PATTERN } from '../src/runtime-config.ts';
import { DEFAULT_RETENTION_MONTHS } from '../src/site.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What `TRUST_PROXY=true` trusts: proxies on this machine or on a private network. */
export const PRIVATE_PROXIES: readonly string[] = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  if (PROXY_RANGE_NAMES.has(address)) return bits === undefined;
  const version = isIP(address);
  if (version === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
 * none (`false`, the default), those on this machine or a private network (`true`), or those at the
 * listed addresses and CIDR ranges. The client address is then the nearest one in X-Forwarded-For that
 * no trusted proxy added. Never "everyone": a client may start X-Forwarded-For with any address it
 * likes, and a proxy only appends the real one.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | string[] => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no'].includes(value)) return false;
    if (['true', '1', 'yes'].includes(value)) return [...PRIVATE_PROXIES];
    const entries = value.split(',').map((entry) => entry.trim());
    if (!entries.every(isProxyAddressOrRange)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, true (proxies on a private network) or proxy addresses/CIDR ranges separated by commas',
      });
      return z.NEVER;
    }
    return entries;
  });

/** A rate limit: at most `max` requests per client address per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `<max>/<window>` (e.g. `10/10m`, windows in s, m or h), or `off` (also `0`) for no limit. */
function rateLimit(defaultValue: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): RateLimit | null => {
      const value = raw?.trim().toLowerCase() || defaultValue;
      if (value === 'off' || value === '0') return null;
      const match = /^(\d+)\/(\d+)([smh])$/.exec(value);
      const unit = (match?.[3] ?? 's') as keyof typeof WINDOW_UNITS_MS;
      const max = Number(match?.[1]);
      const windowMs = Number(match?.[2]) * WINDOW_UNITS_MS[unit];
      if (!match || max < 1 || windowMs < 1000) {
        ctx.addIssue({ code: 'custom', message: 'must look like 10/10m (requests per window in s, m or h) or off' });
        return z.NEVER;
      }
      return { max, windowMs };
    });
}

/** A Belgian company number (KBO/BCE, src/installers/company-number.ts), kept as 0123.456.749. */
const companyNumber = z.string().transform((raw, ctx): string => {
  const parsed = parseCompanyNumber(raw);
  if (parsed) return parsed;
  ctx.addIssue({ code: 'custom', message: 'must be a Belgian company number (KBO), e.g. 0123.456.749' });
  return z.NEVER;
});

const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000 } as const;

/** A duration such as `10s`, `500ms` or `2m`, in milliseconds; at least 100 ms. */
function duration(defaultValue: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): number => {
      const value = raw?.trim().toLowerCase() || defaultValue;
      const match = /^(\d+)(ms|s|m)$/.exec(value);
      const ms = Number(match?.[1]) * DURATION_UNITS_MS[(match?.[2] ?? 's') as keyof typeof DURATION_UNITS_MS];
      if (!match || ms < 100) {
        ctx.addIssue({ code: 'custom', message: 'must look like 10s, 500ms or 2m (at least 100ms)' });
        return z.NEVER;
      }
      return ms;
    });
}

/**
 * Every environment variable the server reads, with its default. The README's configuration table
 * lists the same variables; keep both in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: optionalText.pipe(z.string().min(3).optional()),
    LEADS_NOTIFY_EMAIL: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_USERNAME: optionalText.pipe(newUsername.optional()),
    ADMIN_PASSWORD: optionalText.pipe(newPassword.optional()),
    GTM_ID: optionalText.pipe(
      z
        .string()
        .regex(GTM_ID_PATTERN, 'must look like GTM-XXXXXXX')
        .optional(),
    ),
    // Read no more: rounds (back office) replaced the one campaign deadline (decision 047). Kept here only
    // so that the server can say so at start-up (`retiredSettingNotes`) instead of ignoring it silently.
    CAMPAIGN_ENDS_AT: optionalText,
    // nginx's copy of the pre-rendered pages (`npm run stack` sets it): the app writes a page's file again
    // when a part of it changes (server/page-parts/, decision 048). Unset: the app's own copies only.
    STATIC_SITE_DIR: optionalText,
    // The data controller the privacy statement names (built into it: src/build-env.ts); all three or none.
    CONTROLLER_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
    CONTROLLER_ADDRESS: optionalText.pipe(z.string().max(300, 'must be at most 300 characters').optional()),
    CONTROLLER_COMPANY_NUMBER: optionalText.pipe(companyNumber.optional()),
    /**
     * What the organiser (the controller above, decision 044) receives from the seller per order, in
     * whole euro; 0 says it receives nothing. Unset: proposals say nothing about a fee (a warning in
     * production). Stated on every proposal.
     */
    ORGANISER_FEE_EURO: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of euro, 0 or more')
        .transform(Number)
        .pipe(z.number().max(10_000, 'must be at most 10000'))
        .optional(),
    ),
    // Shared rate-limit counters (server/rate-limit-store.ts); unset: each instance counts in memory.
    REDIS_URL: optionalText.pipe(
      z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    // Signups per client address (REST and tRPC together); the benchmark switches it off.
    LEADS_RATE_LIMIT: rateLimit('10/10m'),
    // Requests per client address: GET and HEAD (pages, assets, API reads), and every other method.
    // Household calls per client address (unknown links, lost-link requests), and per link (server/rate-limits.ts).
    HOUSEHOLD_RATE_LIMIT: rateLimit('30/10m'),
    HOUSEHOLD_LINK_RATE_LIMIT: rateLimit('120/10m'),
    READ_RATE_LIMIT: rateLimit('1000/1m'),
    WRITE_RATE_LIMIT: rateLimit('60/1m'),
    // Months after the last contact that a lead who did not buy is erased (decision 016); the privacy
    // page is built with the same value.
    RETENTION_MONTHS: z.coerce
      .number({ message: 'must be a number of months' })
      .int('must be a whole number of months')
      .min(1, 'must be between 1 and 120 months')
      .max(120, 'must be between 1 and 120 months')
      .default(DEFAULT_RETENTION_MONTHS),
    // Minutes between two purges of the server process, or off; unset: 60, and off when NODE_ENV=test.
    RETENTION_PURGE_INTERVAL: z
      .string()
      .optional()
      .transform((raw, ctx): number | null | undefined => {
        const value = raw?.trim().toLowerCase() ?? '';
        if (value === '') return undefined;
        if (value === 'off' || value === '0') return null;
        const minutes = Number(value);
        if (!Number.isInteger(minutes) || minutes < 1 || minutes > 10_080) {
          ctx.addIssue({ code: 'custom', message: 'must be a number of minutes (1 to 10080) or off' });
          return z.NEVER;
        }
        return minutes;
      }),
    // Service levels after acceptance (issue 34): the installer's first contact (slots offered, or the visit
    // booked or done) within this many Belgian working days, the installation within this many weeks.
    SERVICE_LEVEL_CONTACT_DAYS: z.coerce.number({ message: 'must be a number of working days' }).int('must be a whole number').min(1, 'must be 1 to 60').max(60, 'must be 1 to 60').default(8),
    SERVICE_LEVEL_INSTALL_WEEKS: z.coerce.number({ message: 'must be a number of weeks' }).int('must be a whole number').min(1, 'must be 1 to 52').max(52, 'must be 1 to 52').default(6),
    // How long after an erasure the embedded database rewrites its files (decision 020, as amended): the
    // erasures of that time share one rewrite. At most 2 minutes, so that the stated time holds.
    ERASURE_COMPACTION_DELAY: duration('1m').refine((ms) => ms <= 120_000, 'must be 2m at most'),
    // How long mail may fail (no mail through) before staff are told and /healthz says `mail-failing`.
    MAIL_ALERT_AFTER: duration('15m'),
    // Slow and idle connections (docs/security.md): the whole header block, the whole request (body
    // included), and a kept-alive connection without a request.
    HTTP_HEADERS_TIMEOUT: duration('10s'),
    HTTP_REQUEST_TIMEOUT: duration('30s'),
    HTTP_KEEP_ALIVE_TIMEOUT: duration('5s'),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_USERNAME) === 'guessable') {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: ACCOUNT_MESSAGES.en.guessable });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
    const controller = [env.CONTROLLER_NAME, env.CONTROLLER_ADDRESS, env.CONTROLLER_COMPANY_NUMBER];
    if (controller.some(Boolean) && !controller.every(Boolean)) {
      const missing = (['CONTROLLER_NAME', 'CONTROLLER_ADDRESS', 'CONTROLLER_COMPANY_NUMBER'] as const).find((name) => !env[name]);
      ctx.addIssue({
        code: 'custom',
        path: [missing ?? 'CONTROLLER_NAME'],
        message: 'CONTROLLER_NAME, CONTROLLER_ADDRESS and CONTROLLER_COMPANY_NUMBER must be set together',
      });
    }
    if (env.ORGANISER_FEE_EURO !== undefined && !env.CONTROLLER_NAME) {
      ctx.addIssue({
        code: 'custom',
        path: ['ORGANISER_FEE_EURO'],
        message: 'needs the organiser: set CONTROLLER_NAME, CONTROLLER_ADDRESS and CONTROLLER_COMPANY_NUMBER too',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** What a production server says at start-up about settings a real site needs and this one lacks. */
export function productionWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  if (!env.CONTROLLER_NAME) {
    return [
      'CONTROLLER_NAME, CONTROLLER_ADDRESS and CONTROLLER_COMPANY_NUMBER are not set: the privacy statement names no legal entity as data controller, and proposals name no organiser',
    ];
  }
  return env.ORGANISER_FEE_EURO === undefined ? ['ORGANISER_FEE_EURO is not set: proposals say nothing about the organiser\'s fee'] : [];
}

/** What the server says at start-up about settings it no longer reads, and what replaced them. */
export function retiredSettingNotes(env: Env): string[] {
  return env.CAMPAIGN_ENDS_AT
    ? [
        'CAMPAIGN_ENDS_AT is no longer read: rounds replaced it (the back office\'s tab "Rondes", POST /api/admin/rounds; docs/decisions/047-rounds-as-data.md). Unset it; the pages show the round of each place.',
      ]
    : [];
}

class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws an EnvError whose message is one line naming the variable and the problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') || 'environment';
  const shown = typeof source[variable] === 'string' ? ` (got ${JSON.stringify(source[variable])})` : '';
  const secret = /PASSWORD|DATABASE_URL|SMTP_URL|REDIS_URL/.test(variable);
  throw new EnvError(`Invalid environment variable ${variable}: ${issue?.message ?? 'invalid'}${secret ? '' : shown}`);
}

/**
 * The process's settings, or exit 1 with one line naming what is wrong: for the server and the
 * operator's scripts, which import it from here rather than from server/main.ts (that loads the whole app).
 */
export function readEnvOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
