/**
 * The privacy statement promises the retention that the server's purge keeps (decision 016): the page
 * states the configured RETENTION_MONTHS, pre-rendered and after hydration. It names the configured data
 * controller (CONTROLLER_*), its version date and the cookies Google Analytics 4 sets. Run with a build
 * and a server of other values (`RETENTION_MONTHS=18 npm run build`, then the same variable for
 * Playwright) to see it follow; a server whose values differ from its build's refuses to start
 * (server/build-check.ts).
 */
import { expect, test } from '@playwright/test';
import { parseEnv } from '../../server/env.ts';
import { ANALYTICS_COOKIES } from '../../src/content/cookies.ts';
import { controllerSentence } from '../../src/content/privacy.ts';
import { ORDER_KEEP_YEARS } from '../../src/orders/data/keeping.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';

const env = parseEnv(process.env);
const months = env.RETENTION_MONTHS;
const promise = new RegExp(`wissen wij uw gegevens uiterlijk\\s+${months}\\s+maanden na ons laatste contact`);

test(`/privacy promises erasure ${months} months after the last contact, as configured`, async ({ page, request }) => {
  const html = await (await request.get('/privacy')).text();
  expect(html.replace(/<!-- -->/g, '')).toMatch(promise);

  await page.goto('/privacy');
  await expect(page.getByText(promise)).toBeVisible();
  // A household that ordered has other terms (issue 33): the statement points to them.
  await expect(page.getByText('Bestelt u, dan gelden de termijnen hieronder.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Als u bestelt' })).toBeVisible();
});

test('/privacy names the configured controller, its version date and the cookies the site sets', async ({ request }) => {
  const html = (await (await request.get('/privacy')).text()).replace(/<!-- -->/g, '');
  const controller =
    env.CONTROLLER_NAME && env.CONTROLLER_ADDRESS && env.CONTROLLER_COMPANY_NUMBER
      ? { name: env.CONTROLLER_NAME, address: env.CONTROLLER_ADDRESS, companyNumber: env.CONTROLLER_COMPANY_NUMBER }
      : null;
  expect(html).toContain(controllerSentence(controller));
  expect(html).toContain(`Versie van ${PRIVACY_VERSION_DATE}`);
  const cookieNames = [...html.matchAll(/<th scope="row"><code>([^<]+)<\/code>/g)].map((m) => m[1]?.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  expect(cookieNames).toEqual(ANALYTICS_COOKIES.map((cookie) => cookie.shown));
  expect(cookieNames).toEqual(['_ga', '_ga_<meet-ID>']);
  expect(html).not.toMatch(/_GID|_UTM|draaien/);
});

test('both statements say what an order keeps, for how long, and what an erasure then does (issue 33)', async ({ request }) => {
  const nl = (await (await request.get('/privacy')).text()).replace(/<!-- -->/g, '');
  expect(nl).toContain('Als u bestelt');
  expect(nl).toMatch(new RegExp(`uw gegevens als koper \\(naam, adres, telefoonnummer, e-mailadres\\) ${ORDER_KEEP_YEARS} jaar na de installatie`));
  expect(nl).toContain('Onze medewerkers krijgen bericht van uw vraag.');
  const fr = (await (await request.get('/fr/vie-privee')).text()).replace(/<!-- -->/g, '');
  expect(fr).toContain('Si vous commandez');
  expect(fr).toMatch(new RegExp(`vos données d’acheteur \\(nom, adresse, téléphone, e-mail\\) ${ORDER_KEEP_YEARS} ans après l’installation`));
  expect(fr).toContain('Nos collaborateurs sont avertis de votre demande.');
});
