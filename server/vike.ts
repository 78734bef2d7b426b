/**
 * Serves the Vike pages: in development through Vite's middleware (hot reload), in production from the
 * `vike build` output (hashed assets with long-lived caching, pages rendered by `renderPage`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHouseholdPagePath } from '../src/household-page/link.ts';
import type { RuntimeConfig } from '../src/runtime-config.ts';
import { negotiateEncoding, type PrerenderedPage, prerenderedPage } from './encoded-body.ts';
import { isDevelopmentOnlyPath, isLocalRedirect, pathOf } from './request-target.ts';
import type { LivePages } from './page-parts/live-pages.ts';
import { injectRuntimeConfig } from './runtime-config.ts';

export type VikeMode = 'dev' | 'prod' | 'none';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const clientDist = path.join(projectRoot, 'dist', 'client');

/** Hashed build assets never change under the same name: browsers may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pages and per-build files: browsers keep them but ask (ETag) before reusing them. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** `/gent/index.html` -> `/gent`, `/index.html` -> `/`; undefined for any other path. */
function canonicalOfIndexFile(pathname: string): string | undefined {
  if (!pathname.endsWith('/index.html')) return undefined;
  return pathname.slice(0, -'/index.html'.length) || '/';
}

/**
 * The HTML of the pages `vike build` pre-rendered, keyed by canonical path (`/gent`, not
 * `/gent/index.html`), read once at start-up, with the runtime settings written in.
 */
export function readPrerenderedHtml(config: RuntimeConfig, root = clientDist): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(root)) return pages;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(root, entry.parentPath).split(path.sep).join('/');
    pages.set(relative === '' ? '/' : `/${relative}`, injectRuntimeConfig(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'), config));
  }
  return pages;
}

/** The pre-rendered pages as built (their database parts as the build wrote them), ready to answer. */
export function loadPrerenderedPages(config: RuntimeConfig, root = clientDist): Map<string, PrerenderedPage> {
  return new Map([...readPrerenderedHtml(config, root)].map(([canonical, html]) => [canonical, prerenderedPage(Buffer.from(html))]));
}

/**
 * `pages` holds the pre-rendered pages with their database parts as they are now (server/page-parts/):
 * they are answered from it, and pages rendered on request get the same parts.
 */
export async function registerVike(app: FastifyInstance, mode: VikeMode, config: RuntimeConfig, pages: LivePages): Promise<void> {
  if (mode === 'none') return;
  const { renderPage } = await import('vike/server');

  if (mode === 'dev') {
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: projectRoot,
      viteConfig: { server: { hmr: { server: app.server } } },
    });
    app.use(devMiddleware);
    app.addHook('onClose', async () => {
      await viteServer.close();
    });
  } else {
    if (!existsSync(clientDist)) {
      throw new Error(`No production build in ${clientDist}: run "npm run build" first`);
    }
    const fastifyStatic = (await import('@fastify/static')).default;
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      // Pages are answered at their canonical paths below, never as /x/index.html (which redirects).
      globIgnore: ['**/*.html'],
      index: false,
      // The build writes .br and .gz copies (scripts/precompress.ts): sent as they are, not recompressed.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const inAssets = filePath.startsWith(path.join(clientDist, 'assets') + path.sep);
        // Vike's pageContext.json files (client navigation) change with every build under the same name.
        const perBuild = filePath.endsWith('.pageContext.json');
        reply.header('cache-control', inAssets ? IMMUTABLE : perBuild ? REVALIDATE : 'public, max-age=3600');
      },
    });
  }

  // Served as built, without a nonce: their inline scripts are allowed by hash (server/security.ts). The
  // parts written again later hold no script (server/page-parts/live-pages.ts checks it).
  for (const html of pages.baseHtml()) app.contentSecurity.allowInlineScriptsOf(html);

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    // Vite's own paths (/@vite/client, /@fs/...) exist only in development; Vike fails on them.
    if (mode === 'prod' && isDevelopmentOnlyPath(pathname)) return reply.callNotFound();
    const canonical = canonicalOfIndexFile(pathname);
    if (canonical !== undefined && pages.has(canonical)) {
      return reply.redirect(canonical + request.url.slice(pathname.length), 301);
    }
    // A French page's path typed without /fr (/namur, /mon-inscription): its French page, not a Dutch 404 (issue 42).
    const french = `/fr${pathname}${request.url.startsWith(pathname) ? request.url.slice(pathname.length) : ''}`;
    if (pathname !== '/' && !pages.has(pathname) && pages.has(`/fr${pathname}`) && isLocalRedirect(french)) return reply.redirect(french, 301);
    // The household's own page (issue 23) sends no Referer at all (its token is in the fragment, which
    // browsers never send, but nothing of the page should reach another site); its <head> says so too.
    if (isHouseholdPagePath(pathname)) reply.header('referrer-policy', 'no-referrer');
    const page = pages.get(pathname);
    if (page) {
      reply.header('content-type', 'text/html; charset=utf-8');
      reply.header('cache-control', REVALIDATE);
      reply.header('etag', page.etag);
      reply.header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.code(200).send(page.html);
      // Compressed once, not per request (the compression plugin leaves an encoded body alone).
      reply.header('content-encoding', encoding);
      return reply.code(200).send(await page.body.encoded(encoding));
    }
    const pageContext = await renderPage({
      urlOriginal: request.url,
      headersOriginal: request.headers,
      // Vike writes it on the page's scripts; the policy of this response allows it (server/security.ts).
      cspNonce: app.contentSecurity.withNonce(reply),
    });
    const { httpResponse } = pageContext;
    // A redirect of Vike's (a trailing slash dropped) goes to a path of this site, never elsewhere.
    const location = httpResponse.headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
    if (location !== undefined && !isLocalRedirect(location)) return reply.callNotFound();
    for (const [name, value] of httpResponse.headers) {
      // Vike adds a minimal policy of its own for the nonce; the full one is already set.
      if (name.toLowerCase() !== 'content-security-policy') reply.header(name, value);
    }
    if (!httpResponse.headers.some(([name]) => name.toLowerCase() === 'cache-control')) {
      reply.header('cache-control', 'no-cache');
    }
    const isHtml = httpResponse.headers.some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'),
    );
    return reply
      .code(httpResponse.statusCode)
      .send(isHtml ? pages.apply(injectRuntimeConfig(httpResponse.body, config)) : httpResponse.body);
  };

  app.get('/*', render);
}
