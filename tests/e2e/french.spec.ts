/**
 * The French pages (issue 25) in a real browser: a household of Charleroi switches to French, meets a
 * French error, signs up and lands on /fr/merci; its confirmation mail is French and staff see the lead
 * marked fr. Then, over every page with a twin: reciprocal hreflang links, `lang="fr-BE"` on every French
 * page, and no page mixing languages in its form or its cookie consent.
 */
import { expect, type Page, test } from '@playwright/test';
import { householdTexts } from '../../src/household-page/texts.ts';
import { FR_PAGE_TEXTS, FR_TEXTS } from '../../src/i18n/fr.ts';
import { NL_TEXTS } from '../../src/i18n/nl.ts';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { TWIN_PAIRS } from '../../src/i18n/twins.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsTo } from '../helpers/e2e-mail.ts';

const FR = textsFor('fr');
const NL = textsFor('nl');

test('from /charleroi to French, a French error on the way, the French thank-you page, mail and a lead marked fr', async ({
  page,
  request,
}) => {
  const email = `sophie.${Date.now().toString(36)}.${test.info().workerIndex}@example.be`;
  await page.goto('/charleroi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await page.getByRole('link', { name: NL.sections.header.switchText }).click();
  await expect(page).toHaveURL(/\/fr\/charleroi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${FR_TEXTS.site.product} à Charleroi`);

  const form = page.locator('#contact');
  const labels = FR_TEXTS.lead.labels;
  await form.getByLabel(labels.firstName, { exact: true }).fill('Sophie');
  await form.getByLabel(labels.lastName, { exact: true }).fill('Dubois');
  await form.getByLabel(labels.phone).fill('0471 23 45 67');
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.street).fill('Rue de la Montagne');
  await form.getByLabel(labels.houseNumber).fill('12');
  await form.getByLabel(labels.postalCode).fill('600');
  await form.getByLabel(labels.city).fill('Charleroi');
  await form.getByRole('checkbox', { name: new RegExp(FR_TEXTS.signup.consentLink) }).check();
  await form.getByRole('button', { name: FR_TEXTS.signup.submit }).click();
  // The browser's check, in French, on the field it is about.
  await expect(form.getByLabel(labels.postalCode)).toHaveAccessibleDescription(FR.validation.messages.postalCode);
  await form.getByLabel(labels.postalCode).fill('6000');
  await form.getByRole('button', { name: FR_TEXTS.signup.submit }).click();

  await expect(page).toHaveURL(/\/fr\/merci$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR.thanks.heading);

  // The confirmation mail (an .eml file: no SMTP in the browser tests) is French.
  await expect.poll(() => mailsTo(email).filter((mail) => mail.headers.to?.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = mailsTo(email).filter((m) => m.headers.to?.includes(email));
  expect(mail?.subject).toBe(FR.mail.subject);
  expect(mail?.text).toContain(FR.mail.greeting('Sophie'));
  expect(mail?.text).toContain(FR.mail.yourDetails);
  expect(mail?.html).toContain('lang="fr-BE"');
  expect(mail?.text).not.toContain(NL.mail.yourDetails);

  // Staff see the lead marked fr (the admin API, as the back office reads it).
  const { token } = await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json();
  const headers = { authorization: `Bearer ${token}` };
  const [lead] = await (await request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`, { headers })).json();
  expect(lead.language).toBe('fr');
  const detail = await (await request.get(`/api/admin/leads/${lead.id}`, { headers })).json();
  expect(detail.language).toBe('fr');
  await request.post('/api/admin/logout', { headers });
});

test('a French signup that the server refuses is answered in French', async ({ request }) => {
  const res = await request.post('/api/leads', { data: { language: 'fr', firstName: '' } });
  expect(res.status()).toBe(400);
  const body = await res.json();
  expect(body.message).toBe(FR.validation.messages.invalidInput);
  expect(body.errors.firstName).toBe(FR.validation.messages.firstName);
  expect(body.errors.city).toBe(FR.validation.messages.city);
});

