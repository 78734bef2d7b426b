/**
 * A seller's terms as data (issue 42 item 1), through the real HTTP server and database: staff record,
 * read and remove them over REST and tRPC, validated by the one schema with Dutch messages that name the
 * field, audited; a proposal states them and refuses what its seller has not recorded; and the pages'
 * promises (the page part `promises`, decision 057) follow them: nothing promised without a seller's
 * terms, a promise named with who gives it, gone again when a seller without it may sell there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePages, type LivePages } from '../../server/page-parts/live-pages.ts';
import { markedPart } from '../../src/page-parts/markers.ts';
import { builtPromisePart } from '../../src/seller-terms/built-part.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';
import { SELLER_TERMS_INPUT } from '../helpers/seller-terms.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

let t: TestApp;
let auth: { authorization: string };
let pages: LivePages;

/** The pages as the build writes them: the home page's promises (whole country) and a place page's in Oost-Vlaanderen. */
const BASE = new Map([
  [
    '/',
    `<ul>${['guarantee', 'salt', 'filter', 'servicing', 'support', 'madeIn'].map((promise) => `<li>${builtPromisePart('card', promise as never, 'nl')}</li>`).join('')}</ul>` +
      `<div>${builtPromisePart('faq', 'guarantee', 'nl')}</div><ul><li>${builtPromisePart('hero', 'guarantee', 'nl')}</li><li>${builtPromisePart('hero', 'madeIn', 'nl')}</li></ul>`,
  ],
  // The build names the organiser (CONTROLLER_NAME) in the marker of "Made in Belgium".
  ['/fr', `<ul><li>${builtPromisePart('card', 'guarantee', 'fr')}</li><li>${markedPart('promises', { slot: 'card', promise: 'madeIn', locale: 'fr', region: null, organiser: 'Waterzacht bv' }, '')}</li></ul>`],
  ['/gent', `<ul><li>${builtPromisePart('line', 'guarantee', 'nl', 'BE-VOV')}</li><li>${builtPromisePart('line', 'salt', 'nl', 'BE-VOV')}</li></ul>`],
]);
const page = async (path: string) => {
  await pages.refresh();
  return pages.get(path)?.html.toString('utf8') ?? '';
};
/** A page's text without its markup. */
const textOf = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ');

const putTerms = (id: number, body: unknown) => t.app.inject({ method: 'PUT', url: `/api/admin/installers/${id}/terms`, headers: auth, payload: body as object });

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, CONTROLLER_NAME: 'Waterzacht bv', CONTROLLER_ADDRESS: 'Kerkstraat 1, 2200 Herentals', CONTROLLER_COMPANY_NUMBER: '0417.497.106' });
  auth = bearer(await loginToken(t.app));
  pages = createLivePages({ db: t.db, log: silent, clock: () => new Date(), base: BASE });
});
afterAll(async () => {
  await t.close();
});

