/**
 * The cookie banner: asks once whether analytics cookies may be used (accept or refuse, equally easy),
 * and again whenever the visitor opens the cookie settings from the footer. Only shown when the site
 * has analytics configured, or on request.
 */
import { useEffect, useId, useRef } from 'react';
import { type ConsentChoice, saveConsent } from '../analytics/consent.ts';
import { removeAnalyticsCookies } from '../analytics/tag-manager.ts';
import { useConsent } from '../analytics/useAnalytics.ts';
import { useTexts } from '../i18n/texts.ts';
import { readRuntimeConfig } from '../runtime-config.ts';

/** Stores the choice; withdrawing an earlier consent also removes the cookies and the loaded script. */
export function applyConsent(choice: ConsentChoice, previous: ConsentChoice | null | undefined): void {
  saveConsent(choice);
  if (choice === 'refused' && previous === 'accepted') {
    removeAnalyticsCookies();
    // The tag manager cannot be unloaded from a running page: start a clean one.
    window.location.reload();
  }
}

export function CookieBanner() {
  const { choice, settingsOpen } = useConsent();
  const { cookies: t, routes } = useTexts();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const visible = settingsOpen || (choice === null && readRuntimeConfig().gtmId !== null);

  // Opened on request from the footer: take the visitor there.
  useEffect(() => {
    if (settingsOpen) ref.current?.focus();
  }, [settingsOpen]);

  if (!visible) return null;
  return (
    <section ref={ref} className="cookie-banner" aria-labelledby={titleId} tabIndex={-1}>
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          {t.title}
        </h2>
        <p className="cookie-banner__text">
          {t.question}
          <a href={`${routes.privacy}#cookies`}>{t.policyLink}</a>.{choice ? t.current(choice === 'accepted') : null}
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={() => applyConsent('accepted', choice)}>
            {t.accept}
          </button>
          <button type="button" className="button button--outline" onClick={() => applyConsent('refused', choice)}>
            {t.refuse}
          </button>
        </div>
      </div>
    </section>
  );
}
