/**
 * Issue 35's acceptance journey, against a production server of its own whose clock the test moves
 * (tests/helpers/clock-server.ts; production's entry takes no clock): staff make a round for one
 * province, closing in three days, in the back office (at 1280 px and 375 px, with screenshots); that
 * province's place pages show the closing moment and another province's do not; a signup there carries the
 * round's id; after the closing moment the page says registration is closed and the next signup is kept as
 * interest in the next round (no round id).
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { brusselsClock } from '../../src/admin/format.ts';
import { formatMomentIn } from '../../src/i18n/format.ts';
import { FR_ROUND_TEXTS } from '../../src/rounds/texts-fr.ts';
import { NL_ROUND_TEXTS } from '../../src/rounds/texts.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { logIn } from '../helpers/browser.ts';
import { projectRoot, RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../helpers/process.ts';

const work = path.join(projectRoot, '.tmp', `e2e-rounds-${process.env.E2E_PORT ?? 'default'}`);
const offsetFile = path.join(work, 'clock-offset');
const shots = path.join(projectRoot, '.tmp', 'screenshots', 'rounds');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ actionTimeout: 30_000 });

let server: RunningServer;
let roundId: number;
// Three days ahead, on the minute (a datetime-local field takes minutes).
const closes = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
const opens = new Date(closes.getTime() - 4 * DAY);
const local = (date: Date) => brusselsClock(date).toISOString().slice(0, 16);

test.beforeAll(async () => {
  // Its own server, on a copy of the run's migrated database; a generous bound for a busy machine.
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  server = await spawnServer('tests/helpers/clock-server.ts', {
    NODE_ENV: 'production',
    DATA_DIR: path.join(work, 'data'),
    CLOCK_OFFSET_FILE: offsetFile,
    // spawnServer waits for the 'Server listening' line.
    LOG_LEVEL: 'info',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...RATE_LIMITS_OFF,
  }, 200_000);
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

/** The hero's lines of a page as a visitor without JavaScript reads them (the server's HTML). */
async function heroText(page: Page, pagePath: string): Promise<string> {
  const response = await page.request.get(`${server.url}${pagePath}`);
  expect(response.status()).toBe(200);
  return norm((await response.text()).replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' '));
}

/** Any run of spaces (French's narrow and non-breaking ones included) as one space. */
const norm = (text: string) => text.replace(/\s+/g, ' ');

