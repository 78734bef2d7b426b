/** How big the controls on screen are: every one a thumb can hit on a phone (44 px), a pointer on a laptop (24 px). */
import type { Page } from '@playwright/test';

/** Every control on screen smaller than `min` px in either direction, named. */
export async function smallControls(page: Page, min: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="menuitem"], [role="button"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // A password field's <input> sits inside the box that looks (and taps) like the field.
      const box = (element.closest('.mantine-Input-input') ?? element).getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"]')) continue;
      if (box.width < limit || box.height < limit) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
        small.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, min);
}
