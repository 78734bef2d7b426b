/**
 * The pages section of `npm run bench`: requests/s and p99 of `/`, a place page and `/privacy` (gzip, as
 * a browser gets them), loaded by wrk (scripts/bench-wrk.ts) in rounds alternating with a reference:
 *
 * - the app alone against a bare Node `http` server answering the same bytes and headers from memory
 *   (scripts/bench-reference.ts);
 * - the page through nginx configured as in the production topology against nginx serving the same gzip
 *   file alone (scripts/bench-nginx.ts);
 * - the load generator's own ceiling: wrk against nginx answering two bytes from its configuration, at the
 *   start and at the end, with the share of a core wrk used. A reference near that ceiling, or a round in
 *   which wrk used a whole core, measures the generator (issue 27), and the table says so.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BenchRow, fixed, get, kB, type ServerProcess, spawnNode, waitForOk } from './bench-lib.ts';
import { CEILING_PATH, GZIP_ONLY, type NginxPair, startCeilingNginx, startNginxPair } from './bench-nginx.ts';
import type { ReferenceManifest } from './bench-reference.ts';
import { type PairedLoad, pairedLoad, wrk } from './bench-wrk.ts';

export const PAGES = ['/', '/gent', '/privacy'] as const;

export interface PagesOptions {
  scratch: string;
  connections: number;
  /** Rounds of 2 s per pair. */
  rounds: number;
  nginx: string | undefined;
  port(): Promise<number>;
  /** Prints the load average with a label. */
  note(at: string): void;
}

const ROUND_SECONDS = 2;
/** Above this share of the ceiling, or of one core of wrk, a reference may be measuring wrk. */
const NEAR_CEILING = 0.8;
const GENERATOR_BUSY = 0.9;

interface Captured {
  path: string;
  headers: Record<string, string>;
  bodyFile: string;
  bytes: number;
}

/** Headers that belong to the connection or the moment, not to the page. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The gzip response the app sends for each page, every header included: what bare Node serves. */
async function capture(appUrl: string, scratch: string): Promise<Captured[]> {
  const dir = path.join(scratch, 'reference');
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    PAGES.map(async (page, index) => {
      const answer = await get(`${appUrl}${page}`, GZIP_ONLY);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
      const bodyFile = path.join(dir, `page-${index}.bin`);
      writeFileSync(bodyFile, answer.body);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string' && !NOT_COPIED.has(name)) headers[name] = value;
      }
      return { path: page, headers, bodyFile, bytes: answer.body.length };
    }),
  );
}

