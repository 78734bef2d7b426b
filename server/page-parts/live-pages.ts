/**
 * The pre-rendered pages as they are now (decision 048): the build's HTML with each database part
 * (page-parts.ts) written from its data at the moment. Every instance keeps its own copies in memory and
 * answers from them; the job `pages.rewrite` (background-jobs.ts) also writes nginx's copy of the pages
 * (STATIC_SITE_DIR, the production topology) where a page changed.
 *
 * How a copy stays true:
 * - a change of data: the job, queued in the change's transaction (`pagesChanged`), re-reads the data on
 *   the instance that takes it; the other instances notice the part's raised version when a page is next
 *   asked of them (looked up at most every VERSION_CHECK_MS, on PostgreSQL only: the embedded database
 *   has one instance);
 * - the clock: each copy knows the next moment its parts change by themselves (a registration closing)
 *   and is written again when it is asked for after it; the job runs at that moment for nginx's files.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../database/orm.ts';
import { hasPart, replaceParts } from '../../src/page-parts/markers.ts';
import type { Clock } from '../clock.ts';
import { readPageFile, staticPageFile, writePageFiles } from '../static-site.ts';
import { type PrerenderedPage, prerenderedPage } from '../encoded-body.ts';
import { PAGE_PARTS, type PagePartName } from './page-parts.ts';

/** Between two pages of a rewrite: the requests that came meanwhile are answered first. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How often an instance asks the database whether a part changed elsewhere, while pages are asked of it. */
const VERSION_CHECK_MS = 5_000;

export interface LivePages {
  has(path: string): boolean;
  /** The page as it is now. */
  get(path: string): PrerenderedPage | undefined;
  /** The build's HTML of every page (for the hashes of their inline scripts). */
  baseHtml(): string[];
  /** `html` (a page rendered on request) with the parts as they are now. */
  apply(html: string): string;
  /**
   * Reads every part's data again and writes the copies anew; with `write`, also the files of nginx's
   * copy that differ. Answers how many pages changed, how many files were written, and when the parts
   * change next by the clock alone.
   */
  refresh(options?: { write?: boolean }): Promise<{ pages: number; files: number; next: Date | null }>;
  /** Resolves once the copies hold every part's latest data (read again if another change came since). */
  upToDate(): Promise<void>;
  /** A part's data as the copies were last written from it (the place part: every page's facts and indexing). */
  partData<Name extends PagePartName>(name: Name): PartData<Name> | undefined;
}

type PartData<Name extends PagePartName> = Awaited<ReturnType<(typeof PAGE_PARTS)[Name]['load']>>;

interface Copy {
  page: PrerenderedPage;
  text: string;
}

const NAMES = Object.keys(PAGE_PARTS) as PagePartName[];

