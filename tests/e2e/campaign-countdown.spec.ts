/**
 * The hero countdown with CAMPAIGN_ENDS_AT set, against a production server of its own (the shared test
 * server runs without it, and its hero shows no countdown: home.spec.ts): every load shows the time left
 * until that moment, it ticks every second, and after it the hero says the campaign has ended. Decision 021.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NL_TEXTS } from '../../src/i18n/nl.ts';

const CAMPAIGN_TEXT = NL_TEXTS.campaign;
import { projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';

const ENDS_AT = '2030-01-01T00:00:00+01:00';
const endMs = Date.parse(ENDS_AT);
const dataDir = path.join(projectRoot, '.tmp', `e2e-campaign-${process.env.E2E_PORT ?? 'default'}`);

test.describe.configure({ mode: 'serial' });

let server: RunningServer;

test.beforeAll(async () => {
  // A server of its own on a new embedded database: slow to start on a busy machine.
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await spawnServer('server/main.ts', {
    NODE_ENV: 'production',
    CAMPAIGN_ENDS_AT: ENDS_AT,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info', // spawnServer waits for the 'Server listening' line
  });
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('counts down to the configured moment, the same on every load', async ({ page }) => {
  const left = ((26 * 60 + 3) * 60 + 4) * 1000; // 1 day, 2 h, 3 min, 4 s
  await page.clock.setFixedTime(endMs - left);
  for (let load = 0; load < 2; load += 1) {
    await page.goto(`${server.url}/`);
    await expect(page.getByTestId('countdown')).toHaveText('1 dag 02 uur 03 min 04 sec');
  }
});

test('ticks every second, borrowing from minutes, hours and days', async ({ page }) => {
  await page.clock.install({ time: endMs - 86_400_000 - 60_000 });
  await page.goto(`${server.url}/`);
  const countdown = page.getByRole('timer', { name: CAMPAIGN_TEXT.countdownLabel });
  await expect(countdown).toHaveText('1 dag 00 uur 01 min 00 sec');
  await page.clock.runFor(1000);
  await expect(countdown).toHaveText('1 dag 00 uur 00 min 59 sec');
  await page.clock.runFor(60_000);
  await expect(countdown).toHaveText('0 dagen 23 uur 59 min 59 sec');
});

test('says the campaign has ended once the moment has passed', async ({ page }) => {
  await page.clock.setFixedTime(endMs + 60_000);
  await page.goto(`${server.url}/`);
  await expect(page.getByTestId('countdown-ended')).toHaveText(CAMPAIGN_TEXT.ended);
  await expect(page.getByTestId('countdown')).toHaveCount(0);
});
