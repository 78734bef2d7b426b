import { useEffect, useSyncExternalStore } from 'react';
import { readRuntimeConfig } from '../runtime-config.ts';
import { type ConsentState, consentState, SERVER_CONSENT_STATE, subscribeConsent } from './consent.ts';
import { loadTagManager, pushPageView } from './tag-manager.ts';

/** The consent state, for components (the server renders "not known yet"). */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentState, () => SERVER_CONSENT_STATE);
}

/**
 * Page views for the current path: only when the site has a tag-manager container and the visitor
 * accepted. Runs again on every route change and right after the visitor accepts.
 */
export function useAnalytics(pathname: string): void {
  const { choice } = useConsent();
  useEffect(() => {
    const { gtmId } = readRuntimeConfig();
    if (choice !== 'accepted' || !gtmId) return;
    loadTagManager(gtmId);
    pushPageView(pathname);
  }, [choice, pathname]);
}
