/**
 * Place facts through the API (issue 41), on a real database: staff add a sourced hardness figure for
 * Gent over REST; the change is in the audit log and the fact's history with who and when, the place part
 * is written again (Gent's page and nginx's file of it lose their robots line, its FAQ carries the figure
 * with its source) and the sitemap lists /gent; removing it puts all back. A fact without its source's address or quote is refused
 * with a Dutch 400 naming the field, and nothing is stored; the same over tRPC. Each kind of caller.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePages, type LivePages } from '../../server/page-parts/live-pages.ts';
import { staticPageFile, writePageFiles } from '../../server/static-site.ts';
import { markedPart } from '../../src/page-parts/markers.ts';
import { ADMIN, ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { installerUser } from '../helpers/visits.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

const GENT_FIGURE = {
  language: 'nl',
  kind: 'hardness',
  text: 'Farys geeft voor Gent-centrum een hardheid van 19 °fH (november 2026).',
  sourceUrl: 'https://www.farys.be/nl/waterhardheid-gent',
  sourceTitle: 'Farys – Waterhardheid',
  sourceDate: '2026-11',
  quote: 'Gent-centrum: 19 °F',
  hardnessFH: 19,
  scope: 'municipality',
  period: '2026',
};

/** Gent's page as the build writes it: the place part empty, the head not indexable. */
const GENT_PAGE = `<html><head>${markedPart('place', { slot: 'head', page: '/gent', url: 'https://www.example.be/gent' }, '<meta name="robots" content="noindex,follow">')}</head><body><main><h1>Gent</h1>${markedPart('place', { slot: 'water', page: '/gent' }, '')}</main></body></html>`;

let t: TestApp;
let staff: { authorization: string };
let pages: LivePages;
/** nginx's copy of the pages (STATIC_SITE_DIR), which the pages' job writes again. */
let siteDir: string;
const gentFile = () => readFileSync(path.join(siteDir, staticPageFile('/gent')), 'utf8');

