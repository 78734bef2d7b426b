/**
 * Who sells, and what a household signs (issue 33), end to end on a 375 px phone, in Dutch and in
 * French: staff add an installer and send a proposal naming it as the seller; the page and the mail show
 * the seller's name and company number and the organiser's role; the order button reads "Bestelling met
 * betalingsverplichting" with the total price right above it; after ordering, the confirmation mail holds
 * the accepted text and the withdrawal form; the household withdraws on its page; the admin API shows
 * the order withdrawn. Screenshots and the mails' text land in .tmp/test-results/sales/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { orderTexts } from '../../src/orders/texts.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsAddressedTo } from '../helpers/e2e-mail.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/sales';
const PHONE = { viewport: { width: 375, height: 740 }, timezoneId: 'Europe/Brussels', isMobile: true, hasTouch: true } as const;

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  return ((await response.json()) as { token: string }).token;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

const WORDS = {
  nl: { role: 'geen partij bij deze koop', companyNumber: 'ondernemingsnummer', form: 'Modelformulier voor herroeping', proposal: 'Uw persoonlijk voorstel', confirmation: 'Bevestiging van uw bestelling', withdrawn: 'Bevestiging van uw herroeping' },
  fr: { role: 'n’est pas lui-même partie à cette vente', companyNumber: 'numéro d’entreprise', form: 'Modèle de formulaire de rétractation', proposal: 'Votre proposition personnelle', confirmation: 'Confirmation de votre commande', withdrawn: 'Confirmation de votre rétractation' },
} as const;

for (const language of ['nl', 'fr'] as const) {
  test(`${language}: staff add an installer and send a proposal; the household orders and withdraws on a phone`, async ({ browser, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const T = orderTexts(language);
    const W = WORDS[language];
    const stamp = Date.now().toString(36);
    const seller = { name: `Ontharders ${language.toUpperCase()} ${stamp} bv`, companyNumber: companyNumber() };
    const email = `bestelling.${language}.${stamp}@example.be`;
    const signup = await request.post('/api/leads', {
      data: {
        firstName: language === 'fr' ? 'Mélanie' : 'Lotte', lastName: 'Claes', phone: '0470 12 34 56', email, street: 'Kerkstraat', houseNumber: '5',
        postalCode: language === 'fr' ? '4000' : '2200', city: language === 'fr' ? 'Liège' : 'Herentals', waterSoftenerType: '18L', hasWifi: true,
        sourceUrl: 'http://localhost/', language,
      },
    });
    expect(signup.status()).toBe(201);
    const leadId = ((await signup.json()) as { id: number }).id;
    const token = await apiToken(request);

    // Staff, on a phone: add the installer in its tab.
    const staff = await browser.newContext({ ...PHONE, locale: 'nl-BE' });
    await staff.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
    const admin = await staff.newPage();
    await admin.goto('/admin/dashboard?tab=installers');
    await admin.getByLabel('Naam (rechtspersoon)').fill(seller.name);
    await admin.getByLabel('Ondernemingsnummer (KBO)').fill(`BE ${seller.companyNumber}`);
    await admin.getByLabel('Adres (straat, nummer, postcode, gemeente)').fill('Industrieweg 14, 2200 Herentals');
    await admin.getByLabel('Telefoon').fill('014 12 34 56');
    await admin.getByLabel('E-mail (voor bestellingen en herroepingen)').fill(`verkoop.${stamp}@example.be`);
    await admin.getByRole('button', { name: language === 'fr' ? 'Luik' : 'Antwerpen' }).click();
    await admin.getByRole('button', { name: 'Installateur toevoegen' }).click();
    await expect(admin.getByTestId('installer').filter({ hasText: seller.name })).toContainText(`Ondernemingsnummer ${seller.companyNumber}`);
    await noSidewaysScroll(admin);
    await admin.screenshot({ path: `${SHOTS}/staff-375-installers-${language}.png`, fullPage: true });

    // The lead's detail: the form starts from its answers; staff choose the seller, preview, send.
    await admin.goto(`/admin/dashboard?q=${encodeURIComponent(email)}&lead=${leadId}`);
    const drawer = admin.getByRole('dialog');
    await drawer.getByRole('heading', { name: 'Nieuw voorstel' }).scrollIntoViewIfNeeded();
    await expect(drawer.getByLabel('Wifi')).toHaveValue('ja');
    if (language === 'fr') await expect(drawer.getByText('Franstalig huishouden')).toBeVisible();
    await drawer.getByLabel('Verkoper (installateur)').selectOption({ label: `${seller.name} (${seller.companyNumber})` });
    await drawer.getByLabel('Prijs (euro, 21 % btw inbegrepen)').fill('1890');
    await drawer.getByRole('button', { name: 'Bekijk zoals het huishouden het leest' }).click();
    await expect(drawer.getByTestId('proposal-preview')).toContainText(seller.name);
    await drawer.getByRole('button', { name: 'Voorstel versturen' }).click();
    await expect(drawer.getByTestId('proposal').first()).toContainText(`verkoper ${seller.name}`);
    await noSidewaysScroll(admin);

    // The proposal mail names the seller, its company number and the organiser's role.
    await expect.poll(() => mailsAddressedTo(email).filter((mail) => mail.subject.startsWith(W.proposal)).length, { timeout: 30_000 }).toBe(1);
    const proposalMail = mailsAddressedTo(email).find((mail) => mail.subject.startsWith(W.proposal));
    for (const words of [seller.name, `${W.companyNumber} ${seller.companyNumber}`, W.role]) expect(proposalMail?.text).toContain(words);
    writeFileSync(`${SHOTS}/proposal-mail-${language}.txt`, `Subject: ${proposalMail?.subject}\n\n${proposalMail?.text}`);
    const link = new URL(/https?:\/\/\S+#[A-Za-z0-9_-]{43}/.exec(proposalMail?.text ?? '')?.[0] ?? '');

    // The household, on a 375 px phone: the page shows the same, and the order step.
    const phone = await browser.newContext({ ...PHONE, locale: language === 'fr' ? 'fr-BE' : 'nl-BE' });
    const page = await phone.newPage();
    await page.goto(`${link.pathname}${link.hash}`);
    const section = page.locator('section.proposal');
    for (const words of [seller.name, `${W.companyNumber} ${seller.companyNumber}`, W.role, W.form]) await expect(section).toContainText(words);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/proposal-375-${language}.png`, fullPage: true });

    await section.getByRole('button', { name: T.order.start }).click();
    await expect(section.getByRole('heading', { name: T.order.heading })).toBeFocused();
    const orderButton = section.getByRole('button', { name: T.order.button, exact: true });
    await expect(orderButton).toHaveText(language === 'fr' ? 'Commande avec obligation de paiement' : 'Bestelling met betalingsverplichting');
    // The total price stands right above the button.
    const above = await orderButton.evaluate((button) => button.parentElement?.previousElementSibling?.textContent ?? '');
    expect(above).toBe(T.order.total(1890));
    await page.screenshot({ path: `${SHOTS}/order-375-${language}.png` });
    await orderButton.click();
    // The order takes the proposal's place, first on the page (issue 42).
    const order = page.getByRole('region', { name: T.section.heading });
    await expect(order).toContainText(T.order.placed);
    await expect(order).toContainText(T.section.withdrawalOpen);

    // The confirmation mail: the accepted text, word for word, and the withdrawal form.
    const auth = { authorization: `Bearer ${token}` };
    const detail = (await (await request.get(`/api/admin/leads/${leadId}`, { headers: auth })).json()) as { proposals: Array<{ acceptedText: string }> };
    await expect.poll(() => mailsAddressedTo(email).filter((mail) => mail.subject.startsWith(W.confirmation)).length, { timeout: 30_000 }).toBe(1);
    const confirmation = mailsAddressedTo(email).find((mail) => mail.subject.startsWith(W.confirmation));
    for (const line of detail.proposals[0]?.acceptedText.split('\n') ?? []) expect(confirmation?.text).toContain(line.replace(/^# /, ''));
    expect(confirmation?.text).toContain(W.form);
    writeFileSync(`${SHOTS}/confirmation-mail-${language}.txt`, `Subject: ${confirmation?.subject}\n\n${confirmation?.text}`);

    // The household withdraws: the function's button, then its confirmation.
    await order.getByRole('button', { name: T.section.withdraw }).click();
    await page.screenshot({ path: `${SHOTS}/withdraw-375-${language}.png` });
    await order.getByRole('button', { name: T.section.confirm }).click();
    await expect(order).toContainText(T.section.status.withdrawn);
    await noSidewaysScroll(page);
    await expect.poll(() => mailsAddressedTo(email).filter((mail) => mail.subject.startsWith(W.withdrawn)).length, { timeout: 30_000 }).toBe(1);

    const after = (await (await request.get(`/api/admin/leads/${leadId}`, { headers: auth })).json()) as { order: { status: string; withdrawnAt: string | null } };
    expect(after.order).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
    // Staff see it in the detail, on the phone too.
    await admin.reload();
    const orderHeading = admin.getByRole('dialog').getByRole('heading', { name: /^Bestelling \d+$/ });
    await orderHeading.scrollIntoViewIfNeeded();
    await expect(orderHeading).toBeVisible();
    await expect(admin.getByRole('dialog')).toContainText('Herroepen op');
    await noSidewaysScroll(admin);
    await admin.screenshot({ path: `${SHOTS}/staff-375-order-${language}.png` });
    await staff.close();
    await phone.close();
  });
}
