/**
 * The footer of every public page (spec section 2): site name, tagline, the organiser's address (the
 * operator's CONTROLLER_*, never a placeholder: issue 42, T2), contact e-mail, the privacy statement and
 * cookie settings, and a copyright line with the current year.
 */
import { useSyncExternalStore } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { openConsentSettings } from '../analytics/consent.ts';
import { CONTROLLER } from '../build-env.ts';
import { companyLine } from '../content/company.ts';
import { usePageTexts, useTexts } from '../i18n/texts.ts';
import { SITE } from '../site.ts';
import { useStaticHtml } from './static-html.ts';


const YEAR_ELEMENT_ID = 'copyright-year';

function currentYear(): number {
  return new Date().getFullYear();
}

/**
 * The year as the server rendered it (a pre-rendered page carries its build's year). Hydration starts
 * from it, then React moves on to the visitor's current year if that differs: no hydration mismatch.
 */
function renderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  return Number(document.getElementById(YEAR_ELEMENT_ID)?.textContent) || currentYear();
}

function CurrentYear() {
  const year = useSyncExternalStore(
    () => () => {},
    currentYear,
    renderedYear,
  );
  return <span id={YEAR_ELEMENT_ID}>{year}</span>;
}

export function Footer() {
  const { footer: t, site, routes } = useTexts();
  const s = usePageTexts()?.sections.footer;
  // Static markup: the name, the tagline and the addresses are not in the page's JavaScript.
  const brand = useStaticHtml(
    import.meta.env.SSR && s && (
      <>
        <p className="site-footer__name">{site.name}</p>
        <p>{s.tagline}</p>
      </>
    ),
  );
  const addresses = useStaticHtml(
    import.meta.env.SSR &&
      s &&
      CONTROLLER && (
        <>
          <h2 className="site-footer__heading">{s.organiser}</h2>
          <address className="site-footer__address">
            {CONTROLLER.name}
            <br />
            {CONTROLLER.address}
          </address>
        </>
      ),
  );
  // The legal entity behind the site, when configured (CONTROLLER_*): Belgian law wants its company number shown.
  const company = companyLine(CONTROLLER, t.companyNumber);
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div {...brand} />
        <div {...addresses} />
        <div>
          <h2 className="site-footer__heading">{t.contact}</h2>
          <p>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <ul className="site-footer__links">
            <li>
              <a href={routes.privacy}>{t.privacy}</a>
            </li>
            <li>
              {/* Disabled until the page's scripts run: before, a press would open nothing, and say nothing. */}
              <button type="button" className="site-footer__link-button" onClick={openConsentSettings} disabled={!hydrated}>
                {t.cookieSettings}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © <CurrentYear /> {site.name}. {t.rights}
        </p>
        {company ? <p>{company}</p> : null}
      </div>
    </footer>
  );
}
