/**
 * From yes to installed in real browsers (issue 34's acceptance): staff give an accepted order to an
 * installer company; its user, on a 375 px phone, offers three slots; the household picks one on its page
 * (375 px); the mail file holds an iCalendar invitation that ical.js reads at the right Brussels time; the
 * household moves it (same UID, SEQUENCE 1); the installer records the visit (28 °fH), plans and records
 * the installation; the household's page shows the last day of withdrawal; the admin API says installed.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { addDays } from '../../src/orders/dates.ts';
import { orderTexts } from '../../src/orders/texts.ts';
import { lastDayOfPeriod } from '../../src/orders/working-days.ts';
import { visitTexts } from '../../src/visits/texts.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsAddressedTo } from '../helpers/e2e-mail.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/visits';
const T = visitTexts('nl');

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

function mailsTo(email: string, subject: RegExp) {
  return mailsAddressedTo(email).filter((mail) => subject.test(mail.subject));
}

async function staffToken(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

test('an accepted order goes from slots to installed, on the installer’s and the household’s phones', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const email = `bezoek.${run}@example.be`;
  const staff = await staffToken(request);
  const installer = await request.post('/api/admin/installers', {
    headers: staff,
    data: { name: `Waterwerken ${run} bv`, companyNumber: companyNumber(), address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: `verkoop.${run}@example.be`, provinces: ['BE-VAN'] },
  });
  expect(installer.status(), await installer.text()).toBe(201);
  const installerId = ((await installer.json()) as { id: number }).id;
  const signup = await request.post('/api/leads', {
    data: { firstName: 'Lotte', lastName: 'Claes', phone: '0470 12 34 56', email, street: 'Kerkstraat', houseNumber: '5', postalCode: '2200', city: 'Herentals', waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/' },
  });
  const leadId = ((await signup.json()) as { id: number }).id;
  const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
    headers: staff,
    data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  await expect.poll(() => mailsTo(email, /persoonlijk voorstel/).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/mijn-aanmelding#[A-Za-z0-9_-]{43}/.exec(mailsTo(email, /persoonlijk voorstel/)[0]?.text ?? '')?.[0] ?? '';
  const householdToken = link.split('#')[1] ?? '';
  const accepted = await request.post('/api/household-page/proposals/accept', { data: { token: householdToken, proposalId: ((await proposal.json()) as { id: number }).id, confirm: true } });
  expect(accepted.status()).toBe(200);
  const orderId = ((await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number } }).order.id;

  // Staff give the order to the company (it is already the seller's: assigning it again is allowed) and add its user.
  expect((await request.post(`/api/admin/orders/${orderId}/installer`, { headers: staff, data: { installerId } })).status()).toBe(200);
  const user = { username: `monteur.${run}`, password: 'een-lang-installateurswachtwoord' };
  expect((await request.post(`/api/admin/installers/${installerId}/users`, { headers: staff, data: user })).status()).toBe(201);

  // The installer, on a 375 px phone: signs in where staff do and lands on its own view.
  const phone = { viewport: { width: 375, height: 812 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels' };
  const fitterContext = await browser.newContext(phone);
  const fitter = await fitterContext.newPage();
  await fitter.goto('/admin');
  await fitter.getByLabel(ADMIN_TEXT.username).fill(user.username);
  await fitter.getByRole('textbox', { name: ADMIN_TEXT.password }).fill(user.password);
  await fitter.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(fitter).toHaveURL(/\/admin\/installateur$/);
  const card = fitter.getByRole('article', { name: `Bestelling ${orderId}: Lotte Claes` });
  await expect(card.getByRole('link', { name: 'Bellen' })).toHaveAttribute('href', 'tel:+32470123456');
  await expect(card.getByRole('link', { name: 'Kaart' })).toHaveAttribute('href', /maps.*Kerkstraat/);
  const days = [3, 4, 5].map((n) => addDays(today(), n));
  await card.getByRole('button', { name: 'Nog een tijdslot' }).click();
  for (const [index, day] of days.entries()) await card.getByRole('group', { name: `Tijdslot ${index + 1}` }).getByLabel('Dag').fill(day);
  await fitter.screenshot({ path: `${SHOTS}/installer-375-slots.png`, fullPage: true });
  await card.getByRole('button', { name: 'Tijdsloten versturen' }).click();
  await expect(card).toContainText('3 tijdsloten aangeboden');

  // The household, on its page (375 px): picks the first slot.
  const homeContext = await browser.newContext(phone);
  const home = await homeContext.newPage();
  const { pathname, hash } = new URL(link);
  await home.goto(`${pathname}${hash}`);
  // The order's section, first on the page, says what to do now (issue 42).
  const visit = home.getByRole('region', { name: orderTexts('nl').section.heading });
  await visit.getByRole('button', { name: new RegExp(`^${T.visit.pick}: .*09:00`) }).first().click();
  await expect(visit.getByText(/^Het technische bezoek: /)).toBeVisible();
  await home.screenshot({ path: `${SHOTS}/household-375-booked.png`, fullPage: true });
  await visit.screenshot({ path: `${SHOTS}/household-375-booked-visit.png` });

  // The invitation's .ics, read by ical.js: 09:00 in Brussels on the first day.
  await expect.poll(() => mailsTo(email, /Uw afspraak voor het technische bezoek/).length, { timeout: 20_000 }).toBe(1);
  const first = new ICAL.Component(ICAL.parse(mailsTo(email, /Uw afspraak voor het technische bezoek/)[0]?.calendar ?? ''));
  expect(first.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = new ICAL.Event(first.getFirstSubcomponent('vevent') as ICAL.Component);
  expect(event.startDate.toString()).toBe(`${days[0]}T09:00:00`);
  event.startDate.zone = new ICAL.Timezone(first.getFirstSubcomponent('vtimezone') as ICAL.Component);
  expect(new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }).format(event.startDate.toJSDate())).toBe('09:00');

  // It moves the visit: same UID, SEQUENCE 1.
  await visit.getByRole('button', { name: T.visit.move }).click();
  await visit.getByRole('button', { name: new RegExp(`^${T.visit.pick}: .*13:00`) }).first().click();
  await expect.poll(() => mailsTo(email, /Uw afspraak is verplaatst/).length, { timeout: 20_000 }).toBe(1);
  const moved = new ICAL.Event(new ICAL.Component(ICAL.parse(mailsTo(email, /Uw afspraak is verplaatst/)[0]?.calendar ?? '')).getFirstSubcomponent('vevent') as ICAL.Component);
  expect(moved.uid).toBe(event.uid);
  expect(moved.sequence).toBe(1);

  // The installer records the visit (28 °fH), plans and records the installation.
  await fitter.reload();
  await expect(card).toContainText('Bezoek:');
  await card.getByLabel('Gemeten hardheid (°fH)').fill('28');
  await card.getByRole('button', { name: 'Bezoek opslaan' }).click();
  await card.getByLabel('Installatie op').fill(addDays(today(), 7));
  await card.getByRole('button', { name: 'Installatie plannen' }).click();
  await card.getByLabel('Serienummer van het toestel').fill('HB18-2026-00042');
  await fitter.screenshot({ path: `${SHOTS}/installer-375-install.png`, fullPage: true });
  await card.getByRole('button', { name: 'Installatie opslaan' }).click();
  await expect(card).toContainText('serienummer HB18-2026-00042');

  // The household's page: installed, and the last day of withdrawal.
  await home.reload();
  await expect(home.getByText(orderTexts('nl').section.withdrawalUntil(lastDayOfPeriod(today(), 14)))).toBeVisible();
  await home.screenshot({ path: `${SHOTS}/household-375-installed.png`, fullPage: true });
  await home.locator('.order').screenshot({ path: `${SHOTS}/household-375-installed-order.png` });
  const detail = (await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: Record<string, unknown> };
  expect(detail.order).toMatchObject({ status: 'installed', hardnessFH: 28, withdrawalEndsOn: lastDayOfPeriod(today(), 14) });
  // Staff's funnel after acceptance counts it once at every step, in its month, with its (new) installer.
  const funnel = (await (await request.get('/api/admin/stats/orders', { headers: staff })).json()) as Array<Record<string, unknown>>;
  expect(funnel.filter((row) => row.installerId === installerId)).toEqual([
    expect.objectContaining({ month: today().slice(0, 7), accepted: 1, visitPlanned: 1, visited: 1, installed: 1, cancelled: 0, withdrawn: 0 }),
  ]);
  await fitterContext.close();
  await homeContext.close();
});

test('staff move an order to another installer and write its note, on a 1280 px laptop; only the new company sees it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const email = `toewijzen.${run}@example.be`;
  const staff = await staffToken(request);
  const company = async (name: string) => {
    const res = await request.post('/api/admin/installers', {
      headers: staff,
      data: { name, companyNumber: companyNumber(), address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: `${name.split(' ')[0]?.toLowerCase()}.${run}@example.be`, provinces: ['BE-VAN'] },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const first = await company(`Eerste ${run} bv`);
  const second = await company(`Tweede ${run} bv`);
  const signup = await request.post('/api/leads', {
    data: { firstName: 'Wout', lastName: 'Peeters', phone: '0470 12 34 57', email, street: 'Markt', houseNumber: '1', postalCode: '2200', city: 'Herentals', waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/' },
  });
  const leadId = ((await signup.json()) as { id: number }).id;
  const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
    headers: staff,
    data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId: first },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  await expect.poll(() => mailsTo(email, /persoonlijk voorstel/).length, { timeout: 20_000 }).toBe(1);
  const householdToken = /mijn-aanmelding#([A-Za-z0-9_-]{43})/.exec(mailsTo(email, /persoonlijk voorstel/)[0]?.text ?? '')?.[1] ?? '';
  const accepted = await request.post('/api/household-page/proposals/accept', { data: { token: householdToken, proposalId: ((await proposal.json()) as { id: number }).id, confirm: true } });
  expect(accepted.status()).toBe(200);

  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-BE' });
  await laptop.addInitScript((value) => window.localStorage.setItem('adminToken', value), staff.authorization.replace('Bearer ', ''));
  const admin = await laptop.newPage();
  await admin.goto(`/admin/dashboard?q=${encodeURIComponent(email)}&lead=${leadId}`);
  const drawer = admin.getByRole('dialog');
  await drawer.getByRole('heading', { name: /^Bestelling \d+$/ }).scrollIntoViewIfNeeded();
  await expect(drawer.getByRole('button', { name: 'Toewijzen' })).toBeDisabled();
  await drawer.getByLabel('Installateur', { exact: true }).selectOption({ label: `Tweede ${run} bv` });
  await drawer.getByRole('button', { name: 'Toewijzen' }).click();
  await expect(admin.getByText('Bestelling toegewezen')).toBeVisible();
  await drawer.getByLabel('Notitie voor de installateur').fill('Hond in de tuin: eerst bellen.');
  await drawer.getByRole('button', { name: 'Notitie bewaren' }).click();
  await expect(admin.getByText('Notitie voor de installateur bewaard')).toBeVisible();
  await drawer.getByRole('heading', { name: /^Bestelling \d+$/ }).scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/staff-1280-assign.png` });

  const detail = (await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number; installerId: number; installerNote: string } };
  expect(detail.order).toMatchObject({ installerId: second, installerNote: 'Hond in de tuin: eerst bellen.' });
  const signIn = async (installerId: number, username: string) => {
    const user = { username, password: 'een-lang-installateurswachtwoord' };
    expect((await request.post(`/api/admin/installers/${installerId}/users`, { headers: staff, data: user })).status()).toBe(201);
    const login = await request.post('/api/admin/login', { data: user });
    return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  };
  const newCompany = await signIn(second, `tweede.${run}`);
  const oldCompany = await signIn(first, `eerste.${run}`);
  const seen = await request.get(`/api/installer/orders/${detail.order.id}`, { headers: newCompany });
  expect(seen.status()).toBe(200);
  expect(JSON.stringify(await seen.json())).toContain('Hond in de tuin: eerst bellen.');
  expect((await request.get(`/api/installer/orders/${detail.order.id}`, { headers: oldCompany })).status()).toBe(404);
  await laptop.close();
});

test('five measured addresses in Turnhout: its page says so without a rebuild, and its link starts the calculator there', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const staff = await staffToken(request);
  const installer = await request.post('/api/admin/installers', {
    headers: staff,
    data: { name: `Meters ${run} bv`, companyNumber: companyNumber(), address: 'Industrieweg 14, 2300 Turnhout', phone: '014 12 34 56', email: `meters.${run}@example.be`, provinces: ['BE-VAN'] },
  });
  const installerId = ((await installer.json()) as { id: number }).id;
  const user = { username: `meter.${run}`, password: 'een-lang-installateurswachtwoord' };
  expect((await request.post(`/api/admin/installers/${installerId}/users`, { headers: staff, data: user })).status()).toBe(201);
  const fitter = { authorization: `Bearer ${((await (await request.post('/api/admin/login', { data: user })).json()) as { token: string }).token}` };
  const page = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
  const placeText = async () => (await (await page.request.get('/turnhout')).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  // 29, 31, 33, 35, 37 °fH at five addresses: median 33, from 29 to 37.
  for (const [index, hardnessFH] of [29, 31, 33, 35, 37].entries()) {
    const email = `turnhout.${index}.${run}@example.be`;
    const signup = await request.post('/api/leads', {
      data: { firstName: 'Lien', lastName: 'Janssens', phone: `0470 12 34 ${60 + index}`, email, street: 'Grote Markt', houseNumber: String(10 + index), postalCode: '2300', city: 'Turnhout', waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/' },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const leadId = ((await signup.json()) as { id: number }).id;
    const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
      headers: staff,
      data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId },
    });
    await expect.poll(() => mailsTo(email, /persoonlijk voorstel/).length, { timeout: 20_000 }).toBe(1);
    const token = /mijn-aanmelding#([A-Za-z0-9_-]{43})/.exec(mailsTo(email, /persoonlijk voorstel/)[0]?.text ?? '')?.[1] ?? '';
    expect((await request.post('/api/household-page/proposals/accept', { data: { token, proposalId: ((await proposal.json()) as { id: number }).id, confirm: true } })).status()).toBe(200);
    const orderId = ((await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number } }).order.id;
    const visit = await request.post(`/api/installer/orders/${orderId}/visit`, { headers: fitter, data: { hardnessFH, suitable: true } });
    expect(visit.status(), await visit.text()).toBe(200);
    // Four addresses: no figure.
    if (index === 3) expect(await placeText()).not.toContain('gemeten door de installateur');
  }
  await expect.poll(placeText, { timeout: 40_000 }).toContain('Hardheid gemeten door de installateur bij het technische bezoek, op 5 adressen');
  expect(await placeText()).toMatch(/mediaan 33 °fH, van 29 tot 37 °fH\./);
  await page.goto('/turnhout');
  const figure = page.getByTestId('measured-hardness');
  await figure.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/place-measured-hardness.png` });
  await page.getByRole('link', { name: /Bereken uw besparing vanaf 33/ }).click();
  await expect(page).toHaveURL(/\/\?fh=33#calculator$/);
  await expect(page.locator('#calculator input[type=range]').first()).toHaveValue('33');
});
