/**
 * The nginx configuration of the production topology (`npm run stack`, the topology test, the bench),
 * generated from the build, never written by hand per page:
 *
 * - the pre-rendered pages (every `index.html` of dist/client, read by the app's own loader, with the
 *   runtime settings written in) are copied with gzip (and, when nginx has the module, brotli) copies
 *   into a folder of their own and answered at their canonical paths, with the headers the app sends
 *   for them;
 * - hashed assets (`/assets/`) are answered from dist/client with the build's precompressed copies;
 * - a 404 of nginx's own (a missing asset) is the app's pre-rendered 404 page;
 * - everything else goes to the app instances (round robin), with the client's address in
 *   X-Forwarded-For, set, not appended: nginx is the edge, so a client cannot choose its address.
 *
 * The security headers come from the app's own code (server/security.ts) run on a bare Fastify
 * instance: pages served as files allow their inline scripts by hash, as the app does for the same pages.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { injectRuntimeConfig } from '../server/runtime-config.ts';
import { createSecurityHeaders, registerSecurityHeaders, STRICT_TRANSPORT_SECURITY } from '../server/security.ts';
import { staticPageFile, writePageFiles } from '../server/static-site.ts';
import { clientDist, IMMUTABLE, loadPrerenderedPages, REVALIDATE } from '../server/vike.ts';
import { HOUSEHOLD_PAGE_PATHS } from '../src/household-page/link.ts';
import type { RuntimeConfig } from '../src/runtime-config.ts';

/** nginx's temporary folders under `dir` (it runs unprivileged here, and every run cleans up after itself). */
export function nginxTempPaths(dir: string): string {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind === 'client_body' ? 'body' : kind};`)
    .join('\n');
}

export interface StaticSite {
  /** Folder of the page files (`<name>.html` with `.gz` and `.br` copies). */
  dir: string;
  /** Canonical path -> file name in `dir`. */
  pages: Map<string, string>;
  /** The file of the 404 page in `dir`, when the build has one. */
  notFound?: string;
  /** Headers of every answer nginx makes itself (security headers), lower-case names. */
  headers: Record<string, string>;
}

/** Headers that belong to one response, not to the site. */
const PER_RESPONSE = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'strict-transport-security']);

/** The headers the app's security code sets on a pre-rendered page, with the hashes of `htmlPages`. */
export async function securityHeaders(htmlPages: string[], gtmId: string | null): Promise<Record<string, string>> {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, createSecurityHeaders({ GTM_ID: gtmId ?? undefined }));
  for (const html of htmlPages) app.contentSecurity.allowInlineScriptsOf(html);
  app.get('/', async () => '');
  const answer = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (PER_RESPONSE.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Writes the pre-rendered pages, as the app would serve them, with their compressed copies into `dir`. */
export async function writeStaticSite(dir: string, config: RuntimeConfig, root = clientDist): Promise<StaticSite> {
  mkdirSync(dir, { recursive: true });
  const pages = new Map<string, string>();
  const htmls: string[] = [];
  const write = async (name: string, html: Buffer) => {
    await writePageFiles(dir, name, html);
    htmls.push(html.toString('utf8'));
  };
  for (const [canonical, page] of loadPrerenderedPages(config, root)) {
    const name = staticPageFile(canonical);
    await write(name, page.html);
    pages.set(canonical, name);
  }
  let notFound: string | undefined;
  const notFoundFile = path.join(root, '404.html');
  if (existsSync(notFoundFile)) {
    notFound = '404.html';
    await write(notFound, Buffer.from(injectRuntimeConfig(readFileSync(notFoundFile, 'utf8'), config)));
  }
  return { dir, pages, notFound, headers: await securityHeaders(htmls, config.gtmId) };
}

/** Debian's brotli module (package libnginx-mod-http-brotli-static), when installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotliModule = () => existsSync(BROTLI_MODULE);

export interface NginxOptions {
  site: StaticSite;
  /** `127.0.0.1:3001` … */
  upstreams: string[];
  port: number;
  /** Folder of pid, logs and temporary files. */
  runDir: string;
  workers?: number | 'auto';
  /** Load and use the brotli module (when this nginx has it). */
  brotli?: boolean;
  /** The user of the worker processes when started as root. */
  user?: string;
  clientRoot?: string;
}

/** A header value as an nginx string: double quotes; `$` would be read as a variable. */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`header value with '$' cannot be passed to nginx: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export function nginxConfig(options: NginxOptions): string {
  const { site, runDir } = options;
  const clientRoot = options.clientRoot ?? clientDist;
  const header = (name: string, value: string) => `add_header ${name} ${quoted(value)} always;`;
  // add_header of a location replaces every add_header of the levels above: each location lists all.
  // The household's own page sends no Referer at all (issue 23), as the app answers it: a variable.
  const common = [
    ...Object.entries(site.headers).map(([name, value]) =>
      name === 'referrer-policy' ? 'add_header referrer-policy $referrer_policy always;' : header(name, value),
    ),
    'add_header strict-transport-security $hsts always;',
  ];
  const block = (lines: string[], indent = '      ') => lines.map((line) => `${indent}${line}`).join('\n');
  const compressed = ['gzip_static on;', 'gzip_vary on;', ...(options.brotli ? ['brotli_static on;'] : [])];
  const pageHeaders = [...common, header('cache-control', REVALIDATE)];
  const pages = [...site.pages].map(([canonical, file]) => `    ${quoted(canonical)} ${quoted(`/${file}`)};`).join('\n');
  return `# Generated by scripts/nginx-config.ts from the build: do not edit.
${options.brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes ${options.workers ?? 'auto'};
daemon off;
${options.user ? `user ${options.user};\n` : ''}pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  charset utf-8;
  charset_types text/css application/javascript application/json image/svg+xml text/plain;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  # The build's files do not change while nginx runs: keep their handles and sizes instead of a stat and
  # an open per answer (checked again every minute).
  open_file_cache max=10000 inactive=5m;
  open_file_cache_valid 60s;
${nginxTempPaths(runDir)}
  # The app sends HSTS only over HTTPS; so does nginx.
  map $scheme $hsts { https ${quoted(STRICT_TRANSPORT_SECURITY)}; default ""; }
  map $uri $referrer_policy { ${Object.values(HOUSEHOLD_PAGE_PATHS).map((path) => `${quoted(path)} "no-referrer"; `).join('')}default ${quoted(site.headers['referrer-policy'] ?? 'no-referrer')}; }
  # The page file of a canonical path; the empty default makes try_files pass the request on to the app.
  map $uri $page_file {
    default "";
${pages}
  }
  upstream app {
${options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Below the app's HTTP_KEEP_ALIVE_TIMEOUT (default 5 s): nginx drops an idle connection before the
    # app closes it, so a request (a signup, which nginx does not retry) never meets a closed socket.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${options.port};
    root ${site.dir};
    # Pre-rendered pages at their canonical paths (the app redirects /x/ and /x/index.html), else the app.
    location / {
      try_files $page_file @app;
      # The app writes a page's file again when a part of it changes (STATIC_SITE_DIR, decision 048):
      # nginx looks whether it was replaced every second, not every minute.
      open_file_cache_valid 1s;
${block([...compressed, ...pageHeaders])}
    }
${
  site.notFound
    ? `    error_page 404 /${site.notFound};
    location = /${site.notFound} {
      internal;
${block([...compressed, ...pageHeaders])}
    }
`
    : ''
}    # Hashed build assets.
    location /assets/ {
      root ${clientRoot};
      try_files $uri =404;
${block([...compressed, ...common, header('cache-control', IMMUTABLE)])}
    }
    location @app {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}
