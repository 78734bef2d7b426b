import { useEffect, useSyncExternalStore } from 'react';
import { readRuntimeConfig } from '../runtime-config.ts';
import { type ConsentState, consentState, SERVER_CONSENT_STATE, subscribeConsent } from './consent.ts';
import { loadTagManager, pushPageView } from './tag-manager.ts';

/** The consent state, for components (the server renders "not known yet"). */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentState, () => SERVER_CONSENT_STATE);
}

/**
 * The page view of this page: only when the site has a tag-manager container and the visitor accepted,
 * and again right after the visitor accepts. Public pages use server routing (decision 010): every route
 * change loads a page, which counts itself once here.
 */
export function useAnalytics(): void {
  const { choice } = useConsent();
  useEffect(() => {
    const { gtmId } = readRuntimeConfig();
    if (choice !== 'accepted' || !gtmId) return;
    loadTagManager(gtmId);
    pushPageView(window.location.pathname);
  }, [choice]);
}
