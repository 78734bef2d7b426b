import { expect, type Page, test } from '@playwright/test';
import { estimateSavings } from '../../src/calculator/savings.ts';
import { NL_TEXTS } from '../../src/i18n/nl.ts';
import { NL_ROUND_TEXTS } from '../../src/rounds/texts.ts';
import { FAQ, staticAnswers } from '../../src/content/faq.ts';
import { HOUSEHOLD_COUNT_PATH } from '../../src/households/count.ts';
import { SAMPLE_TESTIMONIALS } from '../../src/content/testimonials.ts';
import { formatEuro, formatNumber } from '../../src/format.ts';
import { SCROLL_OFFSETS, SECTION_IDS, TIMINGS } from '../../src/site.ts';
import { holdScripts } from '../helpers/browser.ts';
import { freezeClock } from '../helpers/clock.ts';


const householdsSentence = (count: number) => NL_TEXTS.households(formatNumber(count));

/** Distance between the top of the window and the top of a section, in px. */
function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN), id);
}

test.describe('the server-rendered home page', () => {
  test('contains every section and all 14 FAQ questions and answers without JavaScript', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const id of Object.values(SECTION_IDS)) {
      expect(html, `section #${id}`).toContain(`id="${id}"`);
    }
    for (const sample of SAMPLE_TESTIMONIALS) expect(html).not.toContain(sample.author);
    // The spec's 14 questions and where the softeners are made; six are the sellers' promises (decision 057).
    expect(FAQ).toHaveLength(15);
    // React escapes quotes and ampersands in text; the questions and answers have neither.
    for (const { question, answer } of staticAnswers(FAQ)) {
      expect(html).toContain(question);
      expect(html).toContain(answer);
    }
    // No round is planned on this server: the HTML says what is true (decisions 021, 047), and has no timer.
    expect(html).toContain(NL_ROUND_TEXTS.form.waiting(null, null));
    expect(html).not.toContain('role="timer"');
    expect(html).toContain('Vul de gegevens in en bereken uw besparing');
  });
});

