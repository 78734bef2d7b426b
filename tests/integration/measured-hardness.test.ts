/**
 * Local truth from the visits (issue 34 item 6) on a real database: installers record visits over REST;
 * with four different addresses in Gent measured, Gent's page (Dutch, and a French page of the same place)
 * shows no figure; the fifth address makes the visit's transaction queue the job `pages.rewrite`, and the
 * page's copy and nginx's file then show the median and range in °fH, the count, the period and who
 * measured it, with the link that starts the calculator there. A second measurement of the same address
 * counts once; a sub-municipality typed as the city does not count for Gent (it does for the province).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePages, type LivePages } from '../../server/page-parts/live-pages.ts';
import { PAGES_REWRITE_JOB } from '../../server/page-parts/page-parts.ts';
import { staticPageFile, writePageFiles } from '../../server/static-site.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { markedPart } from '../../src/page-parts/markers.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, installerUser } from '../helpers/visits.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

/** Place pages as the build writes them: the part empty. */
const page = (locale: string, place: string, home: string) => `<main><h1>${place}</h1>${markedPart('hardness', { locale, place, home }, '')}</main>`;
const BASE = new Map([
  ['/gent', page('nl', 'gent', '/')],
  ['/oost-vlaanderen', page('nl', 'oost-vlaanderen', '/')],
  ['/fr/test-gand', page('fr', 'gent', '/fr/')],
]);

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let company: number;
let siteDir: string;
let pages: LivePages;

const text = (pagePath: string) => pages.get(pagePath)?.html.toString('utf8') ?? '';
const file = (pagePath: string) => readFileSync(path.join(siteDir, staticPageFile(pagePath)), 'utf8');

async function measured(address: { street: string; houseNumber: string; city?: string }, hardnessFH: number, visitedOn: string) {
  const { orderId } = await acceptedOrder(t, staff, company, { postalCode: '9000', city: 'Gent', ...address });
  // Visited after it was ordered (issue 43): the order dates from the day before the visit.
  await t.db.orm.em.fork().execute(`update "orders" set "accepted_at" = (?::date - 1)::timestamptz + interval '10 hours' where "id" = ?`, [visitedOn, orderId]);
  const res = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/visit`, headers: fitter, payload: { hardnessFH, suitable: true, visitedOn } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The part's version (raised by every change) and whether the job that writes the pages is pending. */
async function hardnessChange(): Promise<{ version: number; pending: number }> {
  const em = t.db.orm.em.fork();
  const [part] = await em.execute<Array<{ version: number }>>(`select "version" from "page_parts" where "name" = 'hardness'`);
  const [jobs] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as "n" from "jobs" where "name" = ? and "key" = 'changed:hardness' and "status" = 'pending'`,
    [PAGES_REWRITE_JOB],
  );
  return { version: part?.version ?? 0, pending: jobs?.n ?? 0 };
}

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  fitter = await installerUser(t, staff, company, 'meter');
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'measured-hardness-'));
  for (const [pagePath, html] of BASE) await writePageFiles(siteDir, staticPageFile(pagePath), Buffer.from(html));
  pages = createLivePages({ db: t.db, log: silent, clock: () => new Date(), base: BASE, siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const today = isoDateInBrussels(new Date());

describe('a place page’s measured hardness', () => {
  it('four different addresses (one measured twice, one more in a sub-municipality): no figure anywhere', async () => {
    await measured({ street: 'Kerkstraat', houseNumber: '1' }, 22, '2026-09-14');
    await measured({ street: 'Kerkstraat', houseNumber: '1' }, 24, '2026-10-02');
    await measured({ street: 'Veldstraat', houseNumber: '12' }, 30, '2026-10-05');
    await measured({ street: 'Coupure', houseNumber: '7' }, 27.5, '2026-10-20');
    await measured({ street: 'Brugsesteenweg', houseNumber: '40' }, 35, today);
    await measured({ street: 'Dorpsstraat', houseNumber: '3', city: 'Gentbrugge' }, 31, today);
    expect(await pages.refresh({ write: true })).toMatchObject({ files: 1 });
    for (const pagePath of ['/gent', '/fr/test-gand']) {
      expect(text(pagePath)).not.toContain('measured-hardness');
      expect(text(pagePath)).not.toMatch(/°fH?/);
      expect(file(pagePath)).not.toMatch(/°fH?/);
    }
    // The province counts every address in it: five.
    expect(file('/oost-vlaanderen')).toContain('op 5 adressen');
  });

  it('the fifth address in Gent: the visit queues the pages’ rewrite, and Gent’s page and file show the figure in both languages', async () => {
    const before = await hardnessChange();
    await measured({ street: 'Sint-Pietersnieuwstraat', houseNumber: '25' }, 19, today);
    const after = await hardnessChange();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.pending).toBe(1);
    await pages.refresh({ write: true });
    const month = new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric' }).format(new Date(`${today}T12:00:00Z`));
    // Addresses: 24 (the later of two), 30, 27.5, 35, 19 → median 27,5, from 19 to 35; the period from the first counted visit (October: Kerkstraat's later one).
    const nl = 'Hardheid gemeten door de installateur bij het technische bezoek, op 5 adressen, tussen oktober 2026 en ' + month + ': mediaan 27,5\u00a0°fH, van 19 tot 35\u00a0°fH.';
    expect(text('/gent')).toContain(nl);
    expect(file('/gent')).toContain(nl);
    expect(file('/gent')).toContain('<a href="/?fh=28#calculator">Bereken uw besparing vanaf 28\u00a0°fH</a>');
    const fr = file('/fr/test-gand');
    expect(fr).toContain('Dureté mesurée par l’installateur lors de la visite technique, à 5 adresses, entre octobre 2026 et');
    expect(fr).toContain('\u00a0: médiane 27,5\u00a0°f, de 19 à 35\u00a0°f.');
    expect(fr).toContain('<a href="/fr/?fh=28#calculator">Calculer vos économies à partir de 28\u00a0°f</a>');
    expect(file('/oost-vlaanderen')).toContain('op 6 adressen');
  });
});
