/**
 * The reference of `npm run bench`: a bare Node `http` server that answers fixed responses from memory,
 * the same bytes and headers the app sent, with no framework, routing table, logging or compression.
 *
 *   node scripts/bench-reference.ts <manifest.json>
 *
 * The manifest: `{ "port": 3216, "routes": [{ "path": "/", "headers": {...}, "bodyFile": "..." }] }`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface ReferenceRoute {
  path: string;
  headers: Record<string, string>;
  bodyFile: string;
}

export interface ReferenceManifest {
  port: number;
  routes: ReferenceRoute[];
}

const manifest = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as ReferenceManifest;
const routes = new Map(
  manifest.routes.map((route) => {
    const body = readFileSync(route.bodyFile);
    return [route.path, { body, headers: { ...route.headers, 'content-length': String(body.length) } }] as const;
  }),
);

const server = http.createServer({ keepAliveTimeout: 72_000 }, (request, response) => {
  const route = routes.get(request.url ?? '');
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, route.headers).end(route.body);
});
server.listen(manifest.port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
