/**
 * The tab 'Plaatsen' as staff use it (issue 41), on a 375 px phone and at 1280 px, against a production
 * server of its own (its place facts change here, which other specs read): staff add a sourced hardness
 * figure for Gent; within two minutes (in practice seconds: the change wakes the pages' rewrite) /gent
 * carries no `noindex`, is in sitemap.xml and shows the figure with its source; staff remove it and /gent
 * is `noindex` and out of the sitemap again. The same through REST alone. Every screen of the tab: 0 Nu
 * errors, 0 axe findings, every control 44 × 44 px on the phone (24 on the laptop).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { checkHtml, classify } from '../../scripts/validate-html.ts';
import { projectRoot, RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../helpers/process.ts';
import { smallControls } from '../helpers/targets.ts';
import { E2E_ADMIN } from './admin-account.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const work = path.join(projectRoot, '.tmp', `e2e-places-${process.env.E2E_PORT ?? 'default'}`);
/** The acceptance's bound: a change reaches the page and the sitemap within two minutes. */
const TWO_MINUTES = 120_000;
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740, min: 44 },
  { name: 'laptop', width: 1280, height: 800, min: 24 },
] as const;

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);
// Bounds for a machine whose cores are busy with other work, as rounds.spec.ts: not speed requirements.
test.use({ actionTimeout: 30_000 });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  server = await spawnServer(
    'server/main.ts',
    { NODE_ENV: 'production', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'info', ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password, ...RATE_LIMITS_OFF },
    200_000,
  );
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

/** What a search engine reads of /gent: its robots line, whether the sitemap lists it, its visible text. */
async function gent(request: APIRequestContext) {
  const html = await (await request.get(`${server.url}/gent`)).text();
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  return {
    robots: /<meta name="robots" content="([^"]+)">/.exec(html)?.[1] ?? null,
    inSitemap: /<loc>[^<]*\/gent<\/loc>/.test(sitemap),
    text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
  };
}

async function token(request: APIRequestContext): Promise<string> {
  return ((await (await request.post(`${server.url}/api/admin/login`, { data: E2E_ADMIN })).json()) as { token: string }).token;
}

const figure = (device: string) => ({
  text: `Farys geeft voor Gent-centrum een hardheid van 19 °fH (test ${device}).`,
  sourceUrl: 'https://www.farys.be/nl/waterhardheid',
  sourceTitle: 'Farys – Waterhardheid',
  sourceDate: '2026-11',
  quote: 'Gent-centrum: 19 °F',
});

/** The screen as it is: its DOM for the Nu checker, axe's findings, the controls too small for the device. */
async function look(page: Page, min: number, screens: Record<string, { html: string; axe: string[]; small: string[] }>, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  screens[name] = {
    html: await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`),
    axe: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    small: await smallControls(page, min),
  };
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name} (${viewport.width} px): a sourced figure for Gent makes /gent indexable and in the sitemap; removing it undoes both`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    await context.addInitScript((value) => window.localStorage.setItem('adminToken', value), await token(request));
    const page = await context.newPage();
    const screens: Record<string, { html: string; axe: string[]; small: string[] }> = {};
    expect(await gent(request)).toMatchObject({ robots: 'noindex,follow', inSitemap: false });

    await page.goto(`${server.url}/admin/dashboard?tab=places`);
    await expect(page.getByRole('status').filter({ hasText: 'Indexeerbaar:' })).toBeVisible();
    await look(page, viewport.min, screens, 'list');
    await page.getByLabel('Zoek een plaats').fill('Gent');
    await page.getByRole('button', { name: 'Gent (nl) openen' }).click();
    await expect(page.getByTestId('place-state')).toContainText('Niet indexeerbaar: geen hardheid');
    await expect(page.getByTestId('place-preview')).toContainText('Het kraanwater in Gent');
    await look(page, viewport.min, screens, 'detail');

    await page.getByRole('button', { name: 'Feit toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuw feit voor Gent (nl)' });
    const fact = figure(viewport.name);
    await form.getByLabel('Zin op de pagina').fill(fact.text);
    await form.getByLabel('Hardheid (°fH)').fill('19');
    await form.getByLabel('Geldt voor').selectOption({ label: 'de hele gemeente' });
    await form.getByLabel('Periode').fill('2026');
    await form.getByLabel('Webadres van de bron').fill(fact.sourceUrl);
    await form.getByLabel('Titel van de bron').fill(fact.sourceTitle);
    await form.getByLabel('Datum van de bron').fill(fact.sourceDate);
    await look(page, viewport.min, screens, 'form');
    // Without its quote the server refuses it, naming the field.
    await form.getByRole('button', { name: 'Feit toevoegen' }).click();
    await expect(form.getByText('Citaat uit de bron (quote) is verplicht')).toBeVisible();
    await form.getByLabel('Citaat uit de bron').fill(fact.quote);
    await form.getByRole('button', { name: 'Feit toevoegen' }).click();
    await expect(page.getByTestId('place-state')).toContainText('Indexeerbaar: leverancier en hardheid (gepubliceerd cijfer voor de gemeente of haar zone).');
    await expect(page.getByTestId('place-preview')).toContainText('Farys geeft voor Gent-centrum een hardheid van 19');

    await expect.poll(() => gent(request), { timeout: TWO_MINUTES }).toMatchObject({ robots: null, inSitemap: true });
    expect((await gent(request)).text).toContain(`Farys geeft voor Gent-centrum een hardheid van 19 °fH (test ${viewport.name}). (Bron: Farys – Waterhardheid, 11/2026 )`);

    const card = page.locator('[data-fact]').filter({ hasText: `(test ${viewport.name})` });
    await card.getByRole('button', { name: /verwijderen$/ }).click();
    await card.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(page.getByTestId('place-state')).toContainText('Niet indexeerbaar');
    await expect.poll(() => gent(request), { timeout: TWO_MINUTES }).toMatchObject({ robots: 'noindex,follow', inSitemap: false });
    await look(page, viewport.min, screens, 'after');
    await context.close();

    const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'places-nu-'));
    const files = Object.entries(screens).map(([name, screen]) => {
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, screen.html);
      return file;
    });
    const { errors } = classify(checkHtml(files));
    rmSync(dir, { recursive: true, force: true });
    expect(errors.map((e) => `${path.basename(e.url ?? '')}:${e.lastLine}: ${e.message} ${e.extract ?? ''}`)).toEqual([]);
    expect(Object.fromEntries(Object.entries(screens).map(([name, screen]) => [name, [...screen.axe, ...screen.small]]))).toEqual(
      Object.fromEntries(Object.keys(screens).map((name) => [name, []])),
    );
  });
}

test('the same through REST alone', async ({ request }) => {
  const headers = { authorization: `Bearer ${await token(request)}` };
  const added = await request.post(`${server.url}/api/admin/places/gent/facts`, {
    headers,
    data: { language: 'nl', kind: 'hardness', ...figure('rest'), hardnessFH: 19, scope: 'municipality', period: '2026' },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  await expect.poll(() => gent(request), { timeout: TWO_MINUTES }).toMatchObject({ robots: null, inSitemap: true });
  expect((await gent(request)).text).toContain('een hardheid van 19 °fH (test rest).');
  expect((await request.delete(`${server.url}/api/admin/places/gent/facts/${id}`, { headers })).status()).toBe(204);
  await expect.poll(() => gent(request), { timeout: TWO_MINUTES }).toMatchObject({ robots: 'noindex,follow', inSitemap: false });
});
