/**
 * Staff are told in the back office when mail fails (issue 45): a production server of its own whose SMTP
 * server cannot be reached (MAIL_ALERT_AFTER as short as it goes), one signup whose mails cannot leave.
 * The dashboard says so above every tab, with the error the mail server gave, at 375 and 1280 px; the
 * statistics tab lists the mail and every kind of background job.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { freePort, projectRoot, RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../helpers/process.ts';
import { E2E_ADMIN } from './admin-account.ts';

const dataDir = path.join(projectRoot, '.tmp', `e2e-mail-alert-${process.env.E2E_PORT ?? 'default'}`);

test.describe.configure({ mode: 'serial' });

let server: RunningServer;

test.beforeAll(async ({ request }) => {
  // A server of its own on a new embedded database: slow to start on a busy machine.
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await spawnServer('server/main.ts', {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    MAIL_ALERT_AFTER: '100ms',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...RATE_LIMITS_OFF,
  });
  expect((await request.post(`${server.url}/api/leads`, { data: uniqueHousehold() })).status()).toBe(201);
  await expect.poll(async () => (await (await request.get(`${server.url}/healthz`)).json()).status, { timeout: 60_000 }).toBe('mail-failing');
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Gebruikersnaam').fill(E2E_ADMIN.username);
  await page.getByLabel('Wachtwoord').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL('**/admin/dashboard**');
}

for (const width of [375, 1280]) {
  test(`the dashboard says that mail fails, why and since when, at ${width} px; the statistics list the jobs`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    const alert = page.getByRole('alert').filter({ hasText: 'E-mail wordt niet verstuurd' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Sinds \d\d\/\d\d\/\d{4} \d\d:\d\d (is 1 poging|zijn \d+ pogingen) mislukt\./);
    await expect(alert).toContainText(/Laatste fout \(.+\): \w+: connect ECONNREFUSED 127\.0\.0\.1:\d+/);
    await expect(alert).toContainText('De mails wachten (1)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Statistieken' }).click();
    const panel = page.getByRole('region', { name: 'E-mail en achtergrondtaken' });
    await expect(panel).toContainText('E-mails: 1 wachtend');
    await expect(panel).toContainText('ECONNREFUSED');
    await expect(panel.getByRole('row', { name: /E-mails versturen/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}
