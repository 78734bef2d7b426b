/**
 * Signing out while a read is still on its way: its 401 (the session has just ended) is the sign-out, not
 * an expired session. A CI run caught the back office landing on "Uw sessie is verlopen" after "Uitloggen"
 * when the statistics tab's reads were slower than the sign-out; here one read is held back on purpose.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { logIn } from '../helpers/browser.ts';

test('signing out while a read is on its way lands on the plain login, not on "session expired"', async ({ page }) => {
  await logIn(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldOne = false;
  // The next read of the statistics tab waits until the sign-out has gone through.
  await page.route(/\/trpc\/[^?]*admin\.stats/, async (route) => {
    if (heldOne) return route.continue();
    heldOne = true;
    await held;
    await route.continue();
  });
  await page.getByRole('tab', { name: ADMIN_TEXT.statsTab }).click();
  await expect.poll(() => heldOne).toBe(true);
  // The sign-out reaches the server (the session ends there), but its answer is held back too.
  let answerLogout: () => void = () => {};
  const logoutHeld = new Promise<void>((resolve) => (answerLogout = resolve));
  let loggedOutOnServer = false;
  await page.route(/\/trpc\/[^?]*admin\.logout/, async (route) => {
    const response = await route.fetch();
    loggedOutOnServer = true;
    await logoutHeld;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
  await expect.poll(() => loggedOutOnServer).toBe(true);
  // The held read now reaches a server whose session is gone, and its 401 comes back before the sign-out's answer.
  const refused = page.waitForResponse((response) => /admin\.stats/.test(response.url()));
  release();
  expect((await refused).status()).toBe(401);
  await page.waitForTimeout(300);
  answerLogout();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/admin$/);
});
