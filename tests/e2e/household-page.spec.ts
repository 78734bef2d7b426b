/**
 * The household's own page in a real browser on a phone (issue 23): sign up, open the personal link
 * from the mail file, see where the signup stands; staff then see the address confirmed; correct the
 * phone number; download everything (the file holds the e-mail address); erase it all (the admin API
 * then answers 404, no file under DATA_DIR holds the name); the link then opens nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DATA_TEXTS, ERASE_TEXTS, PAGE_TEXTS, PROGRESS_TEXTS, STEP_LABELS } from '../../src/household-page/texts.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { E2E_DATA_DIR } from '../helpers/e2e.ts';
import { mailsTo } from '../helpers/e2e-mail.ts';
import { E2E_ADMIN } from './admin-account.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** Letters only (a name takes no digits), unique to this run. */
const lastName = `Mijnpagina${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
const email = `huis.${Date.now().toString(36)}@example.be`;

/** Every file under DATA_DIR whose bytes hold `text` (the embedded database's files included). */
function filesHolding(text: string): string[] {
  const dir = path.resolve(E2E_DATA_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => {
      // The database may delete a file it has just rewritten between the listing and the read.
      try {
        return statSync(file).isFile() && readFileSync(file).includes(text);
      } catch {
        return false;
      }
    });
}

async function signUp(page: Page) {
  await page.goto('/');
  const contact = page.locator('#contact');
  for (const [label, value] of [
    ['Voornaam', 'Lotte'],
    ['Naam', lastName],
    ['Telefoonnummer', '0470 12 34 56'],
    ['E-mailadres', email],
    ['Straat', 'Kerkstraat'],
    ['Huisnummer', '12'],
    ['Postcode', '9000'],
    ['Plaats', 'Gent'],
  ]) {
    await contact.getByLabel(label as string, { exact: true }).fill(value as string);
  }
  await contact.getByRole('checkbox', { name: /Ik ga akkoord met de privacyverklaring/ }).check();
  await contact.getByRole('button', { name: 'Verstuur aanmelding' }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
}

/** The path and fragment of the personal link in the confirmation mail, once the server wrote it. */
async function linkFromMail(): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    link = /https?:\/\/[^\s/]+(\/mijn-aanmelding#[A-Za-z0-9_-]{43})/.exec(mailsTo(email).map((mail) => mail.text).join('\n'))?.[1];
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return link as string;
}

test('a household opens its page from the mail, corrects, downloads and erases its data', async ({ page, request }) => {
  await signUp(page);
  const link = await linkFromMail();
  const token = link.split('#')[1] as string;

  const answer = page.waitForResponse((response) => response.url().endsWith('/mijn-aanmelding'));
  await page.goto(link);
  const served = await answer;
  expect(served.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_TEXTS.greeting('Lotte') })).toBeVisible();
  // The token left the address bar at once.
  expect(page.url()).not.toContain(token);
  const steps = page.getByRole('list').filter({ hasText: STEP_LABELS['signed-up'] });
  await expect(steps.locator('[aria-current="step"]')).toContainText(STEP_LABELS.confirmed);
  await expect(page.getByRole('heading', { name: PROGRESS_TEXTS.nextHeading })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Staff see the address confirmed.
  const { token: staff } = (await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json()) as { token: string };
  const auth = { authorization: `Bearer ${staff}` };
  const [lead] = (await (await request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`, { headers: auth })).json()) as Array<{
    id: number;
    confirmedAt: string | null;
  }>;
  expect(lead?.confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // A correction, validated as at signup, by keyboard and thumb.
  await page.getByRole('button', { name: DATA_TEXTS.edit }).click();
  await page.getByRole('textbox', { name: DATA_TEXTS.labels.phone }).fill('12');
  await page.getByRole('button', { name: DATA_TEXTS.save }).click();
  await expect(page.getByRole('textbox', { name: DATA_TEXTS.labels.phone })).toBeFocused();
  await expect(page.getByText('Voer een geldig telefoonnummer in')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: DATA_TEXTS.labels.phone }).fill('0471 22 33 44');
  await page.keyboard.press('Enter');
  await expect(page.getByText(DATA_TEXTS.saved)).toBeVisible();
  await expect(page.getByText('0471 22 33 44')).toBeVisible();

  // The download: one JSON file that holds the e-mail address.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { lead: { email: string; phone: string }; mails: unknown[] };
  expect(file.lead).toMatchObject({ email, phone: '0471 22 33 44' });
  expect(file.mails.length).toBeGreaterThan(0);

  // Erasure after one confirmation step.
  await page.getByRole('button', { name: ERASE_TEXTS.button }).click();
  await expect(page.getByRole('heading', { name: ERASE_TEXTS.confirmHeading })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ERASE_TEXTS.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: ERASE_TEXTS.doneHeading })).toBeVisible();

  expect((await request.get(`/api/admin/leads/${lead?.id}`, { headers: auth })).status()).toBe(404);
  // The mail files go at once; the database's files once its background rewrite ran (1 s later here).
  expect(filesHolding(lastName).filter((file) => file.includes('outbox'))).toEqual([]);
  await expect.poll(() => [...filesHolding(lastName), ...filesHolding(email)], { timeout: 30_000 }).toEqual([]);

  // The link opens nothing any more: the page says so, and the API answers 404.
  await page.goto('/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_TEXTS.notFound.heading })).toBeVisible();
  expect((await request.post('/api/household-page/open', { data: { token } })).status()).toBe(404);
});

test('without a link, the page offers to mail a new one, with the same answer for any address', async ({ page }) => {
  await page.goto('/mijn-aanmelding');
  await expect(page.getByRole('heading', { level: 1, name: PAGE_TEXTS.noLink.heading })).toBeVisible();
  await page.getByLabel('E-mailadres waarmee u zich aanmeldde').fill('niemand@example.be');
  await page.getByRole('button', { name: 'Stuur mij een nieuwe link' }).click();
  await expect(page.getByText(/Als dit e-mailadres bij ons aangemeld is/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('is not in the sitemap', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('mijn-aanmelding');
});
