/**
 * A lead whose values hold HTML and script (tests/helpers/hostile.ts, written as a fixture before the
 * server starts) in the back office: the list, the detail, a note with markup and the CSV show it as
 * plain text; no element is made of it and no script runs. (Its mails: tests/integration/hostile-lead-mail.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { leadPayloadSchema } from '../../src/leads/schema.ts';
import { logIn, watchCsp } from '../helpers/browser.ts';
import { E2E_LEADS } from '../helpers/e2e-fixtures.ts';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const lead = E2E_LEADS.hostile;

test('a lead full of markup and script shows as text in the list, the detail, a note and the CSV; nothing runs', async ({ page }) => {
  // The public API refuses such names since issue 12; leads stored before then may still hold them,
  // so the back office must show them as text all the same.
  expect(leadPayloadSchema.safeParse(lead).success).toBe(false);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const csp = await watchCsp(page);
  await logIn(page);
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(lead.email)}`);

  const row = page.getByRole('row').filter({ hasText: lead.email });
  await expect(row).toContainText(lead.firstName);
  await expect(row).toContainText(lead.lastName);
  await expect(row).toContainText(lead.city);

  await row.getByRole('button', { name: /^Details van / }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`${lead.street} ${lead.houseNumber}, ${lead.postalCode} ${lead.city}`);
  await expect(drawer).toContainText(lead.sourceUrl);
  await expect(drawer).toContainText(lead.utmCampaign);

  // A member of staff pastes markup into a note: stored and shown as typed, also after a full load.
  const note = `<img src=x onerror="window.__pwned=2"> <script>window.__pwned=2</script> ${Date.now()}`;
  await drawer.getByLabel('Nieuwe notitie').fill(note);
  await drawer.getByRole('button', { name: 'Notitie toevoegen' }).click();
  await expect(drawer).toContainText(note);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('dialog')).toContainText(note);
  await expect(page.getByRole('dialog')).toContainText(lead.firstName);

  // None of it became an element, and nothing of it ran (the CSP would block a script; escaping means
  // that no script was even tried: not a single report).
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('img[src="x"], iframe')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__pwned' })).toHaveCount(0);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await csp.all()).toEqual([]);

  // The CSV of the search: the values as text in quoted cells.
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ADMIN_TEXT.exportLeads }).click()]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('"<script>window.__pwned=1</script>";"<img src=x onerror=""window.__pwned=1"">";"xss.fixture@example.be"');
  expect(csv).toContain(`"9000";"Gent' OR '1'='1"`);
});
