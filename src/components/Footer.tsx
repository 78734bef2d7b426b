/**
 * The footer of every public page (spec section 2): site name, tagline, head office and warehouse,
 * contact e-mail, the privacy statement and cookie settings, and a copyright line with the current year.
 */
import { useSyncExternalStore } from 'react';
import { openConsentSettings } from '../analytics/consent.ts';
import { CONTROLLER } from '../build-env.ts';
import { companyLine } from '../content/company.ts';
import { SITE } from '../site.ts';

/** The legal entity behind the site, when configured (CONTROLLER_*): Belgian law wants its company number shown. */
const COMPANY = companyLine(CONTROLLER);

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

function Address({ place }: { place: { label: string; street: string; postalCode: string; city: string } }) {
  return (
    <div className="site-footer__address">
      <h3 className="site-footer__subheading">{place.label}</h3>
      <address>
        {place.street}
        <br />
        {place.postalCode} {place.city}
      </address>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__name">{SITE.name}</p>
          <p>{SITE.tagline}</p>
        </div>
        <div>
          <h2 className="site-footer__heading">Adressen</h2>
          <div className="site-footer__addresses">
            <Address place={SITE.headOffice} />
            <Address place={SITE.warehouse} />
          </div>
        </div>
        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <p>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <ul className="site-footer__links">
            <li>
              <a href="/privacy">Privacyverklaring</a>
            </li>
            <li>
              <button type="button" className="site-footer__link-button" onClick={openConsentSettings}>
                Cookie-instellingen
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © <CurrentYear /> {SITE.name}. Alle rechten voorbehouden.
        </p>
        {COMPANY ? <p>{COMPANY}</p> : null}
      </div>
    </footer>
  );
}
