/**
 * The cookie banner: asks once whether analytics cookies may be used (accept or refuse, equally easy),
 * and again whenever the visitor opens the cookie settings from the footer. CookieConsent.tsx decides
 * when it shows and loads it then.
 */
import { useEffect, useId, useRef } from 'react';
import { applyConsent } from '../analytics/apply-consent.ts';
import { useConsent } from '../analytics/useAnalytics.ts';
import { useTexts } from '../i18n/texts.ts';

/** Loaded only when it shows (CookieConsent.tsx). */
export default function CookieBanner() {
  const { choice, settingsOpen } = useConsent();
  const { cookies: t, routes } = useTexts();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  // Opened on request from the footer: take the visitor there.
  useEffect(() => {
    if (settingsOpen) ref.current?.focus();
  }, [settingsOpen]);

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
