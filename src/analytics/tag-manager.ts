/**
 * Google Tag Manager, loaded only after consent (see useAnalytics.ts): the container script from the
 * tag-manager host, and a page view with the path pushed to its data layer on every route change.
 */
import { isAnalyticsCookie } from '../content/cookies.ts';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The hosts the tag manager and Google Analytics 4 load from and report to, per directive of the
 * Content-Security-Policy (Google's guide to Tag Manager under a CSP). The server allows them only
 * when GTM_ID is set.
 */
export const TAG_MANAGER_CSP_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loaded = false;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Adds the container script once per page load (the standard snippet, without inline script). */
export function loadTagManager(containerId: string): void {
  if (loaded) return;
  loaded = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

export function pushPageView(path: string): void {
  dataLayer().push({ event: 'page_view', page_path: path });
}

/**
 * Removes the analytics cookies after consent is withdrawn. Analytics sets them on the site's domain or a
 * parent of it, so each is expired for the host and for every parent domain.
 */
export function removeAnalyticsCookies(): void {
  const labels = window.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name || !isAnalyticsCookie(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}