describe('staff record a seller’s terms', () => {
  it('stores them over REST in one form (phone E.164, IBAN electronic), reads them back over REST and tRPC, and audits the change', async () => {
    const seller = await addInstaller(t.db, { companyNumber: '0202.239.951', provinces: ['BE-VAN'] });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/installers/${seller.id}/terms`, headers: auth })).statusCode).toBe(404);
    const saved = await putTerms(seller.id, SELLER_TERMS_INPUT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      installerId: seller.id,
      changedBy: 'beheerder',
      service: { phone: '+3214123456', firstAnswerWorkingDays: 2, aroundTheClock: true },
      payment: { iban: 'BE68539007547034', depositDueDays: 7 },
      guarantee: { by: 'manufacturer', years: 20 },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/installers/${seller.id}/terms`, headers: auth });
    expect(read.json()).toEqual(saved.json());
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/admin.installers.terms?input=${encodeURIComponent(JSON.stringify({ installerId: seller.id }))}`, headers: auth });
    expect(trpc.json().result.data).toEqual(saved.json());
    const audit = await t.db.orm.em.fork().execute<Array<{ actor: string; details: Record<string, unknown> }>>(
      `select "actor", "details" from "audit_log" where "action" = 'seller_terms.saved' order by "id" desc limit 1`,
    );
    expect(audit[0]).toMatchObject({ actor: 'beheerder', details: { installerId: seller.id, first: true } });
    expect(String(audit[0]?.details.groups)).toContain('guarantee');
  });

  it.each([
    ['a guarantee by the manufacturer without one', { manufacturer: null }, 'guarantee.by', /geen fabrikant/],
    ['a filter value without its source', { pfasFilter: { ...SELLER_TERMS_INPUT.pfasFilter, valueSource: null } }, 'pfasFilter.valueSource', /bron/],
    ['a wrong IBAN', { payment: { ...SELLER_TERMS_INPUT.payment, iban: 'BE68 5390 0754 7035' } }, 'payment.iban', /IBAN/],
    ['a service nobody can reach', { service: { ...SELLER_TERMS_INPUT.service, phone: null, email: null } }, 'service.phone', /telefoon of een e-mail/],
    ['a guarantee text without its French', { guarantee: { ...SELLER_TERMS_INPUT.guarantee, covers: { nl: 'alles' } } }, 'guarantee.covers.fr', /Frans/],
    ['no source', { source: '' }, 'source', /Bron/],
    ['a payment page over plain http', { payment: { ...SELLER_TERMS_INPUT.payment, paymentUrl: 'http://betalen.example' } }, 'payment.paymentUrl', /https/],
  ])('refuses %s with 400 and a Dutch message naming the field', async (_name, change, field, message) => {
    const [seller] = await t.db.orm.em.fork().execute<Array<{ id: number }>>(`select "id" from "installers" order by "id" limit 1`);
    const res = await putTerms(seller?.id ?? 0, { ...SELLER_TERMS_INPUT, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field], res.body).toMatch(message);
  });

  it('answers 404 for an unknown installer, 401 without a session, and removes terms (audited)', async () => {
    expect((await putTerms(999_999, SELLER_TERMS_INPUT)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/installers/1/terms', payload: SELLER_TERMS_INPUT })).statusCode).toBe(401);
    const seller = await addInstaller(t.db, { companyNumber: '0403.170.701', active: false });
    expect((await putTerms(seller.id, SELLER_TERMS_INPUT)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/installers/${seller.id}/terms`, headers: auth });
    expect(removed.json()).toEqual({ removed: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/installers/${seller.id}/terms`, headers: auth })).statusCode).toBe(404);
    const [entry] = await t.db.orm.em.fork().execute<Array<{ details: Record<string, unknown> }>>(`select "details" from "audit_log" where "action" = 'seller_terms.removed'`);
    expect(entry?.details).toEqual({ installerId: seller.id });
  });
});

describe('a proposal states its seller’s terms, and only those', () => {
  async function proposalLines(installerId: number, language: 'nl' | 'fr', body: object = {}) {
    const [lead] = await insertLeads(t.db, [{ email: `terms-${Math.random().toString(36).slice(2)}@example.be`, language, postalCode: '2000' }]);
    return t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead?.id}/proposals/preview`, headers: auth, payload: { ...TERMS, installerId, ...body } });
  }

  it('names the guarantor, what the guarantee covers and its conditions, the service, the servicing, the salt, the filter and the maker, in Dutch and French', async () => {
    const seller = await addInstaller(t.db, { companyNumber: '0417.497.106', depositPercent: 20 });
    await putTerms(seller.id, SELLER_TERMS_INPUT);
    const nl = ((await proposalLines(seller.id, 'nl')).json().lines as string[]).join('\n');
    expect(nl).toContain('Commerciële garantie: 20 jaar, gegeven door HydroBel nv, Fabrieksstraat 3, 2200 Herentals. Ze dekt: de drukvaten');
    expect(nl).toContain('Voorwaarden en hoe u ze inroept: onderhoud op tijd volgens de handleiding');
    expect(nl).toContain('# Dienst na verkoop en onderhoud');
    expect(nl).toContain('Dienst na verkoop: tel. 014 12 34 56, e-mail service@hydrobel.example; bereikbaar op werkdagen van 8 tot 17 uur. U krijgt een eerste antwoord binnen 2 werkdagen.');
    expect(nl).toContain('Onderhoud: om de 2 jaar een onderhoudsbeurt');
    expect(nl).toContain('100 kg regeneratiezout, gespreid over 2 jaar, aan huis geleverd');
    expect(nl).toContain('een PFAS-filter: een koolstoffilter onder de keukenkraan (waarde €\u00a0200)');
    expect(nl).toContain('Fabrikant: HydroBel nv, Fabrieksstraat 3, 2200 Herentals; het toestel is gemaakt in België.');
    expect(nl).toContain('op rekening BE68 5390 0754 7034 van Waterwerken Peeters bv, met de gestructureerde mededeling');
    expect(nl).toContain('binnen 7 dagen na uw bestelling');
    const fr = ((await proposalLines(seller.id, 'fr')).json().lines as string[]).join('\n');
    expect(fr).toContain('Garantie commerciale\u00a0: 20 ans, accordée par HydroBel nv, Fabrieksstraat 3, 2200 Herentals. Elle couvre\u00a0: les réservoirs sous pression');
    expect(fr).toContain('# Service après-vente et entretien');
    expect(fr).toContain('joignable les jours ouvrables de 8 h à 17 h');
    expect(fr).toContain('sur le compte BE68 5390 0754 7034 de Waterwerken Peeters bv');
    expect(fr).not.toMatch(/handleiding|werkdagen|keukenkraan/);
  });

  it('without terms: no salt, filter or commercial guarantee is promised, and what needs them is refused (400 SELLER_TERMS_MISSING)', async () => {
    const bare = await addInstaller(t.db, { companyNumber: '0207.446.079' });
    const lines = ((await proposalLines(bare.id, 'nl')).json().lines as string[]).join('\n');
    expect(lines).toContain('Inbegrepen: installatie door een gecertificeerde technicus.');
    expect(lines).toContain('Een commerciële garantie bovenop de wettelijke garantie maakt geen deel uit van deze koop.');
    expect(lines).not.toMatch(/zout|PFAS|20 jaar/);
    const salt = await proposalLines(bare.id, 'nl', { included: ['installation', 'salt'] });
    expect(salt.statusCode).toBe(400);
    expect(salt.json()).toMatchObject({ code: 'SELLER_TERMS_MISSING' });
    expect(salt.json().message).toMatch(/^Zout: .* geen zout in zijn voorwaarden/);
    const withDeposit = await addInstaller(t.db, { companyNumber: '0401.574.852', depositPercent: 30 });
    const deposit = await proposalLines(withDeposit.id, 'nl');
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().message).toMatch(/^Voorschot: /);
  });
});

