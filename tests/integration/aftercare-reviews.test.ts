/**
 * Reviews from real households only (issue 44 item 6) on a real database: a review before installation
 * is refused (409); one per order, edited by a second call (200), an edited text waits for staff again;
 * staff publish (only with the household's consent) or hide; a published review appears, by first name,
 * initial, municipality and month, on the home page's testimonials and on its place's page (the page
 * part `reviews`, written by the job `pages.rewrite` into the server's copies and nginx's files), never as
 * structured data; it goes when the household takes its consent back, and after an erasure (the
 * household's own, or of a kept order only partly). The invitation to review goes once, four weeks after
 * the installation.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLivePages, type LivePages } from '../../server/page-parts/live-pages.ts';
import { sendAftercareReminders } from '../../server/services/aftercare/aftercare-reminders.ts';
import { staticPageFile } from '../../server/static-site.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { addDays } from '../../src/orders/dates.ts';
import { markedPart } from '../../src/page-parts/markers.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { aftercareMails, installedOrder, recordTerms } from '../helpers/aftercare.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, installerUser } from '../helpers/visits.ts';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as never;

/** Pages as the build writes them: the part empty. */
const BASE = new Map([
  ['/', `<main>${markedPart('reviews', { where: 'home', locale: 'nl' }, '')}</main>`],
  ['/gent', `<main><h1>Gent</h1>${markedPart('reviews', { where: 'place', locale: 'nl', place: 'gent', in: 'in Gent' }, '')}</main>`],
  ['/brugge', `<main><h1>Brugge</h1>${markedPart('reviews', { where: 'place', locale: 'nl', place: 'brugge', in: 'in Brugge' }, '')}</main>`],
]);

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let company: number;
let siteDir: string;
let pages: LivePages;

const html = (pagePath: string) => pages.get(pagePath)?.html.toString('utf8') ?? '';
const file = (pagePath: string) => readFileSync(path.join(siteDir, staticPageFile(pagePath)), 'utf8');
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const GENT = { firstName: 'Sarah', lastName: 'Verhoeven', postalCode: '9000', city: 'Gent' };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  await recordTerms(t, staff, company);
  fitter = await installerUser(t, staff, company, 'review-monteur');
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'reviews-site-'));
  pages = createLivePages({ db: t.db, log: silent, clock: () => new Date(), base: BASE, siteDir });
  await pages.refresh({ write: true });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** Runs what the job `pages.rewrite` does, as the runner would after the change's commit. */
async function rewrite() {
  await pages.refresh({ write: true });
}

async function publishedReview(fields: Record<string, unknown> = GENT, text = 'Sinds de installatie geen kalk meer op de kranen.') {
  const order = await installedOrder(t, staff, company, fitter, fields);
  const written = await post('/api/household-page/review', { token: order.token, rating: 5, text, publish: true });
  expect(written.statusCode, written.body).toBe(201);
  const published = await post(`/api/admin/reviews/${written.json().id}/publish`, {}, staff);
  expect(published.statusCode, published.body).toBe(200);
  await rewrite();
  return { ...order, reviewId: written.json().id as number };
}

