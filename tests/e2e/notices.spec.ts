/**
 * Notices on a public page. Saving the cookie preference on the privacy page confirms with a notice,
 * which gives these tests a real one to work with.
 */
import { expect, type Page, test } from '@playwright/test';
import { TIMINGS } from '../../src/site.ts';
import { freezeClock } from '../helpers/clock.ts';

test.use({ reducedMotion: 'reduce' });

async function showNotice(page: Page) {
  await page.getByRole('button', { name: 'Voorkeur opslaan' }).click();
  // Away from the notice: pointing at it would keep it on screen.
  await page.mouse.move(0, 0);
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Voorkeur opgeslagen' });

test('one notice at a time, gone after 5 seconds', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/privacy');
  await showNotice(page);
  await showNotice(page);
  await expect(notice(page)).toContainText('Wij plaatsen geen analytische cookies.');
  await expect(page.locator('.notice')).toHaveCount(1);
  await page.clock.runFor(TIMINGS.noticeDismissMs - 100);
  await expect(page.locator('.notice')).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(page.locator('.notice')).toHaveCount(0);
});

test('F8 moves focus to the notices, and the close button works', async ({ page }) => {
  await page.goto('/privacy');
  await showNotice(page);
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /^Meldingen/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Melding sluiten' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.notice')).toHaveCount(0);
});

async function swipe(page: Page, dx: number) {
  const box = await page.locator('.notice').boundingBox();
  if (!box) throw new Error('no notice on screen');
  const y = box.y + box.height / 2;
  const x = box.x + 20;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
  await page.mouse.move(0, 0);
}

test('a swipe of 50 px to the right dismisses a notice; a shorter one does not', async ({ page }) => {
  await page.goto('/privacy');
  await showNotice(page);
  await swipe(page, TIMINGS.noticeSwipeDismissPx - 20);
  await expect(page.locator('.notice')).toHaveCount(1);
  await swipe(page, TIMINGS.noticeSwipeDismissPx + 10);
  await expect(page.locator('.notice')).toHaveCount(0);
});
