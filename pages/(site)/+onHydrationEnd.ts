import { captureAttribution, sessionStore } from '../../src/leads/attribution.ts';

/** On the first page load of a visit, remember where the visit started (sent with a signup). */
export function onHydrationEnd(): void {
  captureAttribution(sessionStore(), window.location.href);
}
