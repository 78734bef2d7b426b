import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/service-unavailable.ts';
import { SITE } from '../../src/site.ts';
import { freePort, RATE_LIMITS_OFF, spawnServer } from '../helpers/process.ts';
import { holdScripts } from '../helpers/browser.ts';
import { mailsTo } from '../helpers/e2e-mail.ts';

const NL_TEXTS = textsFor('nl');
const LEAD_MESSAGES = NL_TEXTS.validation.messages;
const NEXT_STEPS = NL_TEXTS.nextSteps;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let counter = 0;
function household() {
  counter += 1;
  return {
    firstName: 'Lotte',
    lastName: 'Van Damme',
    phone: '0470/12.34.56',
    email: `lotte.${Date.now().toString(36)}.${counter}.${test.info().workerIndex}@example.be`,
    street: 'Kerkstraat',
    houseNumber: '12',
    postalCode: '9000',
    city: 'Gent',
  };
}

function form(page: Page): Locator {
  return page.locator('#contact');
}

async function fillTextFields(contact: Locator, h: ReturnType<typeof household>) {
  await contact.getByLabel('Voornaam', { exact: true }).fill(h.firstName);
  await contact.getByLabel('Naam', { exact: true }).fill(h.lastName);
  await contact.getByLabel('Telefoonnummer').fill(h.phone);
  await contact.getByLabel('E-mailadres').fill(h.email);
  await contact.getByLabel('Straat').fill(h.street);
  await contact.getByLabel('Huisnummer').fill(h.houseNumber);
  await contact.getByLabel('Postcode').fill(h.postalCode);
  await contact.getByLabel('Plaats').fill(h.city);
}

const submitButton = (contact: Locator) => contact.getByRole('button', { name: 'Verstuur aanmelding' });
const consent = (contact: Locator) => contact.getByRole('checkbox', { name: /Ik ga akkoord met de privacyverklaring/ });

/** Opens the home page and sends a valid signup of a new household. */
async function sendNewSignup(page: Page) {
  await page.goto('/');
  const contact = form(page);
  const h = household();
  await fillTextFields(contact, h);
  await consent(contact).check();
  await submitButton(contact).click();
  return { contact, h };
}

