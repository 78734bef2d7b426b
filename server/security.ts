/**
 * Security headers of every answer: a Content-Security-Policy (written here, see
 * `contentSecurityPolicy`) that allows no inline script without a nonce or a hash; through helmet, no
 * framing, a strict referrer policy and no MIME sniffing; no powerful browser features, and HSTS when
 * the request came over HTTPS.
 *
 * Scripts: the site's own files ('self'); inline scripts of pages rendered on request carry the
 * request's nonce (Vike writes it, `renderPage({ cspNonce })`); pages pre-rendered at build time are
 * served as they are, so their inline scripts are allowed by hash, computed when the server loads
 * them. Styles: 'unsafe-inline', because Mantine (back office) writes style attributes and elements.
 * The tag manager's hosts join the policy only when GTM_ID is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAG_MANAGER_CSP_SOURCES } from '../src/analytics/tag-manager.ts';
import type { Env } from './env.ts';

/** Browser features the site never uses, switched off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** One year; browsers only honour it over HTTPS, and it is only sent there. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface ContentSecurity {
  /** The nonce of this request's policy, for the inline scripts of a page rendered for it. */
  nonceFor(request: FastifyRequest): string;
  /** Allows the inline scripts of a page served as it was built (their hashes join `script-src`). */
  allowInlineScriptsOf(html: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentSecurity: ContentSecurity;
  }
}

/** Script types a browser executes; JSON data blocks (`application/json`, `ld+json`) are never run. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts of an HTML document that a browser
 * would execute: no `src`, and no type or a JavaScript type.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyOptions {
  /** Hashes of inline scripts of pages served as built; read for every request, so it may grow later. */
  scriptHashes: ReadonlySet<string>;
  /** Allow the tag manager (GTM_ID is set). */
  tagManager: boolean;
}

/**
 * The Content-Security-Policy for a request's nonce. Only `script-src` changes from one request to the
 * next: the rest is joined once (and again when a page's hashes join), not for every answer.
 */
export function contentSecurityPolicy(options: PolicyOptions): (nonce: string) => string {
  const tm = options.tagManager ? TAG_MANAGER_CSP_SOURCES : { script: [], connect: [], img: [] };
  const directive = (name: string, sources: readonly string[]) => `${name} ${sources.join(' ')}`;
  const before = [
    directive('default-src', ["'self'"]),
    directive('base-uri', ["'self'"]),
    directive('connect-src', ["'self'", ...tm.connect]),
    directive('font-src', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
    directive('img-src', ["'self'", ...tm.img]),
    directive('object-src', ["'none'"]),
    "script-src 'self' 'nonce-",
  ].join(';');
  const after = [directive('script-src-attr', ["'none'"]), directive('style-src', ["'self'", "'unsafe-inline'"])].join(';');
  let hashCount = -1;
  let scriptTail = '';
  return (nonce) => {
    if (hashCount !== options.scriptHashes.size) {
      hashCount = options.scriptHashes.size;
      scriptTail = ["'", ...options.scriptHashes, ...tm.script].join(' ');
    }
    return `${before}${nonce}${scriptTail};${after}`;
  };
}

/**
 * 128 random bits per request, kept with the raw request so that the policy and Vike read the same one.
 * Drawn from a buffer of random bytes refilled every 256 nonces. Kept because it measurably matters: a
 * `randomBytes(16)` per request took the server from about 103-108 to 119 µs of CPU per pre-rendered
 * page (docs/performance.md, "Micro-optimisations kept").
 */
const nonces = new WeakMap<IncomingMessage, string>();
const NONCE_BYTES = 16;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

function freshNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = randomPool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

function nonceOf(req: IncomingMessage): string {
  let nonce = nonces.get(req);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(req, nonce);
  }
  return nonce;
}

/** Registers the headers for every route of `app`; call it before any route or rate limit. */
export async function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, 'GTM_ID'>): Promise<void> {
  const scriptHashes = new Set<string>();
  app.decorate('contentSecurity', {
    nonceFor: (request: FastifyRequest) => nonceOf(request.raw),
    allowInlineScriptsOf(html: string) {
      for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    },
  } satisfies ContentSecurity);

  await app.register(helmet, {
    global: true,
    // Set below: helmet would parse its directives again for every request.
    contentSecurityPolicy: false,
    // Sent below, only over HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
  });
  const policyFor = contentSecurityPolicy({ scriptHashes, tagManager: Boolean(env.GTM_ID) });

  // Set on the raw response like helmet's own headers, so that answers written outside Fastify's reply
  // (Vite's middleware in development) carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('content-security-policy', policyFor(nonceOf(request.raw)));
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // `protocol` follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
