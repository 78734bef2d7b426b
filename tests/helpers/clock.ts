import type { Page } from '@playwright/test';

/**
 * Gives the page a fake clock that stands still until the test moves it with `page.clock.runFor()`, so
 * timers (countdown, counter, carousel, notices) advance exactly as far as the test says.
 */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T09:00:00+01:00');
  // Installed an hour before the moment it stands still at: the installed clock runs until paused, and
  // pausing at a moment it has already passed fails (it did, by a millisecond, on a busy machine).
  await page.clock.install({ time: new Date(start.getTime() - 3_600_000) });
  await page.clock.pauseAt(new Date(start.getTime() + 1));
}
