/**
 * Issue 42's acceptance walk, on a 375 px phone, in Dutch and in French: the household orders; its page
 * then opens with where the order stands and what to do now (first screen), the whole page under 4,000 px;
 * the installer offers slots (a mail with the page's link), the household books one (and downloads it for
 * its calendar), the installation is planned (a mail) and done (a mail with the last day of withdrawal),
 * and the household withdraws, told what taking the softener back costs. At every state the page as the
 * browser rendered it passes the W3C Nu checker. Screenshots and mails: .tmp/test-results/after-yes/.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { checkHtml, classify } from '../../scripts/validate-html.ts';
import { formatDayIn } from '../../src/i18n/format.ts';
import { orderTexts } from '../../src/orders/texts.ts';
import { lastDayOfPeriod } from '../../src/orders/working-days.ts';
import { visitTexts } from '../../src/visits/texts.ts';
import { SELLER_TERMS_INPUT } from '../helpers/seller-terms.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsAddressedTo } from '../helpers/e2e-mail.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/after-yes';
const PHONE = { viewport: { width: 375, height: 740 }, timezoneId: 'Europe/Brussels', isMobile: true, hasTouch: true } as const;
const DAY_MS = 86_400_000;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** 9:00 to 11:00 in Brussels, `days` from today, as ISO 8601 with the day's offset. */
function slot(days: number): { start: string; end: string } {
  const day = addDays(today(), days);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' }).formatToParts(new Date(`${day}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const hours = String(Number(/GMT\+(\d+)/.exec(offset)?.[1] ?? 1)).padStart(2, '0');
  return { start: `${day}T09:00:00+${hours}:00`, end: `${day}T11:00:00+${hours}:00` };
}

/** The mails to `email` whose subject matches, as the server wrote them (.eml: no SMTP in the browser tests). */
function mailsTo(email: string, subject: RegExp) {
  return mailsAddressedTo(email).filter((mail) => subject.test(mail.subject));
}

