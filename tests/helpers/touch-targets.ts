/**
 * Every control of a page that a thumb would miss (issue 43): each button, link, input, select and
 * textarea on screen whose box is under 44 × 44 px, the compact sizes and number steppers included. An
 * input drawn by its label (a segmented control's radio, a switch's checkbox: transparent or collapsed)
 * is measured by that label, which is what the finger touches; an input inside a field drawn around it
 * (a password's field with its show button) by that field.
 */
import type { Page } from '@playwright/test';

const THUMB_PX = 44;

/** 'button "Envoyer" 120×26' for every control under the size; [] when every one fits. */
export function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="radio"], [role="checkbox"]');
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (control.closest('[hidden], [aria-hidden="true"]') || style.display === 'none' || style.visibility === 'hidden') continue;
      let target: HTMLElement = control.closest<HTMLElement>('.mantine-Input-input') ?? control;
      const own = control.getBoundingClientRect();
      if (control instanceof HTMLInputElement && (Number(style.opacity) === 0 || own.width < 2 || own.height < 2)) {
        target = control.labels?.[0] ?? control.closest('label') ?? control;
      }
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < least || box.height < least) {
        const name = (target.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || control.getAttribute('type') || '').trim().slice(0, 40);
        found.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, THUMB_PX);
}
