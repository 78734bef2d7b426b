/**
 * `GET /sitemap.xml` and `GET /robots.txt`, with absolute URLs from PUBLIC_URL (the same origin the
 * build baked into the canonical links). Their content only changes with a deployment.
 */
import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap.ts';
import type { AppDeps } from '../deps.ts';

const CACHE = 'public, max-age=3600';

export async function seoRoutes(app: FastifyInstance, deps: AppDeps) {
  const origin = deps.env.PUBLIC_URL;
  const sitemap = sitemapXml(origin);
  const robots = robotsTxt(origin);
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE).send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );
}
