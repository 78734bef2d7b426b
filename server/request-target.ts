/**
 * What the server makes of a request's target and Host before anything routes or counts it, so that
 * an unusual spelling of a path reaches the same route, the same rate limit and the same redirect rules
 * as the plain one (issue 12):
 *
 * - absolute form (`POST http://evil.example/trpc/x`): the scheme and authority are dropped; the site
 *   answers for itself whatever host a target names.
 * - a fragment (`/trpc/lead.submit#x`): never part of a request; dropped.
 * - runs of slashes or backslashes (`//evil.example`, `/\evil.example`): one slash, so that nothing
 *   downstream (a redirect to the canonical path) can turn them into a protocol-relative address.
 */

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** The path of an origin-form target, without its query string (`/gent?x=1` -> `/gent`). */
export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? url : url.slice(0, queryAt);
}

/**
 * The procedure paths of a tRPC request (`/trpc/a.b,c.d?batch=1` holds two), split and decoded as
 * tRPC's fastify adapter does, from the normalised target (server/request-target.ts).
 */
export function trpcProcedurePaths(url: string): string[] {
  const match = /^\/trpc\/([^?]*)/.exec(url);
  if (!match?.[1]) return [];
  try {
    return decodeURIComponent(match[1]).split(',');
  } catch {
    return [match[1]];
  }
}

/** The origin-form of a request target: `/path?query`, as routing and rate limits see it. */
export function normalizeRequestTarget(target: string): string {
  let url = target;
  const absolute = ABSOLUTE_FORM.exec(url);
  if (absolute) url = url.slice(absolute[0].length);
  const hashAt = url.indexOf('#');
  if (hashAt >= 0) url = url.slice(0, hashAt);
  let pathname = pathOf(url);
  const query = url.slice(pathname.length);
  pathname = pathname.replace(/[/\\]{2,}/g, '/');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  return pathname + query;
}

/**
 * A Host header a client can mean: a DNS name, an IPv4 address or a bracketed IPv6 address, with an
 * optional port. Anything else (`a b`, `evil.example/x`, `a@b`) is answered with 400.
 */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHostHeader(host: string | undefined): boolean {
  return host !== undefined && host.length <= 255 && HOST_HEADER.test(host);
}

/**
 * Paths that only Vite's development server answers (its client, file system access, ping, module
 * ids). In production they are plain 404s; Vike would otherwise fail on them with a usage error.
 */
const DEVELOPMENT_ONLY = /^\/(?:@|__vite|node_modules\/|\.vite\/)/;

export function isDevelopmentOnlyPath(pathname: string): boolean {
  return DEVELOPMENT_ONLY.test(pathname);
}

/**
 * A redirect target that stays on this site: a path that starts with one slash, and no second slash or
 * backslash that a browser would read as `//other-host` (also when percent-encoded).
 */
export function isLocalRedirect(location: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(location);
  } catch {
    return false;
  }
  return [location, decoded].every((value) => /^\/(?![/\\])/.test(value) && !/[\p{Cc}\\]/u.test(value));
}