async function oneMail(email: string, subject: RegExp, name: string) {
  await expect.poll(() => mailsTo(email, subject).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const mail = mailsTo(email, subject).at(-1);
  writeFileSync(`${SHOTS}/${name}.txt`, `Subject: ${mail?.subject}\n\n${mail?.text}`);
  expect(mail?.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  return mail?.text ?? '';
}

async function bearerOf(request: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await request.post('/api/admin/login', { data: credentials });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

const WORDS = {
  nl: { proposal: /persoonlijk voorstel/, slots: /^Kies een moment voor het technische bezoek/, planned: /^De installatie van uw waterverzachter is gepland/, installed: /^Uw waterverzachter is geïnstalleerd/, pageLink: /\/mijn-aanmelding#/ },
  fr: { proposal: /proposition personnelle/, slots: /^Choisissez un créneau pour la visite technique/, planned: /^L’installation de votre adoucisseur est prévue/, installed: /^Votre adoucisseur est installé/, pageLink: /\/fr\/mon-inscription#/ },
} as const;

for (const language of ['nl', 'fr'] as const) {
  test(`${language}: order, slots, booked, installation planned, installed, withdrawn; the page leads with the order, under 4,000 px, valid as rendered`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const T = orderTexts(language);
    const V = visitTexts(language);
    const W = WORDS[language];
    const run = `${language}${Date.now().toString(36)}`;
    const email = `na.ja.${run}@example.be`;
    const staff = await bearerOf(request, E2E_ADMIN);

    // A seller of the household's province with its recorded terms, and its installer user.
    const created = await request.post('/api/admin/installers', {
      headers: staff,
      data: { name: `Waterwerken ${run} bv`, companyNumber: companyNumber(), address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: `verkoop.${run}@example.be`, provinces: [language === 'fr' ? 'BE-WNA' : 'BE-VAN'], depositPercent: 20, returnCostEuro: 150 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const installerId = ((await created.json()) as { id: number }).id;
    expect((await request.put(`/api/admin/installers/${installerId}/terms`, { headers: staff, data: SELLER_TERMS_INPUT })).status()).toBe(200);
    const user = { username: `monteur.${run}`, password: 'een-lang-installateurswachtwoord' };
    expect((await request.post(`/api/admin/installers/${installerId}/users`, { headers: staff, data: user })).status()).toBe(201);
    const fitter = await bearerOf(request, user);

    const signup = await request.post('/api/leads', {
      data: {
        firstName: language === 'fr' ? 'Amélie' : 'Lotte', lastName: 'Claes', phone: '0470 12 34 56', email, street: language === 'fr' ? 'Rue de Dave' : 'Kerkstraat', houseNumber: '150',
        postalCode: language === 'fr' ? '5000' : '2200', city: language === 'fr' ? 'Namur' : 'Herentals', waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/', language,
      },
    });
    const leadId = ((await signup.json()) as { id: number }).id;
    const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
      headers: staff,
      data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId },
    });
    expect(proposal.status(), await proposal.text()).toBe(201);
    const link = new URL(/https?:\/\/\S+#[A-Za-z0-9_-]{43}/.exec(await oneMail(email, W.proposal, `proposal-${language}`))?.[0] ?? '');

    // The household orders on its phone.
    const context = await browser.newContext({ ...PHONE, locale: language === 'fr' ? 'fr-BE' : 'nl-BE' });
    const page = await context.newPage();
    const rendered: Record<string, string> = {};
    const keep = async (name: string) => {
      rendered[name] = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    };
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByRole('button', { name: T.order.start }).click();
    await page.getByRole('button', { name: T.order.button, exact: true }).click();
    const order = page.getByRole('region', { name: T.section.heading });
    await expect(order).toContainText(T.order.placed);

    // After ordering: the first screen says where the order stands and what to do now; the page stays short.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const first of [order.getByRole('heading', { name: T.section.heading }), order.locator('.order__now')]) {
      const box = await first.boundingBox();
      expect(box && box.y + box.height, 'on the first screen').toBeLessThanOrEqual(PHONE.viewport.height);
    }
    await expect(order.locator('.order__now')).toHaveText(T.section.now.waitingSlots);
    await expect(order).toContainText('BE68 5390 0754 7034');
    await page.screenshot({ path: `${SHOTS}/ordered-first-screen-${language}.png` });
    await keep(`ordered-${language}`);
    // The whole page as a full-page screenshot takes it: the tallest of the document's and the body's heights.
    const height = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight, document.documentElement.getBoundingClientRect().height));
    writeFileSync(`${SHOTS}/ordered-height-${language}.txt`, `${height}\n`);
    expect(height, 'the whole page').toBeLessThan(4000);

    // The installer offers two slots: a mail with the page's link; the household books the first one.
    const orderId = ((await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number } }).order.id;
    expect((await request.post(`/api/installer/orders/${orderId}/slots`, { headers: fitter, data: { slots: [slot(4), slot(5)] } })).status()).toBe(201);
    expect(await oneMail(email, W.slots, `slots-${language}`)).toMatch(W.pageLink);
    await page.reload();
    await expect(order.locator('.order__now')).toHaveText(T.section.now.pickSlot);
    await order.getByRole('button', { name: new RegExp(`^${V.visit.pick}: `) }).first().click();
    await expect(order.locator('.order__now')).toContainText(T.section.now.visit('').replace(/\.$/, ''));
    const download = page.waitForEvent('download');
    await order.getByRole('button', { name: V.visit.calendar }).click();
    const ics = readFileSync(await (await download).path(), 'utf8');
    expect(ics).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:PUBLISH[\s\S]*DTSTART;TZID=Europe\/Brussels:\d{8}T090000/);
    await keep(`booked-${language}`);

    // Visit, installation planned (a mail), installed (a mail with the last day of withdrawal).
    expect((await request.post(`/api/installer/orders/${orderId}/visit`, { headers: fitter, data: { hardnessFH: 31, suitable: true } })).status()).toBe(200);
    const plannedOn = addDays(today(), 8);
    expect((await request.post(`/api/installer/orders/${orderId}/installation-plan`, { headers: fitter, data: { plannedOn } })).status()).toBe(200);
    expect(await oneMail(email, W.planned, `planned-${language}`)).toContain(formatDayIn(language, plannedOn));
    expect((await request.post(`/api/installer/orders/${orderId}/installation`, { headers: fitter, data: { installedOn: today(), serialNumber: 'HB18-2026-00099' } })).status()).toBe(200);
    const lastDay = lastDayOfPeriod(today(), 14);
    expect(await oneMail(email, W.installed, `installed-${language}`)).toContain(formatDayIn(language, lastDay));
    await page.reload();
    await expect(order).toContainText(T.section.withdrawalUntil(lastDay));
    await expect(order.locator('.order__now')).toContainText('HB18-2026-00099');
    await keep(`installed-${language}`);

    // The household withdraws: the step says what taking the softener back costs.
    await order.getByRole('button', { name: T.section.withdraw }).click();
    await expect(order).toContainText(T.section.confirmText(150));
    await order.getByRole('button', { name: T.section.confirm }).click();
    await expect(order).toContainText(T.section.status.withdrawn);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await keep(`withdrawn-${language}`);

    // Every state as the browser rendered it: no Nu checker error (duplicate ids, aria on plain elements…).
    const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'after-yes-nu-'));
    const files = Object.entries(rendered).map(([name, html]) => {
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { errors } = classify(checkHtml(files));
    rmSync(dir, { recursive: true, force: true });
    expect(errors.map((error) => `${path.basename(error.url ?? '')}: ${error.message}`)).toEqual([]);
    await context.close();
  });
}
