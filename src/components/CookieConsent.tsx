/**
 * Where the cookie banner goes: it asks once whether analytics cookies may be used, and again whenever the
 * visitor opens the cookie settings from the footer; only when the site has analytics configured, or on
 * request. The banner itself (CookieBanner.tsx) is loaded only then: most visits, and every visit of an
 * installation without analytics, never download it.
 */
import { lazy, Suspense } from 'react';
import type { ConsentChoice } from '../analytics/consent.ts';
import { useConsent } from '../analytics/useAnalytics.ts';
import { readRuntimeConfig } from '../runtime-config.ts';

const CookieBanner = lazy(() => import('./CookieBanner.tsx'));

function cookieBannerVisible(choice: ConsentChoice | null | undefined, settingsOpen: boolean): boolean {
  return settingsOpen || (choice === null && readRuntimeConfig().gtmId !== null);
}

export function CookieConsent() {
  const { choice, settingsOpen } = useConsent();
  if (!cookieBannerVisible(choice, settingsOpen)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
