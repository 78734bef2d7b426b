/**
 * The owner's page and the warranty over HTTP on a real database (issue 44 items 1 and 2): the
 * installation registers the warranty with the seller's terms of that day and mails a certificate (a
 * PDF that pdf-lib and pdf.js read back, serial and dates in it); the page's view; the legal guarantee
 * when no terms were recorded; a later change of terms changes nothing for an installed household; the
 * PFAS filter ticked by the installer (another company's: 404) or reported missing by the household;
 * 409 before installation, 404 for a wrong link.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/aftercare/calendar.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { aftercareMails, installedOrder, pdfText, recordTerms } from '../helpers/aftercare.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, installerUser, mailsOf } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let otherFitter: { authorization: string };
let company: number;
let bare: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be', LEADS_NOTIFY_EMAIL: 'team@example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  bare = (await addInstaller(t.db, { name: 'Zonder Voorwaarden bv', companyNumber: '0403.170.701', email: 'info@zonder.example' })).id;
  await recordTerms(t, staff, company);
  fitter = await installerUser(t, staff, company, 'nazorg-monteur');
  otherFitter = await installerUser(t, staff, bare, 'andere-monteur');
});
afterAll(async () => {
  await t.close();
});

const view = (token: string, language?: 'nl' | 'fr') => t.app.inject({ method: 'POST', url: '/api/household-page/aftercare', payload: { token, ...(language ? { language } : {}) } });

describe('the installation registers the warranty', () => {
  it('mails a certificate that pdf-lib and pdf.js read back with the serial number and the dates', async () => {
    const { leadId, token, serialNumber, installedOn } = await installedOrder(t, staff, company, fitter, { firstName: 'Marleen', lastName: 'Claes' }, '2026-11-02');
    const [mail] = await aftercareMails(t, leadId, 'order-installed');
    expect(mail?.subject).toBe('Uw waterverzachter is geïnstalleerd: uw garantiebewijs – Groepsaankoop Waterverzachters');
    expect(mail?.text).toContain(`serienummer ${serialNumber}`);
    expect(mail?.text).toContain('Uw garantie is geregistreerd: het garantiebewijs zit als pdf bij deze e-mail.');
    // One mail at the installation (issue 42's, with the last day of withdrawal), the certificate with it.
    expect(mail?.text).toContain('U kunt de bestelling nog herroepen tot en met');
    expect(await aftercareMails(t, leadId, 'order-installed')).toHaveLength(1);
    expect(mail?.text).toMatch(/#[A-Za-z0-9_-]{43}/);
    expect(mail?.attachment).toMatchObject({ contentType: 'application/pdf', filename: `garantiebewijs-${serialNumber}.pdf` });
    const bytes = Buffer.from(mail?.attachment?.base64 ?? '', 'base64');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe(`Serienummer ${serialNumber}, geïnstalleerd op ${installedOn}, garantie tot en met 2046-11-02`);
    expect(doc.getKeywords()).toBe(`${serialNumber} ${installedOn} 2046-11-02`);
    const text = await pdfText(bytes);
    expect(text).toContain('Garantiebewijs');
    expect(text).toContain(serialNumber);
    expect(text).toContain('2 november 2026');
    expect(text).toContain('20 jaar: van 2 november 2026 tot en met 2 november 2046');
    expect(text).toContain('HydroBel nv');
    expect(text).toContain('Marleen Claes');

    const download = await t.app.inject({ method: 'POST', url: '/api/household-page/warranty.pdf', payload: { token } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="garantiebewijs-${serialNumber}.pdf"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(await pdfText(download.rawPayload)).toContain(serialNumber);
  });

  it('shows the owner its softener, the warranty as registered, the service, the salt and the filter', async () => {
    const { token, serialNumber } = await installedOrder(t, staff, company, fitter, {}, '2026-10-15');
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      softener: { model: '18L', serialNumber, installedOn: '2026-10-15', manufacturer: 'HydroBel nv', seller: { name: 'Waterwerken Peeters bv', phone: '014 12 34 56' } },
      warranty: { giver: 'manufacturer', giverName: 'HydroBel nv', years: 20, until: '2046-10-15', conditions: expect.stringContaining('onderhoud op tijd') },
      service: { intervalMonths: 24, nextDueOn: '2028-10-15', state: 'later', history: [], requested: false },
      salt: { allowance: { kg: 100, months: 24, deliveredHome: true, until: '2028-10-15' }, delivered: 0, left: 100, requests: [] },
      filter: { promised: 'een koolstoffilter onder de keukenkraan', handedOverOn: null, missingReportedOn: null },
      requests: [],
      review: null,
    });
    // The page's language for the texts the seller wrote in both.
    expect((await view(token, 'fr')).json().filter.promised).toBe('un filtre à charbon sous l’évier de la cuisine');
  });

  it('keeps the terms of the installation day: a later change takes nothing from an installed household', async () => {
    const { token } = await installedOrder(t, staff, company, fitter, {}, '2026-09-01');
    await recordTerms(t, staff, company, { servicingIntervalMonths: 12, guarantee: null, salt: null });
    const res = (await view(token)).json();
    expect(res.warranty).toMatchObject({ giver: 'manufacturer', years: 20 });
    expect(res.service).toMatchObject({ intervalMonths: 24, nextDueOn: '2028-09-01' });
    expect(res.salt.allowance.kg).toBe(100);
    // A softener installed now gets the new terms: the legal guarantee, a yearly service, no salt.
    const later = await installedOrder(t, staff, company, fitter, {}, '2026-09-02');
    expect((await view(later.token)).json()).toMatchObject({ warranty: { giver: 'legal', years: 2, until: '2028-09-02' }, service: { nextDueOn: '2027-09-02' }, salt: { allowance: null, left: 0 } });
    await recordTerms(t, staff, company);
  });

  it('gives the legal guarantee of two years from the seller when no terms are recorded, in French for a French household', async () => {
    const { leadId, token, installedOn } = await installedOrder(t, staff, bare, otherFitter, { language: 'fr', firstName: 'Amélie' }, '2026-08-31');
    const res = (await view(token, 'fr')).json();
    expect(res.warranty).toMatchObject({ giver: 'legal', giverName: 'Zonder Voorwaarden bv', years: 2, from: installedOn, until: addMonths(installedOn, 24) });
    expect(res.warranty.conditions).toContain('Garantie légale\u00a0: le vendeur (Zonder Voorwaarden bv)');
    expect(res.service.nextDueOn).toBe('2028-08-31');
    const [mail] = await aftercareMails(t, leadId, 'order-installed');
    expect(mail?.subject).toBe('Votre adoucisseur est installé\u00a0: votre certificat de garantie – Achat groupé d’adoucisseurs');
    // pdf.js gives a no-break space as a space.
    const text = await pdfText(Buffer.from(mail?.attachment?.base64 ?? '', 'base64'));
    expect(text).toContain('Certificat de garantie');
    expect(text).toContain('Garantie légale du vendeur : Zonder Voorwaarden bv');
    expect(text).toContain('2 ans : du 31 août 2026 au 31 août 2028 inclus');
  });
});

describe('the PFAS filter', () => {
  it('is ticked by the seller’s installer (another company: 404) and reported missing by the household, once', async () => {
    const { leadId, token, orderId } = await installedOrder(t, staff, company, fitter, {}, '2026-11-03');
    const other = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/filter`, headers: otherFitter, payload: { handedOver: true } });
    expect(other.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/api/household-page/filter-missing', payload: { token, confirm: true } });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json().filter.missingReportedOn).not.toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/household-page/filter-missing', payload: { token, confirm: true } });
    const notices = await aftercareMails(t, leadId, 'aftercare-notice');
    expect(notices.map((mail) => mail.recipient).sort()).toEqual(['team@example.be', 'verkoop@waterwerken-peeters.example']);
    expect(notices[0]?.subject).toBe(`Nazorg bestelling ${orderId}: PFAS-filter niet ontvangen`);
    const ticked = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/filter`, headers: fitter, payload: { handedOver: true } });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect((await view(token)).json().filter).toMatchObject({ handedOverOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), missingReportedOn: null });
    const invalid = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/filter`, headers: fitter, payload: { handedOver: 'ja' } });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('before installation and with a wrong link', () => {
  it('answers 409 before installation, 404 for a link that opens nothing, 400 for what is no link', async () => {
    const { leadId, token } = await acceptedOrder(t, staff, company);
    const early = await view(token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_INSTALLED', message: 'Dit kan pas zodra uw waterverzachter geïnstalleerd is.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/warranty.pdf', payload: { token } })).statusCode).toBe(409);
    expect(await mailsOf(t, leadId, 'order-installed')).toEqual([]);
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/aftercare', payload: { token: 5 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/aftercare', headers: { 'content-type': 'text/plain' }, payload: 'x' })).statusCode).toBe(415);
  });

  it('answers every aftercare path of the household with a 4xx and a message for what is no valid call, never a 5xx', async () => {
    const { token } = await installedOrder(t, staff, company, fitter);
    const paths = ['aftercare', 'warranty.pdf', 'filter-missing', 'support', 'service', 'support/appointment', 'support/reopen', 'salt', 'review'];
    const bodies = [[], null, 'x', 7, { token: {} }, { token, requestId: '1', slotId: -1, kg: -1, week: {}, rating: '5', text: 5, publish: 'ja', category: ['leak'], message: 'x'.repeat(3000), confirm: 'yes' }, { token: 'A'.repeat(500) }];
    for (const path of paths) {
      // The page and the certificate need only the link: unknown fields are left aside, as everywhere.
      for (const payload of path === 'aftercare' || path === 'warranty.pdf' ? bodies.filter((body) => body === null || typeof body !== 'object' || !('rating' in body)) : bodies) {
        const res = await t.app.inject({ method: 'POST', url: `/api/household-page/${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        expect(res.statusCode, `${path} ${JSON.stringify(payload).slice(0, 40)}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, path).toBeLessThan(500);
        expect(res.json().message, path).toEqual(expect.any(String));
      }
    }
    const huge = await t.app.inject({ method: 'POST', url: '/api/household-page/support', payload: { token, category: 'leak', message: 'x'.repeat(20_000) } });
    expect(huge.statusCode).toBe(413);
  });
});
