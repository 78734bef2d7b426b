/**
 * After installation, in real browsers (issue 44's acceptance), for a Dutch and a French household on a
 * 375 px phone: the owner's page downloads its warranty certificate (a real PDF that pdf-lib and pdf.js read
 * back, with the serial number and the dates), asks for salt and for help; the seller's installer, on its
 * 375 px phone, answers, confirms the salt and offers times for a visit; the household books one; the
 * installer resolves the request; the household's mailbox holds each mail (the certificate attached to the
 * installation's, the visit's iCalendar invitation). Every control of the owner's page at least 44 px
 * high; no sideways scrolling; screenshots in .tmp/test-results/aftercare.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { addMonths } from '../../src/aftercare/calendar.ts';
import { aftercareMailTexts } from '../../src/aftercare/mail-texts.ts';
import { aftercareTexts } from '../../src/aftercare/texts.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { addDays } from '../../src/orders/dates.ts';
import { pdfText } from '../helpers/aftercare.ts';
import { SELLER_TERMS_INPUT } from '../helpers/seller-terms.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsAddressedTo } from '../helpers/e2e-mail.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/aftercare';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: 'Europe/Brussels', hasTouch: true, isMobile: true };

/** Through the API, as staff, the seller and the household would: a seller with terms and a user, a household whose softener its user installed today. */
async function installedHousehold(request: APIRequestContext, locale: Locale) {
  const run = `${locale}${Date.now().toString(36)}`;
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const staff = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const installer = await request.post('/api/admin/installers', {
    headers: staff,
    data: { name: `Nazorg ${run} bv`, companyNumber: companyNumber(), address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: `verkoop.${run}@example.be`, provinces: ['BE-VAN', 'BE-WLG'] },
  });
  expect(installer.status(), await installer.text()).toBe(201);
  const installerId = ((await installer.json()) as { id: number }).id;
  expect((await request.put(`/api/admin/installers/${installerId}/terms`, { headers: staff, data: SELLER_TERMS_INPUT })).status()).toBe(200);
  const user = { username: `nazorg.${run}`, password: 'een-lang-installateurswachtwoord' };
  expect((await request.post(`/api/admin/installers/${installerId}/users`, { headers: staff, data: user })).status()).toBe(201);
  const fitterLogin = await request.post('/api/admin/login', { data: user });
  const fitter = { authorization: `Bearer ${((await fitterLogin.json()) as { token: string }).token}` };
  const email = `nazorg.${run}@example.be`;
  const place = locale === 'fr' ? { street: 'Rue Haute', houseNumber: '3', postalCode: '4000', city: 'Liège' } : { street: 'Kerkstraat', houseNumber: '5', postalCode: '2200', city: 'Herentals' };
  const signup = await request.post('/api/leads', {
    data: { firstName: locale === 'fr' ? 'Amélie' : 'Lotte', lastName: 'Claes', phone: '0470 12 34 56', email, ...place, waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/', language: locale },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const leadId = ((await signup.json()) as { id: number }).id;
  const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
    headers: staff,
    data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  await expect.poll(() => mailsAddressedTo(email).length, { timeout: 20_000 }).toBeGreaterThan(1);
  const link = mailsAddressedTo(email)
    .map((mail) => /https?:\/\/\S+(?:mijn-aanmelding|mon-inscription)#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0])
    .find(Boolean) as string;
  const token = link.split('#')[1] ?? '';
  const accepted = await request.post('/api/household-page/proposals/accept', { data: { token, proposalId: ((await proposal.json()) as { id: number }).id, confirm: true } });
  expect(accepted.status()).toBe(200);
  const orderId = ((await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number } }).order.id;
  const serialNumber = `HB18-${run.toUpperCase()}`;
  const installed = await request.post(`/api/installer/orders/${orderId}/installation`, { headers: fitter, data: { installedOn: today(), serialNumber } });
  expect(installed.status(), await installed.text()).toBe(200);
  return { email, link, user, serialNumber };
}

/** Every control of the owner's page a thumb can hit: at least 44 px high (a check box by its label). */
async function expectThumbSizedControls(page: Page) {
  const small = await page.locator('.aftercare').evaluate((section) =>
    [...section.querySelectorAll('button, select, textarea, input:not([type=radio]):not([type=checkbox]), summary, .aftercare__contact a, .aftercare__stars label, .aftercare__check')]
      .filter((element) => (element as HTMLElement).offsetParent !== null && element.getBoundingClientRect().height < 44)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)}: ${element.getBoundingClientRect().height}`),
  );
  expect(small).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const locale of ['nl', 'fr'] as const) {
  test(`an installed ${locale === 'nl' ? 'Dutch' : 'French'} household downloads its certificate, asks for salt and help; its installer answers, plans, resolves; each step is mailed`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const T = aftercareTexts(locale);
    const M = aftercareMailTexts(locale);
    const { email, link, user, serialNumber } = await installedHousehold(request, locale);

    // The household on its phone: the owner's page of its softener.
    const homeContext = await browser.newContext({ ...PHONE, locale: locale === 'fr' ? 'fr-BE' : 'nl-BE', acceptDownloads: true });
    const home = await homeContext.newPage();
    const { pathname, hash } = new URL(link);
    await home.goto(`${pathname}${hash}`);
    const owner = home.getByRole('region', { name: T.heading });
    await expect(owner.getByText(serialNumber)).toBeVisible({ timeout: 20_000 });
    await expect(owner.getByText(T.warranty.manufacturer('HydroBel nv', 20, addMonths(today(), 240)))).toBeVisible();
    await expectThumbSizedControls(home);
    await home.screenshot({ path: `${SHOTS}/${locale}-household-375-owner.png`, fullPage: true });

    // The certificate: a real PDF with the serial number and the dates.
    const [download] = await Promise.all([home.waitForEvent('download'), owner.getByRole('button', { name: T.warranty.certificate }).click()]);
    expect(download.suggestedFilename()).toBe(T.warranty.certificateFile(serialNumber));
    const bytes = readFileSync((await download.path()) as string);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getKeywords()).toBe(`${serialNumber} ${today()} ${addMonths(today(), 240)}`);
    const text = await pdfText(bytes);
    expect(text).toContain(serialNumber);
    expect(text).toContain(M.day(today()));
    expect(text).toContain(M.day(addMonths(today(), 240)));

    // Salt and help.
    await owner.getByLabel(T.salt.amount).fill('25');
    await owner.getByLabel(T.salt.week).selectOption({ index: 2 });
    await owner.getByRole('button', { name: T.salt.send }).click();
    await expect(owner.getByText(T.salt.sent)).toBeVisible();
    await owner.getByLabel(T.help.category).selectOption('leak');
    const problem = locale === 'fr' ? 'De l’eau coule sous l’appareil.' : 'Er lekt water onder het toestel.';
    await owner.getByLabel(T.help.message).fill(problem);
    await owner.getByRole('button', { name: T.help.send }).click();
    await expect(owner.getByText(T.help.sent)).toBeVisible();
    await home.screenshot({ path: `${SHOTS}/${locale}-household-375-asked.png`, fullPage: true });

    // The installer on its phone: the request first in its view; answers, confirms the salt, offers two times.
    const fitterContext = await browser.newContext({ ...PHONE, locale: 'nl-BE' });
    const fitter = await fitterContext.newPage();
    await fitter.goto('/admin');
    await fitter.getByLabel(ADMIN_TEXT.username).fill(user.username);
    await fitter.getByRole('textbox', { name: ADMIN_TEXT.password }).fill(user.password);
    await fitter.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
    await expect(fitter).toHaveURL(/\/admin\/installateur$/);
    const card = fitter.getByRole('article', { name: `Lek: ${locale === 'fr' ? 'Amélie' : 'Lotte'} Claes` });
    await expect(card).toContainText(problem);
    const answer = 'Sluit de kraan voor het toestel; ik kom langs.';
    await card.getByLabel('Antwoord aan het huishouden').fill(answer);
    await card.getByRole('button', { name: 'Antwoord versturen' }).click();
    await expect(fitter.getByText('Antwoord verstuurd')).toBeVisible();
    const saltCard = fitter.getByRole('article', { name: /^Zout te leveren: / });
    await saltCard.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(saltCard).toContainText('Bevestigd');
    const days = [2, 3].map((n) => addDays(today(), n));
    for (const [index, day] of days.entries()) await card.getByLabel(`Dag ${index + 1}`).fill(day);
    await fitter.screenshot({ path: `${SHOTS}/${locale}-installer-375-request.png`, fullPage: true });
    await card.getByRole('button', { name: 'Momenten versturen' }).click();
    await expect(card).toContainText('2 momenten aangeboden');

    // The household books the first time offered.
    await home.reload();
    await expect(owner.getByText(answer)).toBeVisible({ timeout: 20_000 });
    await owner.getByRole('button', { name: new RegExp(`^${T.help.pick}: `) }).first().click();
    await expect(owner.getByText(new RegExp(`^${T.help.booked('').slice(0, -1)}`))).toBeVisible();
    await expectThumbSizedControls(home);
    await home.screenshot({ path: `${SHOTS}/${locale}-household-375-booked.png`, fullPage: true });

    // The installer sees the visit, and resolves the request after it.
    await fitter.reload();
    await expect(card).toContainText('Bezoek:');
    await card.getByLabel('Wat is er gedaan? (het huishouden leest het)').fill('Dichting vervangen.');
    await card.getByRole('button', { name: 'Opgelost' }).click();
    await expect(card).toBeHidden();
    await home.reload();
    await expect(owner.getByText(T.help.status.resolved)).toBeVisible({ timeout: 20_000 });
    await expect(owner.getByRole('button', { name: T.help.reopen })).toBeVisible();

    // Each step reached the household's mailbox, in its language.
    const S = M.support.subject;
    const expected = [M.installed.subject, S.received, S.answer, M.salt.subject.confirmed, S.planned, M.visit.subject.booked, S.resolved];
    await expect.poll(() => expected.filter((subject) => !mailsAddressedTo(email).some((mail) => mail.subject === subject)), { timeout: 30_000 }).toEqual([]);
    const installedMail = mailsAddressedTo(email).find((mail) => mail.subject === M.installed.subject);
    const attachment = installedMail?.attachments.find((file) => file.type === 'application/pdf');
    expect(attachment?.filename).toBe(T.warranty.certificateFile(serialNumber));
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toContain(serialNumber);
    expect(mailsAddressedTo(email).find((mail) => mail.subject === M.visit.subject.booked)?.calendar).toContain('METHOD:REQUEST');
    await fitterContext.close();
    await homeContext.close();
  });
}
