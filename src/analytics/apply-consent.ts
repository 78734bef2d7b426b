/** What a visitor's cookie choice does, from the banner and from the privacy page's settings alike. */
import { type ConsentChoice, saveConsent } from './consent.ts';
import { removeAnalyticsCookies } from './tag-manager.ts';

/** Stores the choice; withdrawing an earlier consent also removes the cookies and the loaded script. */
export function applyConsent(choice: ConsentChoice, previous: ConsentChoice | null | undefined): void {
  saveConsent(choice);
  if (choice === 'refused' && previous === 'accepted') {
    removeAnalyticsCookies();
    // The tag manager cannot be unloaded from a running page: start a clean one.
    window.location.reload();
  }
}