export function createLivePages(options: { db: Database; log: FastifyBaseLogger; clock: Clock; base: Map<string, string>; siteDir?: string }): LivePages {
  const { db, log, clock, base, siteDir } = options;
  const data = new Map<PagePartName, { version: number; value: unknown }>();
  const copies = new Map<string, Copy>();
  let validUntil = Number.POSITIVE_INFINITY;
  let checkedAt = 0;
  let checking = false;

  function render(html: string, now: Date, names: readonly PagePartName[] = NAMES): string {
    let out = html;
    for (const name of names) {
      const part = data.get(name);
      if (!part || !hasPart(out, name)) continue;
      out = replaceParts(out, name, (args) => {
        const inner = PAGE_PARTS[name].render(part.value as never, args, now);
        // The pages' inline scripts are allowed by hash (server/security.ts): a part may bring none (JSON-LD is data).
        if (/<script(?![^>]*\btype="application\/ld\+json")/i.test(inner)) throw new Error(`page part ${name} holds a script`);
        return inner;
      });
    }
    return out;
  }

  /**
   * Every page written at `now`; a part that learns from the pages as written (`settle`) is given them,
   * and that part is written once more (its markers stay in the page, so only it is). `pause`, when
   * given, runs between pages: the job's rewrite lets the requests that wait meanwhile be answered.
   */
  function writePages(now: Date): Map<string, string>;
  function writePages(now: Date, pause: () => Promise<void>): Promise<Map<string, string>>;
  function writePages(now: Date, pause?: () => Promise<void>): Map<string, string> | Promise<Map<string, string>> {
    const settling = NAMES.filter((name) => PAGE_PARTS[name].settle && data.has(name));
    const settle = (written: ReadonlyMap<string, string>) => {
      for (const name of settling) (PAGE_PARTS[name].settle as (value: unknown, pages: ReadonlyMap<string, string>) => void)(data.get(name)?.value, written);
    };
    if (!pause) {
      const written = new Map([...base].map(([path, html]) => [path, render(html, now)]));
      if (settling.length === 0) return written;
      settle(written);
      return new Map([...written].map(([path, html]) => [path, render(html, now, settling)]));
    }
    return (async () => {
      const written = new Map<string, string>();
      for (const [path, html] of base) {
        written.set(path, render(html, now));
        await pause();
      }
      if (settling.length === 0) return written;
      settle(written);
      for (const [path, html] of written) {
        written.set(path, render(html, now, settling));
        await pause();
      }
      return written;
    })();
  }

  /** Keeps `written` as the copies; answers the paths whose HTML changed. */
  function keep(now: Date, written: ReadonlyMap<string, string>): string[] {
    const changed: string[] = [];
    for (const [path, text] of written) {
      const copy = copies.get(path);
      if (copy?.text === text) continue;
      copies.set(path, { text, page: prerenderedPage(Buffer.from(text)) });
      changed.push(path);
    }
    let next = Number.POSITIVE_INFINITY;
    for (const name of NAMES) {
      const part = data.get(name);
      const at = part ? PAGE_PARTS[name].nextChange(part.value as never, now) : null;
      if (at) next = Math.min(next, at.getTime());
    }
    validUntil = next;
    return changed;
  }

  /** Writes every copy anew at `now` at once (a page asked for after a clock boundary). */
  const renderAll = (now: Date) => keep(now, writePages(now));

  async function load(): Promise<void> {
    const em = db.orm.em.fork();
    const versions = await em.execute<Array<{ name: string; version: number }>>(`select "name", "version" from "page_parts"`);
    for (const name of NAMES) {
      const value = await PAGE_PARTS[name].load(em);
      data.set(name, { version: versions.find((row) => row.name === name)?.version ?? 1, value });
    }
  }

  /**
   * On PostgreSQL, another instance may have changed a part: its version says so. Parts not read yet (the
   * database was away at start-up) are read as soon as it answers, on either database.
   */
  function checkVersions(): void {
    const loaded = data.size === NAMES.length;
    if ((db.kind === 'pglite' && loaded) || checking || Date.now() - checkedAt < VERSION_CHECK_MS) return;
    checking = true;
    checkedAt = Date.now();
    db.orm.em
      .fork()
      .execute<Array<{ name: string; version: number }>>(`select "name", "version" from "page_parts"`)
      .then(async (rows) => {
        const stale = !loaded || rows.some((row) => data.has(row.name as PagePartName) && data.get(row.name as PagePartName)?.version !== row.version);
        if (stale) await refresh();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'pages: could not check whether their parts changed'))
      .finally(() => {
        checking = false;
      });
  }

  /** One refresh at a time: two interleaved reads could leave older data last. */
  let queue: Promise<unknown> = Promise.resolve();

  function refresh(options: { write?: boolean } = {}) {
    const run = queue.then(() => refreshNow(options));
    queue = run.catch(() => undefined);
    return run;
  }

  async function upToDate(): Promise<void> {
    const rows = await db.orm.em.fork().execute<Array<{ name: string; version: number }>>(`select "name", "version" from "page_parts"`);
    const stale = data.size < NAMES.length || rows.some((row) => data.has(row.name as PagePartName) && data.get(row.name as PagePartName)?.version !== row.version);
    if (stale) await refresh();
  }

  async function refreshNow(options: { write?: boolean }) {
    await load();
    const now = clock();
    const changed = keep(now, await writePages(now, yieldToRequests));
    let files = 0;
    if (options.write && siteDir) {
      for (const [path, copy] of copies) {
        const name = staticPageFile(path);
        if (readPageFile(siteDir, name)?.equals(copy.page.html)) continue;
        await writePageFiles(siteDir, name, copy.page.html, copy.page.body);
        files += 1;
      }
    }
    return { pages: changed.length, files, next: Number.isFinite(validUntil) ? new Date(validUntil) : null };
  }

  return {
    has: (path) => base.has(path),
    get(path) {
      if (!base.has(path)) return undefined;
      checkVersions();
      if (clock().getTime() >= validUntil || !copies.has(path)) renderAll(clock());
      return copies.get(path)?.page;
    },
    baseHtml: () => [...base.values()],
    apply: (html) => render(html, clock()),
    refresh,
    upToDate,
    partData: <Name extends PagePartName>(name: Name) => data.get(name)?.value as PartData<Name> | undefined,
  };
}
