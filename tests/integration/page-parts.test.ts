/**
 * Pages written again when their data changes (decision 048), on a real database: the instance's copies
 * and nginx's files (STATIC_SITE_DIR) follow a round made, and the round's closing moment without any
 * change; the job `pages.rewrite` writes the files and queues itself for the next moment a page changes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Round } from '../../database/entities/index.ts';
import { backgroundJobs } from '../../server/jobs/background-jobs.ts';
import { createLivePages, type LivePages } from '../../server/page-parts/live-pages.ts';
import { PAGES_REWRITE_JOB } from '../../server/page-parts/page-parts.ts';
import { staticPageFile, writePageFiles } from '../../server/static-site.ts';
import { formatMomentIn } from '../../src/i18n/format.ts';
import { markedPart } from '../../src/page-parts/markers.ts';
import { NL_ROUND_TEXTS } from '../../src/rounds/texts.ts';
import { testEnv } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

/** A page as the build writes it: the hero's round part of a place in Oost-Vlaanderen, and one in Antwerp. */
const page = (region: string, where: string) =>
  `<main><div>${markedPart('round', { slot: 'hero', locale: 'nl', region, where }, '<p>as built</p>')}</div></main>`;
const BASE = new Map([
  ['/gent', page('BE-VOV', 'in Gent')],
  ['/antwerpen-stad', page('BE-VAN', 'in Antwerpen')],
]);

const CLOSES = new Date('2026-12-04T22:59:00Z');
let now = new Date('2026-12-01T10:00:00Z');
let db: TestDatabase;
let siteDir: string;
let pages: LivePages;

const text = (path: string) => pages.get(path)?.html.toString('utf8') ?? '';
const file = (pagePath: string) => readFileSync(path.join(siteDir, staticPageFile(pagePath)), 'utf8');

beforeAll(async () => {
  db = await openTestDatabase();
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'page-parts-'));
  // nginx's copy as the stack writes it at start-up: the build's HTML.
  for (const [pagePath, html] of BASE) await writePageFiles(siteDir, staticPageFile(pagePath), Buffer.from(html));
  pages = createLivePages({ db, log: silent, clock: () => now, base: BASE, siteDir });
  await pages.refresh();
});
afterAll(async () => {
  await db.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the pages’ round part', () => {
  it('without any round: no deadline, nothing written to nginx’s files that was not there', async () => {
    // The hero's part says nothing without a round (the form's part says the signup waits).
    const empty = markedPart('round', { slot: 'hero', locale: 'nl', region: 'BE-VOV', where: 'in Gent' }, '');
    expect(text('/gent')).toContain(empty);
    expect(text('/gent')).not.toContain('as built');
    expect(await pages.refresh({ write: true })).toMatchObject({ files: 2, next: null });
    expect(file('/gent')).toContain(empty);
  });

  it('a round made for Oost-Vlaanderen: the job writes its closing moment into Gent’s copies and files, not Antwerp’s, and queues itself for that moment', async () => {
    const em = db.orm.em.fork();
    em.create(Round, {
      name: 'Winter',
      provinces: ['BE-VOV'],
      postalCodes: [],
      registrationOpensAt: new Date('2026-11-20T08:00:00Z'),
      registrationClosesAt: CLOSES,
      createdByName: 'test',
    });
    await em.flush();
    const job = backgroundJobs({ db, env: testEnv(), log: silent, outbox: null as never, proposalJobs: null as never, linkRequests: null as never, pages })[PAGES_REWRITE_JOB];
    expect(await job.run()).toEqual({ pages: 1, files: 1, next: CLOSES.toISOString() });
    const open = NL_ROUND_TEXTS.open(formatMomentIn('nl', CLOSES));
    expect(text('/gent')).toContain(open);
    expect(file('/gent')).toContain(open);
    expect(readFileSync(path.join(siteDir, 'gent.html.gz')).length).toBeGreaterThan(0);
    expect(text('/antwerpen-stad')).not.toContain(open);
    const queued = await db.orm.em.fork().execute<Array<{ key: string; run_at: Date | string }>>(
      `select "key", "run_at" from "jobs" where "name" = ? and "status" = 'pending'`,
      [PAGES_REWRITE_JOB],
    );
    expect(queued.map((row) => [row.key, new Date(row.run_at).toISOString()])).toContainEqual([`at:${CLOSES.toISOString()}`, CLOSES.toISOString()]);
  });

  it('at the closing moment the copies say so without any change of data, and the job writes the files', async () => {
    now = new Date(CLOSES.getTime() - 1);
    expect(text('/gent')).toContain(NL_ROUND_TEXTS.open(formatMomentIn('nl', CLOSES)));
    now = CLOSES;
    expect(text('/gent')).toContain(NL_ROUND_TEXTS.closed.priceRound);
    expect(await pages.refresh({ write: true })).toMatchObject({ files: 1, next: null });
    expect(file('/gent')).toContain(NL_ROUND_TEXTS.closed.priceRound);
  });
});
