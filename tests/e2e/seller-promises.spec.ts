/**
 * Issue 42 item 1's acceptance: no page claims a promise no active seller has recorded, in the
 * pre-rendered HTML (what crawlers read) and after the browser ran the pages' scripts, against a
 * production server of its own on a fresh database (the shared test server's installers belong to other
 * tests). Staff then record a seller's terms in the back office's form: the home page, its French twin
 * and the place pages of the seller's area promise them, naming who gives the guarantee; switched off,
 * the seller takes them off again.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FRENCH_PLACES } from '../../src/places/french.ts';
import { PLACES } from '../../src/places/places.ts';
import { projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';
import { SELLER_TERMS_INPUT } from '../helpers/seller-terms.ts';

const dataDir = path.join(projectRoot, '.tmp', `e2e-promises-${process.env.E2E_PORT ?? 'default'}`);
const ADMIN = { username: 'beloftes-beheerder', password: 'alleen-voor-deze-browsertest' };
const PATHS = ['/', '/fr', '/privacy', '/fr/vie-privee', ...PLACES.map((place) => place.path), ...FRENCH_PLACES.map((place) => place.path)];

/** The promises of issue 42 as the pages word them, in Dutch and French. */
const PROMISES = /jaar garantie|Garantie de \d+|gratis zout|Sel gratuit|PFAS|Minimaal onderhoud|Entretien minimal|24\/7|24 h\/24|Gemaakt in België|Fabriqué en Belgique|onze fabriek|notre usine|sans intermédiaires|zonder tussenpersonen/i;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let server: RunningServer;
let staff: { authorization: string };

async function login(request: APIRequestContext) {
  const response = await request.post(`${server.url}/api/admin/login`, { data: ADMIN });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** The main text of a page once its scripts ran. */
async function mainText(page: Page, pagePath: string): Promise<string> {
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  return (await page.locator('main').textContent()) ?? '';
}

test.beforeAll(async () => {
  // Its own server on an empty database (a copy of the run's migrated image); a generous bound for a busy machine.
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await spawnServer('server/main.ts', { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, 230_000);
});

test.afterAll(async () => {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test(`a fresh install: none of the ${PATHS.length} pages promises a guarantee, salt, a filter, servicing, 24/7 or Made in Belgium`, async ({ request, page }) => {
  for (const pagePath of PATHS) {
    const res = await request.get(`${server.url}${pagePath}`);
    expect(res.status(), pagePath).toBe(200);
    const html = (await res.text()).replace(/<head>.*<\/head>/s, '');
    expect(html.match(PROMISES)?.[0] ?? null, pagePath).toBeNull();
  }
  for (const pagePath of ['/', '/fr', '/gent', '/fr/liege']) expect((await mainText(page, pagePath)).match(PROMISES)?.[0] ?? null, pagePath).toBeNull();
  // What is true without any seller stays: the legal guarantee, as information in the FAQ.
  expect(await mainText(page, '/')).toContain('Zoals bij elke aankoop staat de verkoper twee jaar in voor gebreken');
});

test('staff record a seller’s terms in the back office: the pages of its area promise them and name the guarantor', async ({ browser, request }) => {
  staff = await login(request);
  const created = await request.post(`${server.url}/api/admin/installers`, {
    headers: staff,
    data: { name: 'Waterwerken Oost bv', companyNumber: '0203.201.340', address: 'Dok 3, 9000 Gent', phone: '09 225 12 34', email: 'verkoop@oost.example', provinces: ['BE-VOV', 'BE-WLG'] },
  });
  expect(created.status()).toBe(201);
  const installerId = ((await created.json()) as { id: number }).id;
  // Most of the terms over the API; the form changes one and refuses a wrong one, as a member of staff would.
  expect((await request.put(`${server.url}/api/admin/installers/${installerId}/terms`, { headers: staff, data: SELLER_TERMS_INPUT })).status()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-BE' });
  await context.addInitScript((value) => window.localStorage.setItem('adminToken', value), staff.authorization.slice('Bearer '.length));
  const admin = await context.newPage();
  await admin.goto(`${server.url}/admin/dashboard?tab=installers`);
  const card = admin.getByTestId('installer').filter({ hasText: 'Waterwerken Oost bv' });
  await expect(card).toContainText('Voorwaarden vastgelegd');
  await card.getByRole('button', { name: 'Voorwaarden wijzigen' }).click();
  const form = card.getByRole('form', { name: 'Voorwaarden van de verkoper' });
  await expect(form.getByLabel('Bron (document en datum)')).toHaveValue(SELLER_TERMS_INPUT.source);
  await form.getByLabel('Rekening (IBAN) van de verkoper').fill('BE68 5390 0754 7035');
  await form.getByRole('button', { name: 'Voorwaarden opslaan' }).click();
  await expect(form.getByText('Rekeningnummer: geen geldig IBAN')).toBeVisible();
  await form.getByLabel('Rekening (IBAN) van de verkoper').fill('BE68 5390 0754 7034');
  await form.getByLabel('Hoeveelheid (kg)').fill('120');
  await admin.screenshot({ path: '.tmp/test-results/seller-terms-form.png', fullPage: true });
  await form.getByRole('button', { name: 'Voorwaarden opslaan' }).click();
  await expect(admin.getByText('Voorwaarden opgeslagen')).toBeVisible();
  await context.close();

  // The pages follow within the job runner's wake-up: the home page, its French twin, Gent (Oost-Vlaanderen).
  await expect.poll(async () => (await request.get(`${server.url}/`)).text()).toContain('120 kg regeneratiezout');
  const home = await (await request.get(`${server.url}/`)).text();
  for (const words of ['20 jaar garantie', 'Gegeven door HydroBel nv.', '2 jaar gratis zout', '24/7 ondersteuning', 'Gemaakt door HydroBel nv, Fabrieksstraat 3, 2200 Herentals.']) expect(home).toContain(words);
  expect(await (await request.get(`${server.url}/fr`)).text()).toContain('Accordée par HydroBel nv.');
  expect(await (await request.get(`${server.url}/gent`)).text()).toContain('20 jaar garantie van HydroBel nv');
  // Brugge (West-Vlaanderen): nobody sells there, nothing is promised.
  expect((await (await request.get(`${server.url}/brugge`)).text()).replace(/<head>.*<\/head>/s, '').match(PROMISES)?.[0] ?? null).toBeNull();
});

test('switched off, the seller takes its promises off the pages', async ({ request, page }) => {
  const [installer] = (await (await request.get(`${server.url}/api/admin/installers`, { headers: staff })).json()) as Array<{ id: number }>;
  expect((await request.patch(`${server.url}/api/admin/installers/${installer?.id}`, { headers: staff, data: { active: false } })).status()).toBe(200);
  await expect.poll(async () => (await request.get(`${server.url}/`)).text()).not.toContain('jaar garantie');
  expect((await mainText(page, '/gent')).match(PROMISES)?.[0] ?? null).toBeNull();
});