test.describe('the savings calculator', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the prompt, then the estimate of the formulas for the defaults', async ({ page }) => {
    await page.goto('/');
    const calculator = page.locator(`#${SECTION_IDS.calculator}`);
    await expect(calculator.getByText('Vul de gegevens in en bereken uw besparing')).toBeVisible();
    await calculator.getByRole('button', { name: 'Bereken mijn besparing' }).click();

    const expected = estimateSavings(19, 4);
    await expect(calculator.getByTestId('yearly-savings')).toHaveText(formatEuro(expected.yearlySavings));
    await expect(calculator.getByTestId('bottled-water')).toHaveText(`${formatNumber(expected.bottledWaterLitres)} liter`);
    await expect(calculator.getByTestId('product-savings')).toHaveText(formatEuro(expected.productSavings));
    await expect(calculator.getByTestId('appliance-life')).toHaveText(`${expected.applianceLifeYears} jaar`);
    await expect(calculator.getByText(/Schatting op basis van gemiddelde waarden/)).toBeVisible();
    await expect(calculator.getByText('Vul de gegevens in en bereken uw besparing')).toHaveCount(0);
  });

  test('a slider moved before the scripts run (a slow phone) keeps its place and counts', async ({ page }) => {
    // The page's scripts wait until the slider has moved, as on a slow connection.
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const calculator = page.locator(`#${SECTION_IDS.calculator}`);
    const hardness = calculator.getByRole('slider', { name: 'Waterhardheid' });
    await hardness.focus();
    await page.keyboard.press('End');
    await expect(hardness).toHaveValue('45');
    await expect(hardness).toHaveAttribute('aria-valuetext', '19 °fH');

    releaseScripts();
    await expect(hardness).toHaveAttribute('aria-valuetext', '45 °fH');
    await expect(hardness).toHaveValue('45');
    await calculator.getByRole('button', { name: 'Bereken mijn besparing' }).click();
    const expected = estimateSavings(45, 4);
    await expect(calculator.getByTestId('yearly-savings')).toHaveText(formatEuro(expected.yearlySavings));
  });

  test('moves the sliders with Home, End, arrows, PageUp and PageDown', async ({ page }) => {
    await page.goto('/');
    const calculator = page.locator(`#${SECTION_IDS.calculator}`);
    const hardness = calculator.getByRole('slider', { name: 'Waterhardheid' });
    const persons = calculator.getByRole('slider', { name: 'Aantal personen' });

    await hardness.focus();
    await expect(hardness).toHaveValue('19');
    await page.keyboard.press('End');
    await expect(hardness).toHaveValue('45');
    await page.keyboard.press('PageDown');
    await expect(hardness).toHaveValue('35');
    await page.keyboard.press('ArrowLeft');
    await expect(hardness).toHaveValue('34');
    await page.keyboard.press('Home');
    await expect(hardness).toHaveValue('5');
    await page.keyboard.press('PageUp');
    await expect(hardness).toHaveValue('15');
    await page.keyboard.press('ArrowUp');
    await expect(hardness).toHaveValue('16');
    await expect(hardness).toHaveAttribute('aria-valuetext', '16 °fH');

    await persons.focus();
    await page.keyboard.press('PageUp');
    await expect(persons).toHaveValue('8');
    await page.keyboard.press('ArrowDown');
    await expect(persons).toHaveValue('7');
    await expect(calculator.getByText('7 personen', { exact: true })).toBeVisible();

    await calculator.getByRole('button', { name: 'Bereken mijn besparing' }).click();
    const expected = estimateSavings(16, 7);
    await expect(calculator.getByTestId('yearly-savings')).toHaveText(formatEuro(expected.yearlySavings));
    await expect(calculator.getByTestId('product-savings')).toHaveText(formatEuro(expected.productSavings));
  });
});

test.describe('timed behaviour, on a controlled clock', () => {
  test('the yearly savings count up in steps of ceil(total / 30), one every 20 ms', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const calculator = page.locator(`#${SECTION_IDS.calculator}`);
    await calculator.getByRole('button', { name: 'Bereken mijn besparing' }).click();
    const total = estimateSavings(19, 4).yearlySavings;
    const step = Math.ceil(total / TIMINGS.counterSteps);
    const yearly = calculator.getByTestId('yearly-savings');
    await expect(yearly).toHaveText(formatEuro(0));
    await page.clock.runFor(TIMINGS.counterTickMs);
    await expect(yearly).toHaveText(formatEuro(step));
    await page.clock.runFor(TIMINGS.counterTickMs);
    await expect(yearly).toHaveText(formatEuro(2 * step));
    await page.clock.runFor(TIMINGS.counterTickMs * TIMINGS.counterSteps);
    await expect(yearly).toHaveText(formatEuro(total));
  });

  test('without a round the hero says nothing about rounds, the form that a signup counts for the next one, never a countdown', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(page.getByTestId('round-hero')).toBeEmpty();
    await expect(page.getByTestId('round-hero')).toBeHidden();
    await expect(page.getByTestId('round-form')).toHaveText(NL_ROUND_TEXTS.form.waiting(null, null));
    await page.clock.runFor(5000);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByTestId('round-hero')).toBeEmpty();
  });
});

test.describe('the count of households (decision 022)', () => {
  test('shows the figure the endpoint gives, rounded down already, and nothing when it gives none', async ({ page }) => {
    await page.route(HOUSEHOLD_COUNT_PATH, (route) => route.fulfill({ json: { households: 340 } }));
    await page.goto('/');
    await expect(page.getByTestId('household-count')).toHaveText(householdsSentence(340));
    await page.route(HOUSEHOLD_COUNT_PATH, (route) => route.fulfill({ json: { households: null } }));
    await page.goto('/gent', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('household-count')).toHaveCount(0);
    await page.route(HOUSEHOLD_COUNT_PATH, (route) => route.fulfill({ status: 503, json: { message: 'x' } }));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('household-count')).toHaveCount(0);
  });

  test('is not in the HTML: a visitor without JavaScript never sees a figure', async ({ request }) => {
    for (const path of ['/', '/gent']) expect(await (await request.get(path)).text()).not.toContain('schreven zich in voor deze groepsaankoop');
  });
});

