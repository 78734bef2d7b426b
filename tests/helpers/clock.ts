import type { Page } from '@playwright/test';

/**
 * Gives the page a fake clock that stands still until the test moves it with `page.clock.runFor()`, so
 * timers (countdown, counter, carousel, notices) advance exactly as far as the test says.
 */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T09:00:00+01:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1));
}
