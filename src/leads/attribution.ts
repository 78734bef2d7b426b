/**
 * Where a visit came from: the first page of the visit and its UTM parameters, kept in sessionStorage
 * from the first page load (pages/(site)/+onHydrationEnd.ts) until the visitor signs up.
 */
import { LEAD_LIMITS } from './limits.ts';

export interface Attribution {
  landingPage: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export const ATTRIBUTION_STORAGE_KEY = 'groepsaankoop:attribution';

/** A page address cut to what the database keeps (the server cuts too; this keeps requests small). */
export function clipUrl(url: string, max: number = LEAD_LIMITS.sourceUrl): string {
  return url.slice(0, max);
}

/** The attribution of a visit that starts at `href`. */
export function attributionFromUrl(href: string): Attribution {
  const url = new URL(href);
  const param = (name: string) => url.searchParams.get(name)?.trim().slice(0, LEAD_LIMITS.utm) || undefined;
  const attribution: Attribution = { landingPage: clipUrl(href, LEAD_LIMITS.landingPage) };
  const utmSource = param('utm_source');
  const utmMedium = param('utm_medium');
  const utmCampaign = param('utm_campaign');
  if (utmSource) attribution.utmSource = utmSource;
  if (utmMedium) attribution.utmMedium = utmMedium;
  if (utmCampaign) attribution.utmCampaign = utmCampaign;
  return attribution;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored attribution, or undefined when there is none (or storage is unavailable or tampered with). */
export function readAttribution(storage: SessionStore | undefined): Attribution | undefined {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return undefined;
    const { landingPage, utmSource, utmMedium, utmCampaign } = stored as Record<string, unknown>;
    if (typeof landingPage !== 'string') return undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { landingPage, utmSource: text(utmSource), utmMedium: text(utmMedium), utmCampaign: text(utmCampaign) };
  } catch {
    return undefined;
  }
}

/** Keeps the attribution of the first page of the visit; later pages of the same visit change nothing. */
export function captureAttribution(storage: SessionStore | undefined, href: string): void {
  try {
    if (!storage || readAttribution(storage)) return;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionFromUrl(href)));
  } catch {
    // Storage may be disabled (private modes, strict settings): the signup simply carries no attribution.
  }
}

/** sessionStorage when the browser allows it. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