const rest = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const trpc = (path: string, input: object) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: staff, payload: input });
const gentState = async () => ((await rest('GET', '/api/admin/places')).json() as Array<{ path: string; indexable: boolean; reason: string; facts: Array<{ id: number }> }>).find((p) => p.path === '/gent');
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const count = async (table: string) => ((await t.db.orm.em.fork().execute<Array<{ n: number }>>(`select count(*)::int as "n" from "${table}"`))[0]?.n ?? 0);
const gentHtml = () => pages.get('/gent')?.html.toString('utf8') ?? '';

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'place-facts-'));
  await writePageFiles(siteDir, staticPageFile('/gent'), Buffer.from(GENT_PAGE));
  pages = createLivePages({ db: t.db, log: silent, clock: () => new Date(), base: new Map([['/gent', GENT_PAGE]]), siteDir });
  await pages.refresh();
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('a sourced hardness figure for Gent, over REST', () => {
  let id = 0;

  it('before: /gent names its supplier but no hardness, so it is noindex and out of the sitemap', async () => {
    expect((await gentState())?.reason).toMatch(/^Niet indexeerbaar: geen hardheid/);
    expect(gentHtml()).toContain('<meta name="robots" content="noindex,follow">');
    expect(await sitemap()).not.toContain('/gent</loc>');
  });

  it('added: 201 with its id; the page, its FAQ and the sitemap follow; audit log and history say who and when', async () => {
    const res = await rest('POST', '/api/admin/places/gent/facts', GENT_FIGURE);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({ id: expect.any(Number) });
    expect(await gentState()).toMatchObject({ indexable: true, reason: 'Indexeerbaar: leverancier en hardheid (gepubliceerd cijfer voor de gemeente of haar zone).' });
    expect(await sitemap()).toContain('<loc>https://www.example.be/gent</loc>');
    // What the job does (pages.rewrite): the copies and nginx's file.
    expect(await pages.refresh({ write: true })).toMatchObject({ pages: 1, files: 1 });
    expect(gentHtml()).not.toContain('noindex');
    expect(gentFile()).not.toContain('noindex');
    expect(gentFile()).toContain('Farys geeft voor Gent-centrum een hardheid van 19\u00a0°fH');
    expect(gentHtml()).toContain('Farys geeft voor Gent-centrum een hardheid van 19\u00a0°fH (november 2026). <small class="local__source">(Bron: <a href="https://www.farys.be/nl/waterhardheid-gent"');
    expect(gentHtml()).toContain('Dat is middelhard water volgens Aquaflanders: 190 gram kalk per m³.');
    expect(gentHtml()).toMatch(/"@type":"FAQPage".*Farys geeft voor Gent-centrum een hardheid van 19 °fH \(november 2026\)\. \(Bron: Farys – Waterhardheid, 11\/2026\)/);
    const em = t.db.orm.em.fork();
    const [audit] = await em.execute<Array<{ actor: string; details: Record<string, unknown> }>>(`select "actor", "details" from "audit_log" where "action" = 'place.fact_added'`);
    expect(audit).toEqual({ actor: ADMIN.username, details: { page: '/gent', fact: id, kind: 'hardness' } });
    const [change] = await em.execute<Array<{ changed_by_name: string; action: string; changes: Record<string, { from: unknown; to: unknown }>; created_at: Date }>>(
      `select "changed_by_name", "action", "changes", "created_at" from "place_fact_changes" where "fact_id" = ?`,
      [id],
    );
    expect(change).toMatchObject({ changed_by_name: ADMIN.username, action: 'added', changes: { quote: { from: null, to: 'Gent-centrum: 19 °F' }, hardnessFH: { from: null, to: 19 } } });
    expect(Date.now() - new Date(change?.created_at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('changed: 200; a change that leaves the fact without its quote is refused, naming the field', async () => {
    const bad = await rest('PATCH', `/api/admin/places/gent/facts/${id}`, { quote: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ quote: 'Citaat uit de bron (quote) is verplicht' });
    const ok = await rest('PATCH', `/api/admin/places/gent/facts/${id}`, { period: 'november 2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [audit] = await t.db.orm.em.fork().execute<Array<{ details: Record<string, unknown> }>>(`select "details" from "audit_log" where "action" = 'place.fact_changed'`);
    expect(audit?.details).toEqual({ page: '/gent', fact: id, fields: 'period' });
  });

  it('removed: 204; /gent is noindex and out of the sitemap again', async () => {
    expect((await rest('DELETE', `/api/admin/places/gent/facts/${id}`)).statusCode).toBe(204);
    expect((await gentState())?.indexable).toBe(false);
    expect(await sitemap()).not.toContain('/gent</loc>');
    await pages.refresh({ write: true });
    expect(gentHtml()).toContain('<meta name="robots" content="noindex,follow">');
    expect(gentHtml()).not.toContain('19\u00a0°fH');
    expect(gentFile()).toContain('<meta name="robots" content="noindex,follow">');
    expect(await count('audit_log')).toBeGreaterThanOrEqual(3);
    expect((await rest('DELETE', `/api/admin/places/gent/facts/${id}`)).json()).toEqual({ message: `Feit ${id} staat niet op de pagina /gent.` });
  });
});

describe('refusals', () => {
  it('a fact without its source’s address or quote: 400, in Dutch, each field named, nothing stored', async () => {
    const before = await count('place_facts');
    const { sourceUrl: _url, quote: _quote, ...bare } = GENT_FIGURE;
    const res = await rest('POST', '/api/admin/places/gent/facts', bare);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Ongeldige gegevens',
      errors: { sourceUrl: 'Webadres van de bron (sourceUrl) is verplicht', quote: 'Citaat uit de bron (quote) is verplicht' },
    });
    expect((await rest('POST', '/api/admin/places/gent/facts', { ...GENT_FIGURE, quote: ' ' })).json().errors).toEqual({ quote: 'Citaat uit de bron (quote) is verplicht' });
    expect(await count('place_facts')).toBe(before);
  });

  it('the same over tRPC, with the field errors', async () => {
    const res = await trpc('admin.places.addFact', { ...GENT_FIGURE, slug: 'gent', sourceUrl: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fieldErrors).toEqual({ sourceUrl: 'Webadres van de bron (sourceUrl) is verplicht' });
  });

  it('an unknown page, a French page that does not exist, a fact of another page: 404', async () => {
    expect((await rest('POST', '/api/admin/places/atlantis/facts', GENT_FIGURE)).statusCode).toBe(404);
    expect((await rest('POST', '/api/admin/places/gent/facts', { ...GENT_FIGURE, language: 'fr' })).statusCode).toBe(404);
    const [hasselt] = await t.db.orm.em.fork().execute<Array<{ id: number }>>(`select "id" from "place_facts" where "page" = '/hasselt' limit 1`);
    expect((await rest('PATCH', `/api/admin/places/gent/facts/${hasselt?.id}`, { period: '2026' })).statusCode).toBe(404);
  });

  it('a French page by its own slug or its Dutch twin’s', async () => {
    const french = { ...GENT_FIGURE, language: 'fr', kind: 'supplier', text: 'Vivaqua distribue l’eau à Bruxelles.', hardnessFH: null, scope: null, period: null };
    for (const slug of ['bruxelles', 'brussel']) {
      const res = await rest('POST', `/api/admin/places/${slug}/facts`, french);
      expect(res.statusCode, res.body).toBe(201);
      const page = (await rest('GET', `/api/admin/places/${slug}?language=fr`)).json();
      expect(page.path).toBe('/fr/bruxelles');
      expect(page.facts.map((f: { id: number }) => f.id)).toContain(res.json().id);
      expect((await rest('DELETE', `/api/admin/places/${slug}/facts/${res.json().id}?language=fr`)).statusCode).toBe(204);
    }
  });
});

describe('who may', () => {
  it('no session: 401; an installer’s user: 403; staff: the 70 pages', async () => {
    expect((await rest('GET', '/api/admin/places', undefined, {} as never)).statusCode).toBe(401);
    expect((await rest('POST', '/api/admin/places/gent/facts', GENT_FIGURE, {} as never)).statusCode).toBe(401);
    const fitter = await installerUser(t, staff, (await addInstaller(t.db)).id, 'plaatsen-installateur');
    expect((await rest('GET', '/api/admin/places', undefined, fitter)).statusCode).toBe(403);
    expect((await rest('POST', '/api/admin/places/gent/facts', GENT_FIGURE, fitter)).statusCode).toBe(403);
    const all = (await rest('GET', '/api/admin/places')).json() as Array<{ path: string; language: string }>;
    expect(all).toHaveLength(70);
    expect(all.filter((p) => p.language === 'fr')).toHaveLength(8);
  });
});
