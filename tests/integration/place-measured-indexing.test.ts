/**
 * Our measurements count (issue 41 item 4): installers record visits with the measured hardness over the
 * installer API. Four different addresses in Brugge leave /brugge as it was: no figure, `noindex`, out of
 * the sitemap. The fifth makes the visit's transaction queue the pages' rewrite; /brugge then shows the
 * median, range, count and period, loses its robots line and enters the sitemap, because its facts name
 * its supplier and the median answers how hard the water is. A place with a French twin: both pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePages, type LivePages } from '../../server/page-parts/live-pages.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { markedPart } from '../../src/page-parts/markers.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, installerUser } from '../helpers/visits.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

/** A place page as the build writes it: the head not indexable, the measured hardness and the water empty. */
const page = (path: string, locale: 'nl' | 'fr', place: string) =>
  `<html><head>${markedPart('place', { slot: 'head', page: path, url: `https://www.example.be${path}` }, '<meta name="robots" content="noindex,follow">')}</head>` +
  `<body><main>${markedPart('place', { slot: 'water', page: path }, '')}${markedPart('hardness', { locale, place, home: locale === 'fr' ? '/fr/' : '/' }, '')}</main></body></html>`;

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let company: number;
let pages: LivePages;

const today = isoDateInBrussels(new Date());
const html = (path: string) => pages.get(path)?.html.toString('utf8') ?? '';
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const state = async (path: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/admin/places', headers: staff })).json() as Array<{ path: string; indexable: boolean; reason: string }>).find(
    (p) => p.path === path,
  );

async function measured(postalCode: string, city: string, street: string, hardnessFH: number) {
  const { orderId } = await acceptedOrder(t, staff, company, { postalCode, city, street, houseNumber: '1' });
  const res = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/visit`, headers: fitter, payload: { hardnessFH, suitable: true, visitedOn: today } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  fitter = await installerUser(t, staff, company, 'meter-brugge');
  const base = new Map([
    ['/brugge', page('/brugge', 'nl', 'brugge')],
    ['/liege', page('/liege', 'nl', 'liege')],
    ['/fr/liege', page('/fr/liege', 'fr', 'liege')],
  ]);
  pages = createLivePages({ db: t.db, log: silent, clock: () => new Date(), base });
  await pages.refresh();
});
afterAll(async () => {
  await t.close();
});

describe('five measured addresses in Brugge', () => {
  it('four: no figure, noindex, out of the sitemap', async () => {
    for (const [street, fh] of [['Steenstraat', 24], ['Langestraat', 27], ['Ezelstraat', 30], ['Katelijnestraat', 21]] as const) await measured('8000', 'Brugge', street, fh);
    await pages.upToDate();
    expect(html('/brugge')).not.toContain('data-testid="measured-hardness"');
    expect(html('/brugge')).toContain('<meta name="robots" content="noindex,follow">');
    expect(await state('/brugge')).toMatchObject({ indexable: false });
    expect(await sitemap()).not.toContain('/brugge</loc>');
  });

  it('the fifth: the median, range, count and period on the page, indexable, in the sitemap', async () => {
    await measured('8000', 'Brugge', 'Vlamingstraat', 33);
    await pages.upToDate();
    const month = new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric' }).format(new Date(`${today}T12:00:00Z`));
    expect(html('/brugge')).toContain(`Hardheid gemeten door de installateur bij het technische bezoek, op 5 adressen, in ${month}: mediaan 27\u00a0°fH, van 21 tot 33\u00a0°fH.`);
    expect(html('/brugge')).not.toContain('noindex');
    expect(await state('/brugge')).toEqual(expect.objectContaining({ indexable: true, reason: 'Indexeerbaar: leverancier en hardheid (mediaan gemeten op 5 adressen).' }));
    expect(await sitemap()).toContain('<loc>https://www.example.be/brugge</loc>');
  });
});

describe('a place with a French twin', () => {
  it('Liège: five measured addresses make both pages indexable', async () => {
    expect((await state('/fr/liege'))?.indexable).toBe(false);
    for (const [street, fh] of [['Rue Léopold', 30], ['Rue Féronstrée', 32], ['Boulevard d’Avroy', 29], ['Rue Saint-Gilles', 35], ['Quai de la Batte', 31]] as const) {
      await measured('4000', 'Liège', street, fh);
    }
    await pages.upToDate();
    for (const path of ['/liege', '/fr/liege']) {
      expect(await state(path), path).toMatchObject({ indexable: true });
      expect(html(path), path).not.toContain('noindex');
      expect(await sitemap()).toContain(`<loc>https://www.example.be${path}</loc>`);
    }
    expect(html('/fr/liege')).toContain('Dureté mesurée par l’installateur lors de la visite technique, à 5 adresses');
  });
});
