/**
 * Security headers of every answer: a Content-Security-Policy (written here, see
 * `contentSecurityPolicy`) that allows no inline script without a nonce or a hash; helmet's headers
 * (no framing, a strict referrer policy, no MIME sniffing and the rest of its defaults); no powerful
 * browser features, and HSTS when the request came over HTTPS.
 *
 * Scripts: the site's own files ('self'); pages pre-rendered at build time are served as they are, so
 * their inline scripts are allowed by hash, computed when the server loads them; a page rendered on
 * request gets a nonce of its own (`withNonce`, which Vike writes on its scripts). Every other answer
 * (pre-rendered pages, files, the API, errors) needs no nonce, so its headers are one block, prepared
 * once and set as they are. Styles: 'unsafe-inline', because Mantine (back office) writes style
 * attributes and elements. The tag manager's hosts join the policy only when GTM_ID is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
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

interface ContentSecurity {
  /** Gives this response a policy with a fresh nonce, for a page rendered for it; returns the nonce. */
  withNonce(reply: FastifyReply): string;
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

interface PolicyOptions {
  /** Hashes of inline scripts of pages served as built. */
  scriptHashes: Iterable<string>;
  /** Allow the tag manager (GTM_ID is set). */
  tagManager: boolean;
}

/** The Content-Security-Policy, with `nonce` among the script sources when one is given. */
function contentSecurityPolicy(options: PolicyOptions, nonce?: string): string {
  const tm = options.tagManager ? TAG_MANAGER_CSP_SOURCES : { script: [], connect: [], img: [] };
  const directive = (name: string, sources: readonly string[]) => `${name} ${sources.join(' ')}`;
  return [
    directive('default-src', ["'self'"]),
    directive('base-uri', ["'self'"]),
    directive('connect-src', ["'self'", ...tm.connect]),
    directive('font-src', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
    directive('img-src', ["'self'", ...tm.img]),
    directive('object-src', ["'none'"]),
    directive('script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...options.scriptHashes, ...tm.script]),
    directive('script-src-attr', ["'none'"]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
  ].join(';');
}

/**
 * Helmet's headers, with the policy and HSTS left to this module. None of them depends on the request,
 * so helmet runs once, on a response that only records what it is given.
 */
function helmetHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The site's security headers: the prepared block of every answer, and the policy's nonces and hashes. */
export interface SecurityHeaders extends ContentSecurity {
  /** The headers every answer carries (HSTS aside), as prepared now: also for answers Fastify never routes. */
  block(): ReadonlyArray<readonly [string, string]>;
}

export function createSecurityHeaders(env: Pick<Env, 'GTM_ID'>): SecurityHeaders {
  const scriptHashes = new Set<string>();
  const options: PolicyOptions = { scriptHashes, tagManager: Boolean(env.GTM_ID) };
  const fixed: Array<[string, string]> = [...helmetHeaders(), ['permissions-policy', PERMISSIONS_POLICY]];
  // Prepared again only when a page's hashes join the policy (while the server starts).
  let block: Array<[string, string]> = [];
  const prepare = () => {
    block = [...fixed, ['content-security-policy', contentSecurityPolicy(options)]];
  };
  prepare();
  return {
    block: () => block,
    withNonce(reply: FastifyReply) {
      const nonce = randomBytes(16).toString('base64');
      reply.raw.setHeader('content-security-policy', contentSecurityPolicy(options, nonce));
      return nonce;
    },
    allowInlineScriptsOf(html: string) {
      for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
      prepare();
    },
  };
}

/** Sets the block on a response (before its head is written). */
export function setSecurityHeaders(response: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers.block()) response.setHeader(name, value);
}

/** Registers the headers for every route of `app`; call it before any route or rate limit. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.decorate('contentSecurity', headers satisfies ContentSecurity);
  // Set on the raw response, so that answers written outside Fastify's reply (Vite's middleware in
  // development) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply.raw, headers);
    // `protocol` follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