describe('a review', () => {
  it('is refused before installation (409) and is one per order, edited by a second call', async () => {
    const early = await acceptedOrder(t, staff, company);
    const refused = await post('/api/household-page/review', { token: early.token, rating: 5, text: 'Heel tevreden over alles.', publish: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_INSTALLED');
    const { token } = await installedOrder(t, staff, company, fitter);
    const first = await post('/api/household-page/review', { token, rating: 4, text: 'Goed geplaatst, nette installateur.', publish: false });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().view.review).toMatchObject({ rating: 4, publish: false, status: 'pending' });
    const second = await post('/api/household-page/review', { token, rating: 5, text: 'Goed geplaatst, nette installateur!', publish: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.db.orm.em.fork().execute(`select count(*)::int as "n" from "reviews" where "id" = ?`, [first.json().id]);
    expect(rows).toEqual([{ n: 1 }]);
    const link = await post('/api/household-page/review', { token, rating: 5, text: 'Kijk op www.example.com voor meer', publish: true });
    expect(link.statusCode).toBe(400);
    expect(link.json().errors.text).toBe('Laat links, e-mailadressen en tekens als < en > weg');
  });

  it('is published by staff only with consent, and shows on the home page and its place’s page, never as structured data', async () => {
    const { token } = await installedOrder(t, staff, company, fitter, { firstName: 'Jan', lastName: 'Peeters', postalCode: '9000', city: 'Gent' });
    const { id } = (await post('/api/household-page/review', { token, rating: 3, text: 'Werkt, maar de app kan beter.', publish: false })).json();
    const refused = await post(`/api/admin/reviews/${id}/publish`, {}, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REVIEW_NOT_CONSENTED');
    expect((await post(`/api/admin/reviews/${id}/publish`, {}, fitter)).statusCode).toBe(403);

    const { reviewId } = await publishedReview();
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=published', headers: staff })).json();
    expect(list.reviews.find((review: { id: number }) => review.id === reviewId)).toMatchObject({ author: 'Sarah V.', city: 'Gent', shown: true, status: 'published' });
    const month = new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date());
    for (const pagePath of ['/', '/gent']) {
      expect(html(pagePath)).toContain('Sinds de installatie geen kalk meer op de kranen.');
      expect(html(pagePath)).toContain(`<strong>Sarah V.</strong>, Gent · ${month}`);
      expect(html(pagePath)).toContain('aria-label="Beoordeling: 5 op 5"');
      expect(html(pagePath)).not.toContain('Verhoeven');
      expect(html(pagePath)).not.toMatch(/"@type":\s*"(?:Review|AggregateRating)"/);
      expect(file(pagePath)).toContain('Sinds de installatie geen kalk meer op de kranen.');
    }
    expect(html('/gent')).toContain('<h2>Wat huishoudens in Gent zeggen</h2>');
    expect(html('/brugge')).not.toContain('Sinds de installatie');
  });

  it('leaves every page when the household takes its consent back, or edits it (until staff read it again)', async () => {
    const { token } = await publishedReview({ ...GENT, firstName: 'Ilse' }, 'Vlotte plaatsing, zacht water vanaf dag één.');
    expect(html('/gent')).toContain('Vlotte plaatsing');
    const withdrawn = await post('/api/household-page/review', { token, rating: 5, text: 'Vlotte plaatsing, zacht water vanaf dag één.', publish: false });
    expect(withdrawn.statusCode).toBe(200);
    const pending = await t.db.orm.em.fork().execute(`select count(*)::int as "n" from "jobs" where "name" = 'pages.rewrite' and "key" = 'changed:reviews' and "status" = 'pending'`);
    expect(pending).toEqual([{ n: 1 }]);
    await rewrite();
    expect(html('/gent')).not.toContain('Vlotte plaatsing');
    expect(html('/')).not.toContain('Vlotte plaatsing');
  });

  it('goes from every page after an erasure, the household’s own while its order is kept too', async () => {
    const { token } = await publishedReview({ ...GENT, firstName: 'Tom' }, 'Prima toestel, het zout wordt aan huis gebracht.');
    expect(html('/')).toContain('Prima toestel');
    const erased = await post('/api/household-page/erase', { token, confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased).toBe('partly');
    await rewrite();
    for (const pagePath of ['/', '/gent']) {
      expect(html(pagePath)).not.toContain('Prima toestel');
      expect(file(pagePath)).not.toContain('Prima toestel');
    }
    expect(await t.db.orm.em.fork().execute(`select count(*)::int as "n" from "reviews" where "text" like 'Prima toestel%'`)).toEqual([{ n: 0 }]);
  });
});

describe('the invitation to review', () => {
  it('goes once, four weeks after the installation, to a household that has not reviewed yet', async () => {
    const installedOn = addDays(isoDateInBrussels(new Date()), -40);
    const { leadId } = await installedOrder(t, staff, company, fitter, { firstName: 'Greet' }, installedOn);
    const em = () => t.db.orm.em.fork();
    await sendAftercareReminders(em(), 'https://www.example.be', new Date(`${addDays(installedOn, 27)}T10:00:00Z`));
    expect(await aftercareMails(t, leadId, 'review-invitation')).toEqual([]);
    await sendAftercareReminders(em(), 'https://www.example.be', new Date(`${addDays(installedOn, 28)}T10:00:00Z`));
    await sendAftercareReminders(em(), 'https://www.example.be', new Date(`${addDays(installedOn, 29)}T10:00:00Z`));
    const invitations = await aftercareMails(t, leadId, 'review-invitation');
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.subject).toBe('Hoe tevreden bent u over uw waterverzachter? – Groepsaankoop Waterverzachters');
  });
});