/** The hreflang links of a page's head, as { hreflang: absolute path }. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) =>
    els.map((el) => [el.getAttribute('hreflang') ?? '', new URL(el.getAttribute('href') ?? '').pathname]),
  );
  return Object.fromEntries(links);
}

test('every pair of twins names itself and the other, both ways, and the x-default of its pair (French for Wallonia and Brussels)', async ({ page }) => {
  for (const pair of TWIN_PAIRS) {
    for (const own of [pair.nl, pair.fr]) {
      await page.goto(own);
      const expected = { 'nl-BE': pair.nl, 'fr-BE': pair.fr, 'x-default': pair[pair.byDefault] };
      expect(await alternatesOf(page), own).toEqual(expected);
      // Canonical links name the page itself (the thank-you pages, noindex, have none).
      const canonical = page.locator('link[rel="canonical"]');
      if (own !== NL_TEXTS.routes.thanks && own !== FR_TEXTS.routes.thanks) {
        expect(new URL((await canonical.getAttribute('href')) ?? '').pathname, own).toBe(own);
      }
      // The language switch leads to the twin.
      const switchLink = page.locator('.lang-switch a');
      await expect(switchLink).toHaveAttribute('href', own === pair.nl ? pair.fr : pair.nl);
    }
  }
});

test('every French page says lang="fr-BE", and a Dutch page without a twin switches to /fr', async ({ page }) => {
  for (const { fr } of TWIN_PAIRS) {
    await page.goto(fr);
    await expect(page.locator('html'), fr).toHaveAttribute('lang', 'fr-BE');
  }
  const notFound = await page.goto('/fr/bestaat-niet');
  expect(notFound?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  // A French household reads French only: the spec's English lines stay on the Dutch 404 (issue 36).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR.titles.notFound);
  await expect(page.getByText(FR.error.notFound)).toBeVisible();
  await expect(page.getByText('Did you forget')).toHaveCount(0);
  await page.goto('/gent');
  await expect(page.locator('.lang-switch a')).toHaveAttribute('href', '/fr');
});

test('a French page typed without /fr leads to it, not to a Dutch 404 (issue 42)', async ({ request, page }) => {
  for (const path of ['/bruxelles', '/province-de-namur', '/mon-inscription', '/vie-privee?x=1']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(301);
    expect(res.headers().location, path).toBe(`/fr${path}`);
  }
  // A Dutch page keeps its path; a path with no page in either language (/namur) is the Dutch 404, with a way to the French site.
  expect((await request.get('/gent', { maxRedirects: 0 })).status()).toBe(200);
  const unknown = await page.goto('/namur');
  expect(unknown?.status()).toBe(404);
  const way = page.locator('main p[lang="fr-BE"]');
  await expect(way).toContainText(FR_PAGE_TEXTS.error.lost);
  await expect(way.getByRole('link', { name: FR.site.name })).toHaveAttribute('href', '/fr');
});

/** The form's and the consent's words of one language: labels, buttons, consent, the privacy link. */
function formWords(texts: typeof NL | typeof FR): string[] {
  const { hasWifi: _legendInstead, ...labels } = texts.lead.labels;
  return [...Object.values(labels), texts.signup.submit, texts.signup.consentLink, texts.signup.allRequired, texts.signup.wifiQuestion];
}

test('no page mixes languages in its form or its cookie consent', async ({ page }) => {
  for (const { nl, fr } of TWIN_PAIRS.filter((pair) => pair.nl !== '/bedankt')) {
    for (const [pathname, own, other] of [
      [nl, NL, FR],
      [fr, FR, NL],
    ] as const) {
      await page.goto(pathname);
      const form = page.locator('#contact form');
      if ((await form.count()) > 0) {
        const text = (await form.innerText()).replace(/\s+/g, ' ');
        for (const word of formWords(own)) expect(text, `${pathname}: ${word}`).toContain(word.replace(/\s+/g, ' ').trim());
        for (const word of formWords(other).filter((w) => !formWords(own).includes(w))) expect(text, `${pathname}: ${word}`).not.toContain(word);
        await expect(form.getByRole('link', { name: new RegExp(own.signup.consentLink) })).toHaveAttribute('href', own.routes.privacy);
      }
      // The cookie consent, opened from the footer (no GTM_ID in the browser tests, so not on its own).
      await page.getByRole('button', { name: own.footer.cookieSettings }).click();
      const banner = page.locator('.cookie-banner');
      await expect(banner).toBeVisible();
      const bannerText = await banner.innerText();
      expect(bannerText, pathname).toContain(own.cookies.accept);
      expect(bannerText, pathname).not.toContain(other.cookies.accept);
      expect(bannerText, pathname).not.toContain(other.cookies.policyLink);
      await expect(banner.getByRole('link')).toHaveAttribute('href', `${own.routes.privacy}#cookies`);
    }
  }
});

test('the French pages list Walloon and Brussels pages nearby, never a Flemish town', async ({ page }) => {
  await page.goto('/fr/charleroi');
  const nearby = await page.locator('.local__links a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  expect(nearby.length).toBeGreaterThan(2);
  for (const href of nearby) expect(href, href).toMatch(/^\/fr\//);
});

test("a French household's page answers in French: no link, a cut-off link, a lost link, a wrong link", async ({ page }) => {
  const FR_HOUSEHOLD = householdTexts('fr');
  await page.goto('/fr/mon-inscription');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR_HOUSEHOLD.page.noLink.heading);
  await expect(page.getByText(FR_HOUSEHOLD.page.noLink.text)).toBeVisible();
  await page.getByLabel(FR_HOUSEHOLD.linkRequest.label).fill(`inconnu.${Date.now().toString(36)}@example.be`);
  await page.getByRole('button', { name: FR_HOUSEHOLD.linkRequest.button }).click();
  await expect(page.getByText(FR_HOUSEHOLD.linkRequest.sent)).toBeVisible();
  await page.goto(`/fr/mon-inscription#${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR_HOUSEHOLD.page.notFound.heading);
});