async function startNodeReference(pages: Captured[], options: PagesOptions): Promise<ServerProcess> {
  const manifest: ReferenceManifest = { port: await options.port(), routes: pages };
  const file = path.join(options.scratch, 'reference', 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  const server = spawnNode('scripts/bench-reference.ts', { PORT: String(manifest.port) }, [file]);
  await waitForOk(server, `${server.url}/`, performance.now(), { everyMs: 20 });
  return server;
}

const percent = (share: number) => `${fixed(share * 100)} %`;

export async function pagesSection(app: ServerProcess, options: PagesOptions): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  if (!options.nginx) {
    notes.push('nginx is not installed (apt-get install -y nginx-light): neither the ceiling nor the nginx path was measured.');
  }
  const pages = await capture(app.url, options.scratch);
  const node = await startNodeReference(pages, options);
  const ceiling = options.nginx ? await startCeilingNginx(options.nginx, options.scratch, await options.port()) : undefined;
  const pair = options.nginx
    ? await startNginxPair({ binary: options.nginx, scratch: options.scratch, appUrl: app.url, ports: [await options.port(), await options.port()], pages: PAGES, gtmId: null })
    : undefined;
  const ceilings: number[] = [];
  const measureCeiling = async (when: string) => {
    if (!ceiling) return;
    options.note(`generator ceiling, ${when}`);
    const result = await wrk(`${ceiling.url}${CEILING_PATH}`, { ...options, seconds: 2 * ROUND_SECONDS, headers: GZIP_ONLY });
    ceilings.push(result.perSecond);
    rows.push({
      section: 'pages',
      measure: `generator ceiling (${when}): wrk, 1 thread, ${options.connections} connections, against nginx answering 2 bytes`,
      value: `${fixed(result.perSecond)}, ${fixed(result.p99Ms, 1)} ms`,
      reference: `wrk used ${percent(result.generatorCpu)} of a core`,
      figures: { perSecond: result.perSecond, p99: result.p99Ms, generatorCpu: result.generatorCpu },
    });
  };
  /** Flags a pair whose reference came near what the generator can do. */
  const checkGenerator = (label: string, paired: PairedLoad) => {
    const top = Math.min(...ceilings);
    if (paired.b >= NEAR_CEILING * top || paired.generatorB >= GENERATOR_BUSY || paired.generatorA >= GENERATOR_BUSY) {
      notes.push(`${label}: the reference reached ${fixed(paired.b)} requests/s against a ceiling of ${fixed(top)}, wrk at ${percent(paired.generatorB)} of a core: the generator may cap this ratio.`);
    }
  };
  try {
    await measureCeiling('start');
    for (const page of pages) {
      options.note(`${page.path} (${kB(page.bytes)} gzip)`);
      const paired = await pairedLoad(`${app.url}${page.path}`, `${node.url}${page.path}`, {
        ...options,
        headers: GZIP_ONLY,
        roundSeconds: ROUND_SECONDS,
        pids: [app.child.pid, node.child.pid],
      });
      checkGenerator(`${page.path} from the app`, paired);
      if (paired.failures > 0) notes.push(`${page.path}: ${paired.failures} failed requests (non-2xx, errors or time-outs)`);
      rows.push({
        section: 'pages',
        measure: `${page.path} from the app alone, requests/s (gzip), p99, CPU per request`,
        value: `${fixed(paired.a)}, ${fixed(paired.p99a, 1)} ms, ${fixed(paired.cpuA ?? NaN)} µs`,
        reference: `bare Node, same bytes and headers: ${fixed(paired.b)}, ${fixed(paired.p99b, 1)} ms, ${fixed(paired.cpuB ?? NaN)} µs; wrk ${percent(paired.generatorA)} / ${percent(paired.generatorB)} of a core`,
        ratio: `${fixed(paired.ratio, 2)} (median of ${options.rounds} rounds)`,
        target: '>= 0.50 of bare Node, p99 < 10 ms',
        ok: paired.ratio >= 0.5 && paired.p99a < 10 && paired.failures === 0,
        figures: { ...figuresOf(paired), appCpuMicroseconds: paired.cpuA ?? null, nodeCpuMicroseconds: paired.cpuB ?? null },
      });
      if (pair) rows.push(await nginxPathRow(page.path, pair, options, checkGenerator, notes));
    }
    await measureCeiling('end');
  } finally {
    await Promise.all([node.stop(), pair?.stop(), ceiling?.stop()]);
  }
  return { rows, notes };
}

function figuresOf(paired: PairedLoad) {
  return {
    a: paired.a,
    b: paired.b,
    ratio: paired.ratio,
    p99a: paired.p99a,
    p99b: paired.p99b,
    generatorCpuA: paired.generatorA,
    generatorCpuB: paired.generatorB,
    failures: paired.failures,
  };
}

async function nginxPathRow(
  page: string,
  pair: NginxPair,
  options: PagesOptions,
  checkGenerator: (label: string, paired: PairedLoad) => void,
  notes: string[],
): Promise<BenchRow> {
  const paired = await pairedLoad(`${pair.topology.url}${page}`, `${pair.bare.url}${page}`, {
    ...options,
    headers: GZIP_ONLY,
    roundSeconds: ROUND_SECONDS,
  });
  checkGenerator(`${page} through nginx`, paired);
  if (paired.failures > 0) notes.push(`${page} via nginx: ${paired.failures} failed requests`);
  return {
    section: 'pages',
    measure: `${page} through the topology's nginx, requests/s (gzip), p99`,
    value: `${fixed(paired.a)}, ${fixed(paired.p99a, 1)} ms`,
    reference: `nginx alone, same gzip file: ${fixed(paired.b)}, ${fixed(paired.p99b, 1)} ms; wrk ${percent(paired.generatorA)} / ${percent(paired.generatorB)} of a core`,
    ratio: `${fixed(paired.ratio, 2)} (median of ${options.rounds} rounds)`,
    target: '>= 0.90 of nginx alone',
    ok: paired.ratio >= 0.9 && paired.failures === 0,
    figures: figuresOf(paired),
  };
}