test.describe('header and menu', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the header gains a shadow after 50 px of scrolling', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((px) => window.scrollTo(0, px), TIMINGS.headerShadowAfterPx);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate((px) => window.scrollTo(0, px + 1), TIMINGS.headerShadowAfterPx);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('the menu scrolls to a section, 80 px above it, and the benefits button stops 100 px above', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'Type waterverzachters' }).click();
    await expect.poll(() => sectionTop(page, SECTION_IDS.models)).toBe(SCROLL_OFFSETS.menu);
    await expect(page.locator(`#${SECTION_IDS.models}`)).toBeFocused();

    await menu.getByRole('button', { name: 'Voordelen' }).click();
    await menu.getByRole('link', { name: 'Alle voordelen' }).click();
    await expect.poll(() => sectionTop(page, SECTION_IDS.benefits)).toBe(SCROLL_OFFSETS.menu);
    await expect(menu.getByRole('link', { name: 'Alle voordelen' })).toBeHidden();

    await page.getByRole('link', { name: 'Bekijk alle voordelen' }).click();
    await expect.poll(() => sectionTop(page, SECTION_IDS.benefits)).toBe(SCROLL_OFFSETS.benefitsButton);

    await page.locator('.site-header__logo').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the Voordelen dropdown opens, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const button = menu.getByRole('button', { name: 'Voordelen' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Specificaties' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Specificaties' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('on another page the menu leads to the home page’s section', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator(`#${SECTION_IDS.contact}`)).toBeInViewport();
  });
});

test.describe('on a phone (375 px wide)', () => {
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

  test('the toggle menu lists the three items and scrolls to the chosen section', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Voordelen' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('link');
    await expect(items).toHaveText(['Voordelen', 'Type waterverzachters', 'Contact']);

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
    await expect.poll(() => sectionTop(page, SECTION_IDS.contact)).toBe(SCROLL_OFFSETS.menu);
  });

  test('the menu closes with Escape and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Voordelen' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('FAQ', () => {
  test('several questions can be open at once, and "Stel uw vraag" leads to the form', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const faq = page.locator(`#${SECTION_IDS.faq}`);
    const [first, second] = [staticAnswers(FAQ).at(0), staticAnswers(FAQ).at(5)];
    if (!first || !second) throw new Error('the FAQ has fewer than six entries');
    await faq.getByText(first.question).click();
    await faq.getByText(second.question).click();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(2);

    await faq.getByRole('link', { name: 'Stel uw vraag' }).click();
    await expect.poll(() => sectionTop(page, SECTION_IDS.contact)).toBe(SCROLL_OFFSETS.menu);
  });
});

test.describe('reveal animations', () => {
  test('benefit cards wait until the section is visible, then all show', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('.benefit-grid');
    await expect(grid).toHaveAttribute('data-reveal', 'pending');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toHaveAttribute('data-reveal', 'shown');
    await expect(grid.locator('.benefit-card').last()).toHaveCSS('opacity', '1');
  });

  test('nothing is hidden for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(page.locator('.benefit-card').first()).toHaveCSS('opacity', '1');
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/privacy', '/bestaat-niet']) {
    test(`${path} hydrates without errors or warnings in the console`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // The not-found page's own 404 response is the one expected network error.
        if (message.text().includes('status of 404')) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(path, { waitUntil: 'networkidle' });
      // Interactive once hydrated: the menu toggles.
      const button = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Voordelen' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(problems).toEqual([]);
    });
  }
});