test.describe('the signup form', () => {
  test('shows the spec defaults: 25L, wifi yes, consent off', async ({ page }) => {
    await page.goto('/');
    const contact = form(page);
    await expect(contact.getByRole('radio', { name: `25L ${SITE.brand}` })).toBeChecked();
    await expect(contact.getByRole('group', { name: 'Hebt u draadloos internet (wifi)?' }).getByRole('radio', { name: 'Ja' })).toBeChecked();
    await expect(consent(contact)).not.toBeChecked();
    await expect(contact.getByText('Voor grote huishoudens')).toBeVisible();
    await expect(contact.getByRole('link', { name: /privacyverklaring/ })).toHaveAttribute('href', '/privacy');
  });

  test('a visitor signs up, lands on /bedankt, and the lead is stored with its mails', async ({ page, request }) => {
    const h = household();
    await page.goto('/?utm_source=facebook&utm_medium=social&utm_campaign=najaar');
    const contact = form(page);
    await fillTextFields(contact, h);
    await contact.getByRole('radio', { name: `12L ${SITE.brand}` }).check();
    await contact.getByRole('radio', { name: 'Nee' }).check();
    await consent(contact).check();

    // The answer is read on its way to the page, which leaves for /bedankt as soon as it arrives.
    let receipt: { id: number } | undefined;
    await page.route('**/trpc/lead.submit*', async (route) => {
      const response = await route.fetch();
      receipt = ((await response.json()) as { result: { data: { id: number } } }).result.data;
      await route.fulfill({ response });
    });
    await submitButton(contact).click();

    await expect(page).toHaveURL(/\/bedankt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanmelding!' })).toBeVisible();

    // The same signup again is a double submit: the server answers with the stored lead.
    const again = await request.post('/api/leads', {
      data: { ...h, waterSoftenerType: '12L', hasWifi: false, sourceUrl: 'http://localhost/' },
    });
    expect(again.status()).toBe(201);
    expect((await again.json()).id).toBe(receipt?.id);

    // The confirmation and the staff notification were written with the lead, attribution included.
    await expect.poll(() => mailsTo(h.email).length, { timeout: 10_000 }).toBe(2);
    const staff = mailsTo(h.email).find((mail) => mail.subject.startsWith('Nieuwe aanmelding'));
    expect(staff?.text).toContain(`Type waterverzachter: 12L ${SITE.brand}`);
    expect(staff?.text).toContain('Draadloos internet (wifi): Nee');
    expect(staff?.text).toMatch(/Pagina van aanmelding: http:\/\/127\.0\.0\.1:\d+\/\?utm_source=facebook/);
    expect(staff?.text).toContain('facebook / social / najaar');
  });

  test('what a household types before the scripts run (a slow phone) is kept and sent', async ({ page }) => {
    // The page's scripts wait until the whole form is filled in, as on a slow connection.
    const releaseScripts = await holdScripts(page);
    const h = household();
    await page.goto('/', { waitUntil: 'commit' });
    const contact = form(page);
    await fillTextFields(contact, h);
    await contact.getByRole('radio', { name: `18L ${SITE.brand}` }).check();
    await contact.getByRole('radio', { name: 'Nee' }).check();
    await consent(contact).check();
    await expect(submitButton(contact)).toBeDisabled();

    releaseScripts();
    await expect(submitButton(contact)).toBeEnabled();
    await submitButton(contact).click();
    await expect(page).toHaveURL(/\/bedankt$/);
    await expect.poll(() => mailsTo(h.email).length, { timeout: 10_000 }).toBe(2);
    const staff = mailsTo(h.email).find((mail) => mail.subject.startsWith('Nieuwe aanmelding'));
    expect(staff?.text).toContain(`Voornaam: ${h.firstName}\nNaam: ${h.lastName}\nTelefoonnummer: ${h.phone}`);
    expect(staff?.text).toContain(`Adres: ${h.street} ${h.houseNumber}, ${h.postalCode} ${h.city}`);
    expect(staff?.text).toContain(`Type waterverzachter: 18L ${SITE.brand}`);
    expect(staff?.text).toContain('Draadloos internet (wifi): Nee');
  });

  test('an invalid submit shows the Dutch messages and focuses the first invalid field', async ({ page }) => {
    await page.goto('/');
    const contact = form(page);
    await contact.getByLabel('Postcode').fill('123');
    await submitButton(contact).click();

    for (const message of [
      LEAD_MESSAGES.firstName,
      LEAD_MESSAGES.lastName,
      LEAD_MESSAGES.phone,
      LEAD_MESSAGES.email,
      LEAD_MESSAGES.street,
      LEAD_MESSAGES.houseNumber,
      LEAD_MESSAGES.postalCode,
      LEAD_MESSAGES.city,
      LEAD_MESSAGES.privacyPolicy,
    ]) {
      await expect(contact.getByText(message, { exact: true })).toBeVisible();
    }
    const firstName = contact.getByLabel('Voornaam', { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(LEAD_MESSAGES.firstName);
    await expect(contact.getByLabel('Postcode')).toHaveAccessibleDescription(LEAD_MESSAGES.postalCode);
    await expect(page).toHaveURL(/\/$/);

    // Fixing a field clears its message as the visitor types.
    await firstName.fill('Lotte');
    await expect(contact.getByText(LEAD_MESSAGES.firstName, { exact: true })).toBeHidden();
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a field is checked when the visitor leaves it', async ({ page }) => {
    await page.goto('/');
    const contact = form(page);
    await contact.getByLabel('Postcode').fill('12a4');
    await contact.getByLabel('Postcode').press('Tab');
    await expect(contact.getByText(LEAD_MESSAGES.postalCode, { exact: true })).toBeVisible();
    await expect(contact.getByLabel('Plaats')).toBeFocused();
    await contact.getByLabel('E-mailadres').fill('lotte@');
    await contact.getByLabel('E-mailadres').blur();
    await expect(contact.getByText(LEAD_MESSAGES.email, { exact: true })).toBeVisible();
  });

  test('a press on the button is not lost when leaving a field shows its message', async ({ page }) => {
    await page.goto('/');
    const contact = form(page);
    const button = submitButton(contact);
    await expect(button).toBeEnabled();
    await consent(contact).check();
    await fillTextFields(contact, household());
    await contact.getByLabel('E-mailadres').fill('lotte@');

    // Pressing the button blurs the e-mail field; its message would push the button down, away from a
    // pointer near its top edge, before the release. It waits for the release, so the click lands.
    const box = await button.boundingBox();
    if (!box) throw new Error('the submit button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + 2);
    await page.mouse.down();
    await page.waitForTimeout(300);
    await expect(contact.getByText(LEAD_MESSAGES.email, { exact: true })).toBeHidden();
    await page.mouse.up();

    // The click submitted the form: its check shows the message and focuses the field.
    await expect(contact.getByText(LEAD_MESSAGES.email, { exact: true })).toBeVisible();
    await expect(contact.getByLabel('E-mailadres')).toBeFocused();
  });

  test('shows the submitting state, then keeps everything typed and a notice when the server fails', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/lead.submit**', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'lead.submit' },
          },
        }),
      });
    });
    const { contact, h } = await sendNewSignup(page);

    const busy = contact.getByRole('button', { name: 'Verwerken...' });
    await expect(busy).toBeDisabled();
    await expect(contact.getByRole('status')).toHaveText('Uw gegevens worden verwerkt... Even geduld aub.');
    release();

    const notice = page.getByRole('alert');
    await expect(notice).toContainText('Er is een fout opgetreden');
    await expect(notice).toContainText('Er ging iets mis aan onze kant. Probeer het later opnieuw.');
    await expect(page).toHaveURL(/\/$/);
    await expect(submitButton(contact)).toBeEnabled();
    await expect(contact.getByLabel('E-mailadres')).toHaveValue(h.email);
    await expect(contact.getByLabel('Plaats')).toHaveValue(h.city);
    await expect(consent(contact)).toBeChecked();
  });

  test('says "Probeer het later opnieuw" when the server cannot be reached', async ({ page }) => {
    await page.goto('/');
    const contact = form(page);
    await fillTextFields(contact, household());
    await consent(contact).check();
    await page.route('**/trpc/lead.submit**', (route) => route.abort('internetdisconnected'));
    await submitButton(contact).click();
    await expect(page.getByRole('alert')).toContainText('Probeer het later opnieuw');
    await expect(page).toHaveURL(/\/$/);
  });

  test('says in Dutch that the database is away (503), keeps what was typed, and goes through when sent again', async ({ page }) => {
    // The real app with its database down answers this signup; the page's own server is fine.
    const away = await spawnServer('tests/helpers/server-without-database.ts', {
      NODE_ENV: 'test',
      DATABASE_URL: `postgres://app@127.0.0.1:${await freePort()}/leads`,
      ...RATE_LIMITS_OFF,
    });
    try {
      await page.route('**/trpc/lead.submit**', async (route) => {
        const answer = await route.fetch({ url: `${away.url}/trpc/lead.submit` });
        expect(answer.status()).toBe(503);
        await route.fulfill({ response: answer });
      });
      const { contact, h } = await sendNewSignup(page);

      const notice = page.getByRole('alert');
      await expect(notice).toContainText('Er is een fout opgetreden');
      await expect(notice).toContainText(SERVICE_UNAVAILABLE_MESSAGE);
      await expect(page).toHaveURL(/\/$/);
      await expect(contact.getByLabel('E-mailadres')).toHaveValue(h.email);

      // The database is back: the same click sends the same signup.
      await page.unroute('**/trpc/lead.submit**');
      await submitButton(contact).click();
      await expect(page).toHaveURL(/\/bedankt$/);
    } finally {
      away.child.kill('SIGTERM');
      await away.exited;
    }
  });

  test('can be filled in and sent with the keyboard alone, in the order of the spec', async ({ page }) => {
    const h = household();
    await page.goto('/');
    const contact = form(page);
    await contact.getByLabel('Voornaam', { exact: true }).focus();
    for (const value of [h.firstName, h.lastName, h.phone, h.email, h.street, h.houseNumber, h.postalCode, h.city]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // Now on the softener choice (25L): the arrow key moves to 18L.
    await expect(contact.getByRole('radio', { name: `25L ${SITE.brand}` })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(contact.getByRole('radio', { name: `18L ${SITE.brand}` })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('radio', { name: 'Ja' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(consent(contact)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('link', { name: /privacyverklaring/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(submitButton(contact)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bedankt$/);
  });

  test('has no WCAG 2.1 AA violations, also while showing errors', async ({ page }) => {
    await page.goto('/');
    const axe = () => new AxeBuilder({ page }).include('#contact').withTags(WCAG_21_AA).analyze();
    expect((await axe()).violations).toEqual([]);
    await submitButton(form(page)).click();
    await expect(form(page).getByText(LEAD_MESSAGES.firstName)).toBeVisible();
    expect((await axe()).violations).toEqual([]);
  });
});

test.describe('the thank-you page', () => {
  test('says what happens next, leads home, stays out of search results, and passes axe', async ({ page }) => {
    await page.goto('/bedankt');
    await expect(page).toHaveTitle(/Bedankt voor uw aanmelding!/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanmelding!' })).toBeVisible();
    await expect(page.getByText('We hebben uw gegevens goed ontvangen.', { exact: false })).toBeVisible();
    await expect(page.getByText('bevestigingsmail gestuurd', { exact: false })).toBeVisible();
    for (const step of NEXT_STEPS) await expect(page.getByText(step.text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
