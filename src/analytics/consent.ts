/**
 * The visitor's choice about analytics cookies: asked by the cookie banner, remembered in localStorage
 * (not a cookie: it is needed to honour the choice itself), changeable from the footer and the privacy
 * page. A tiny store outside React so the banner, the footer and the analytics hook share one state.
 * A choice made under an older cookie policy counts as no choice: the visitor is asked again.
 */
import { PRIVACY_VERSION_DATE } from '../site.ts';

export type ConsentChoice = 'accepted' | 'refused';

export interface ConsentState {
  /** null: not asked yet; undefined: not known (server rendering, before hydration). */
  choice: ConsentChoice | null | undefined;
  /** The visitor asked to see the choice again (footer button). */
  settingsOpen: boolean;
}

const CONSENT_STORAGE_KEY = 'cookieConsent';

interface StoredConsent {
  choice: ConsentChoice;
  policy: string;
  date: string;
}

/** The choice stored under `raw`, or null when there is none for the current policy. */
export function parseStoredConsent(raw: string | null, policy: string = PRIVACY_VERSION_DATE): ConsentChoice | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (stored?.policy !== policy) return null;
    return stored.choice === 'accepted' || stored.choice === 'refused' ? stored.choice : null;
  } catch {
    return null;
  }
}

export function serializeConsent(choice: ConsentChoice, date: Date, policy: string = PRIVACY_VERSION_DATE): string {
  const stored: StoredConsent = { choice, policy, date: date.toISOString() };
  return JSON.stringify(stored);
}

export const SERVER_CONSENT_STATE: ConsentState = { choice: undefined, settingsOpen: false };

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (private modes, strict settings): then the choice lasts for this page only.
    return null;
  }
}

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The current state (browser only; reads the stored choice the first time). */
export function consentState(): ConsentState {
  state ??= { choice: parseStoredConsent(storage()?.getItem(CONSENT_STORAGE_KEY) ?? null), settingsOpen: false };
  return state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the visitor's choice and closes the banner. */
export function saveConsent(choice: ConsentChoice): void {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice, new Date()));
  } catch {
    // Quota or blocked storage: the choice still applies to this page.
  }
  setState({ choice, settingsOpen: false });
}

/** Shows the banner again so the visitor can change the choice. */
export function openConsentSettings(): void {
  setState({ ...consentState(), settingsOpen: true });
}