describe('the pages promise only what every active seller there has recorded', () => {
  it('a fresh install promises nothing: no guarantee, salt, filter, servicing, 24/7 or Made in Belgium; the FAQ answers with the legal guarantee', async () => {
    await t.db.orm.em.fork().execute(`update "installers" set "active" = false`);
    const home = textOf(await page('/'));
    expect(home).not.toMatch(/jaar garantie|gratis zout|PFAS|onderhoud|24\/7|Gemaakt in België/i);
    expect(home).toContain('Zoals bij elke aankoop staat de verkoper twee jaar in voor gebreken (de wettelijke garantie).');
  });

  it('an active seller with terms: the promises, each naming who gives it; the French page in French', async () => {
    const seller = await addInstaller(t.db, { companyNumber: '0203.201.340', provinces: ['BE-VOV', 'BE-VAN'] });
    expect((await putTerms(seller.id, SELLER_TERMS_INPUT)).statusCode).toBe(200);
    const home = textOf(await page('/'));
    expect(home).toContain('20 jaar garantie');
    expect(home).toContain('Gegeven door HydroBel nv.');
    expect(home).toContain('2 jaar gratis zout');
    expect(home).toContain('24/7 ondersteuning');
    expect(home).toContain('Maar eens om de 2 jaar');
    expect(home).toContain('Gemaakt door HydroBel nv, Fabrieksstraat 3, 2200 Herentals. U koopt bij de installateur');
    expect(home).toContain('(nu Waterwerken Peeters bv)');
    // The hero's short lines name who gives the guarantee and who makes the softener too.
    expect(home).toContain('20 jaar garantie van HydroBel nv');
    expect(home).toContain('Gemaakt in België door HydroBel nv');
    const fr = textOf(await page('/fr'));
    expect(fr).toContain('Garantie de 20 ans');
    expect(fr).toContain('L’achat groupé est organisé par Waterzacht bv\u202f; vous achetez');
    expect(textOf(await page('/gent'))).toContain('20 jaar garantie van HydroBel nv');
  });

  it('another active seller without terms takes them off the pages where it may sell; deactivated, they come back', async () => {
    const other = await addInstaller(t.db, { companyNumber: '0206.653.946', provinces: ['BE-WLG'] });
    const home = textOf(await page('/'));
    expect(home).not.toMatch(/jaar garantie|gratis zout|Gemaakt in België/);
    // Gent (Oost-Vlaanderen) is not its area: Gent's page keeps them.
    expect(textOf(await page('/gent'))).toContain('20 jaar garantie van HydroBel nv');
    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/installers/${other.id}`, headers: auth, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(textOf(await page('/'))).toContain('20 jaar garantie');
  });

  it('a seller whose terms lose the guarantee: the guarantee goes, the rest stays', async () => {
    const [row] = await t.db.orm.em.fork().execute<Array<{ id: number }>>(`select "id" from "installers" where "company_number" = '0203.201.340'`);
    expect((await putTerms(row?.id ?? 0, { ...SELLER_TERMS_INPUT, guarantee: null })).statusCode).toBe(200);
    const home = textOf(await page('/'));
    expect(home).not.toContain('jaar garantie');
    expect(home).toContain('2 jaar gratis zout');
  });

  it('writes a promise only inside its markers, and refuses arguments it does not know', () => {
    expect(() => pages.apply(markedPart('promises', { slot: 'card', promise: 'unknown', locale: 'nl', region: null }, ''))).toThrow(/unexpected arguments/);
  });
});