async function signUp(page: Page, email: string): Promise<number | null> {
  await page.goto(`${server.url}/gent`);
  const contact = page.locator('#contact');
  await contact.getByLabel('Voornaam', { exact: true }).fill('Lotte');
  await contact.getByLabel('Naam', { exact: true }).fill('Van Damme');
  await contact.getByLabel('Telefoonnummer').fill('0470/12.34.56');
  await contact.getByLabel('E-mailadres').fill(email);
  await contact.getByLabel('Straat').fill('Kerkstraat');
  await contact.getByLabel('Huisnummer').fill('12');
  await contact.getByLabel('Postcode').fill('9000');
  await contact.getByLabel('Plaats').fill('Gent');
  await contact.getByRole('checkbox', { name: /Ik ga akkoord met de privacyverklaring/ }).check();
  await contact.getByRole('button', { name: 'Verstuur aanmelding' }).click();
  await expect(page).toHaveURL(/\/bedankt$/);
  const login = await page.request.post(`${server.url}/api/admin/login`, { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const list = await page.request.get(`${server.url}/api/admin/leads?search=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  const leads = (await list.json()) as Array<{ id: number; roundId: number | null }>;
  expect(leads).toHaveLength(1);
  return leads[0]?.roundId ?? null;
}

test('staff make a round for Oost-Vlaanderen in the back office, at 1280 px and at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, server.url);
  await page.getByRole('tab', { name: 'Rondes' }).click();
  await expect(page.getByText('Nog geen rondes.')).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe ronde' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe ronde' });
  await form.getByLabel('Naam').fill('Winter Oost-Vlaanderen');
  await form.getByLabel('Provincies').click();
  await page.getByRole('option', { name: 'Oost-Vlaanderen' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Inschrijving opent').fill(local(opens));
  await form.getByLabel('Inschrijving sluit').fill(local(closes));
  await page.screenshot({ path: path.join(shots, 'form-1280.png'), fullPage: true });
  await form.getByRole('button', { name: 'Ronde maken' }).click();
  const row = page.locator('tr[data-round-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Winter Oost-Vlaanderen');
  await expect(row).toContainText('Oost-Vlaanderen');
  await expect(row).toContainText('Inschrijving open');
  roundId = Number(await row.getAttribute('data-round-id'));
  expect(roundId).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(shots, 'list-1280.png'), fullPage: true });

  // The same round again, for the whole country: its registration runs at the same time for Gent. Refused.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Nieuwe ronde' }).click();
  await form.getByLabel('Naam').fill('Overal tegelijk');
  await form.getByLabel('Inschrijving opent').fill(local(opens));
  await form.getByLabel('Inschrijving sluit').fill(local(closes));
  await form.getByRole('button', { name: 'Ronde maken' }).click();
  await expect(form.getByRole('alert')).toContainText(`overlapt met ronde ${roundId} (Winter Oost-Vlaanderen)`);
  await page.screenshot({ path: path.join(shots, 'refused-375.png'), fullPage: true });
  await form.getByRole('button', { name: 'Annuleren' }).click();
  await expect(row).toHaveCount(1);
  // A card per round on a phone: the phase and 'Wijzigen' without scrolling sideways.
  const card = page.locator(`[data-round-card="${roundId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('Inschrijving open')).toBeVisible();
  await expect(card.getByRole('button', { name: `Ronde ${roundId} wijzigen` })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'list-375.png'), fullPage: true });
});

test("the province's place pages show the closing moment, the others do not, in both languages", async ({ page }) => {
  const closing = norm(NL_ROUND_TEXTS.open(formatMomentIn('nl', closes)));
  // The job runner writes the pages again within seconds of the change.
  await expect.poll(() => heroText(page, '/gent'), { timeout: 30_000 }).toContain(closing);
  expect(await heroText(page, '/oost-vlaanderen')).toContain(closing);
  const antwerp = await heroText(page, '/antwerpen-stad');
  expect(antwerp).not.toContain(norm(formatMomentIn('nl', closes)));
  // No round there: the hero says nothing about rounds, the form's line that a signup waits for the next one.
  expect(antwerp).toContain(norm(NL_ROUND_TEXTS.form.waiting('in Antwerpen', null)));
  expect(antwerp).not.toContain(norm(NL_ROUND_TEXTS.nextUnplanned));
  // The home page speaks for the whole country: the round runs in one province.
  expect(await heroText(page, '/')).toContain(norm(NL_ROUND_TEXTS.partial('Oost-Vlaanderen', formatMomentIn('nl', closes))));
  expect(await heroText(page, '/fr')).toContain(norm(FR_ROUND_TEXTS.partial(FR_ROUND_TEXTS.regions['BE-VOV'], formatMomentIn('fr', closes))));

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/gent`);
    await expect(page.getByText(NL_ROUND_TEXTS.open(formatMomentIn('nl', closes))).first()).toBeVisible();
    await page.screenshot({ path: path.join(shots, `gent-open-${width}.png`) });
    await page.goto(`${server.url}/fr`);
    await expect(page.getByTestId('round-hero')).toContainText('Flandre-Orientale');
    await page.screenshot({ path: path.join(shots, `fr-home-open-${width}.png`) });
  }
});

test("a signup in Gent carries the round's id; after the closing moment the page says so and the next signup waits", async ({ page }) => {
  expect(await signUp(page, `ronde.open.${Date.now()}@example.be`)).toBe(roundId);
  await expect(page.getByTestId('thanks-round')).toContainText(`U bent ingeschreven voor de ronde die loopt tot ${formatMomentIn('nl', closes)}`);

  // The server's clock moves past the closing moment (one hour after it).
  writeFileSync(offsetFile, String(closes.getTime() - Date.now() + HOUR));
  await expect.poll(() => heroText(page, '/gent'), { timeout: 30_000 }).toContain(norm(NL_ROUND_TEXTS.closed.priceRound));
  expect(await heroText(page, '/gent')).not.toContain(norm(NL_ROUND_TEXTS.open(formatMomentIn('nl', closes))));
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${server.url}/gent`);
  await expect(page.getByText(NL_ROUND_TEXTS.closed.priceRound).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'gent-closed-375.png') });

  expect(await signUp(page, `ronde.later.${Date.now()}@example.be`)).toBeNull();
  await expect(page.getByTestId('thanks-round')).toHaveText(/we bewaren uw aanmelding voor de volgende ronde/);
});
