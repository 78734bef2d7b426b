/**
 * The development server (`npm run dev`: NODE_ENV=development, Vite), one for the whole file: Vite
 * compiles every module on its first request, far slower than the build, so the file starts it once.
 * - The review section: the production build has no reviews until the client adds real ones
 *   (src/content/testimonials.ts), so only development shows the spec's sample texts, each marked
 *   'Voorbeeld' (decision 021). The carousel is tested on them.
 * - The Content-Security-Policy under Vite's dev client: the walk of security.spec.ts.
 * - What the tests write inside the project (.tmp/, data/) reloads no page (vite.config.ts).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SAMPLE_TESTIMONIALS, TESTIMONIAL_TEXT } from '../../src/content/testimonials.ts';
import { SECTION_IDS, TIMINGS } from '../../src/site.ts';
import { visitEveryKindOfPage } from '../helpers/every-kind-of-page.ts';
import { projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';
import { E2E_ADMIN } from './admin-account.ts';

const dataDir = path.join(projectRoot, '.tmp', `e2e-dev-${process.env.E2E_PORT ?? 'default'}`);

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await spawnServer(
    'server/main.ts',
    { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password },
    90_000,
  );
});

// A failure here may be the development server's doing (a reload by Vite): its log says.
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus) process.stderr.write(`The development server's log:\n${server?.output()}\n`);
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('development shows the sample reviews, each marked as a sample', async ({ request }) => {
  // The first request makes Vite compile the page: slow on a busy machine.
  const html = await (await request.get(`${server.url}/`, { timeout: 80_000 })).text();
  expect(html).toContain(TESTIMONIAL_TEXT.sampleHeading);
  expect(html.match(new RegExp(`>${TESTIMONIAL_TEXT.sampleBadge}<`, 'g'))).toHaveLength(SAMPLE_TESTIMONIALS.length);
});

test('on a phone the testimonials carousel moves on every 5 s, with dots, and pauses on request', async ({ page }) => {
  // The carousel is the phone layout. Real time: Vite's development client does not load under
  // Playwright's fake clock. Reduced motion stops the carousel; this test needs it moving.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const section = page.locator(`#${SECTION_IDS.testimonials}`);
  const dot = (n: number) => section.getByRole('button', { name: TESTIMONIAL_TEXT.dot(n, 3) });
  const later = { timeout: TIMINGS.carouselIntervalMs * 2 };
  await expect(dot(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(dot(2)).toHaveAttribute('aria-pressed', 'true', later);

  // Paused on request: it stays where the visitor put it for longer than an interval.
  await dot(3).click();
  await section.getByRole('button', { name: TESTIMONIAL_TEXT.pause }).click();
  await page.mouse.move(0, 0);
  await section.getByRole('button', { name: TESTIMONIAL_TEXT.play }).blur();
  await page.waitForTimeout(TIMINGS.carouselIntervalMs + 1000);
  await expect(dot(3)).toHaveAttribute('aria-pressed', 'true');

  // Playing again, it moves on.
  await section.getByRole('button', { name: TESTIMONIAL_TEXT.play }).click();
  await page.mouse.move(0, 0);
  await section.getByRole('button', { name: TESTIMONIAL_TEXT.pause }).blur();
  await expect(dot(1)).toHaveAttribute('aria-pressed', 'true', later);
});

test("every kind of page loads and works without a CSP violation under Vite's dev client", async ({ page }) => {
  await visitEveryKindOfPage(page, server.url);
  // React's development build says what production hides: a list child without a key (the privacy page's mail link once).
  expect(server.output()).not.toContain('unique "key" prop');
});

test('an HTML file written under .tmp/ or data/ reloads no page; one in the sources does', async () => {
  // data/ is the embedded database's default folder: made here only if it is missing, and then removed.
  const dataFolder = path.join(projectRoot, 'data');
  const written = [path.join(projectRoot, '.tmp', 'tmp', `watch-${process.pid}`), existsSync(dataFolder) ? path.join(dataFolder, `watch-${process.pid}`) : dataFolder];
  const probe = path.join(projectRoot, 'tests', 'e2e', `.watch-probe-${process.pid}.html`);
  const reloadsForProbe = () => server.output().split(`page reload ${path.relative(projectRoot, probe)}`).length - 1;
  try {
    // Vite's watcher is at work once it reports the probe (a file written before its first scan ends is not).
    await expect(async () => {
      writeFileSync(probe, '<!doctype html><title>probe</title>');
      await expect.poll(reloadsForProbe, { timeout: 2_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 60_000 });
    const before = reloadsForProbe();
    for (const folder of written) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'page.html'), '<!doctype html><title>x</title>');
    }
    // The probe again, last: once Vite reloads the pages for it, it has seen the two files before.
    writeFileSync(probe, '<!doctype html><title>probe again</title>');
    await expect.poll(reloadsForProbe, { timeout: 30_000 }).toBeGreaterThan(before);
    expect(server.output()).not.toMatch(/page reload (\.tmp|data)\//);
  } finally {
    for (const folder of written) rmSync(folder, { recursive: true, force: true });
    rmSync(probe, { force: true });
  }
});
