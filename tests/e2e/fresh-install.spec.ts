/**
 * Issue 22's acceptance test: a fresh install with default settings and an empty database, against a
 * production server of its own (the shared test server has fixture leads). On all 64 public pages (home,
 * privacy, the 62 place pages), as crawlers read them and after the browser ran their scripts: no
 * countdown, no named review, no count of households, no 'grootste' (decisions 021 and 022).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SAMPLE_TESTIMONIALS } from '../../src/content/testimonials.ts';
import { HOUSEHOLD_COUNT_PATH } from '../../src/households/count.ts';
import { PLACES } from '../../src/places/places.ts';
import { ROUTES } from '../../src/routes.ts';
import { projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';

const dataDir = path.join(projectRoot, '.tmp', `e2e-fresh-${process.env.E2E_PORT ?? 'default'}`);
const PATHS = [ROUTES.home, ROUTES.privacy, ...PLACES.map((place) => place.path)];

/** What a page must not say on a fresh install. */
function untrue(text: string): string[] {
  const found: string[] = [];
  if (/\bgrootste\b/i.test(text)) found.push('grootste');
  if (/\b(?:honderden|duizenden)\s+(?:[\p{L}-]+\s+)?(?:gezinnen|huishoudens|deelnemers)/iu.test(text)) found.push('a crowd in words');
  // The campaign's own count (src/content/households.ts), or any 'N gezinnen' that joined or preceded.
  if (/gezinnen schreven zich in|gingen u voor|samen met \d/i.test(text)) found.push('a count of households');
  if (/eindigt over|role="timer"/i.test(text)) found.push('a countdown');
  if (/Beoordeling: [\d,]+ op 5/.test(text)) found.push('a rated review');
  for (const sample of SAMPLE_TESTIMONIALS) if (text.includes(sample.author)) found.push(`the review of ${sample.author}`);
  return found;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let server: RunningServer;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  // The first start of an install: initdb and every migration, not the run's migrated image.
  server = await spawnServer('server/main.ts', { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 120_000, { firstStart: true });
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('the HTML of all 64 pages claims no deadline, no review, no crowd', async ({ request }) => {
  expect(PATHS).toHaveLength(64);
  for (const pagePath of PATHS) {
    const res = await request.get(`${server.url}${pagePath}`);
    expect(res.status(), pagePath).toBe(200);
    expect(untrue(await res.text()), pagePath).toEqual([]);
  }
  const count = await request.get(`${server.url}${HOUSEHOLD_COUNT_PATH}`);
  expect(await count.json()).toEqual({ households: null });
});

test('nor do the pages once their scripts ran', async ({ context }) => {
  // Four tabs at a time: most of a page's time here is the half second of network quiet that
  // 'networkidle' waits for, not work.
  const queue = [...PATHS];
  let checked = 0;
  const tab = async () => {
    const page = await context.newPage();
    for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      await expect(page.getByTestId('household-count'), pagePath).toHaveCount(0);
      await expect(page.getByRole('timer'), pagePath).toHaveCount(0);
      expect(untrue(await page.locator('main').innerHTML()), pagePath).toEqual([]);
      checked += 1;
    }
    await page.close();
  };
  await Promise.all([tab(), tab(), tab(), tab()]);
  expect(checked).toBe(PATHS.length);
});
