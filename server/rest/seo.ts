/**
 * `GET /sitemap.xml` and `GET /robots.txt`, with absolute URLs from PUBLIC_URL (the same origin the
 * build baked into the canonical links). The sitemap lists the place pages that are indexable as the
 * pages are now (issue 41: their facts and our measurements decide, the place part holds the state), so
 * it follows a change within the pages' rewrite; robots.txt only changes with a deployment.
 */
import type { FastifyInstance } from 'fastify';
import { indexablePaths, robotsTxt, sitemapXml } from '../../src/seo/sitemap.ts';
import type { AppDeps } from '../deps.ts';

/** Crawlers may keep the sitemap a minute: a fact's change reaches it within the next one. */
const SITEMAP_CACHE = 'public, max-age=60';
const ROBOTS_CACHE = 'public, max-age=3600';

export async function seoRoutes(app: FastifyInstance, deps: AppDeps) {
  const origin = deps.env.PUBLIC_URL;
  const robots = robotsTxt(origin);
  app.get('/sitemap.xml', async (request, reply) => {
    // The database away: the sitemap as the pages last knew it.
    await deps.pages.upToDate().catch((error: unknown) => request.log.warn({ err: error }, 'sitemap: could not check the pages for changes'));
    const indexing = deps.pages.partData('place')?.indexing;
    const sitemap = sitemapXml(origin, indexablePaths((path) => indexing?.get(path)?.indexable ?? false));
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(sitemap);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE).send(robots),
  );
}
