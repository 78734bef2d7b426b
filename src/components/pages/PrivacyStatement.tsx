/**
 * The privacy statement with the cookie policy (spec section 2; /privacy and /fr/vie-privee), laid out
 * once and worded by the page's dictionary (src/content/privacy.ts, src/content/fr/privacy.ts): who the
 * controller is, what the signup form stores, why, for how long, with whom, the visitor's rights and how
 * to use them, and the cookies the site sets, with the cookie settings. The version is
 * PRIVACY_VERSION_DATE; the controller and the retention period are built into the page (src/build-env.ts).
 */
import { CONTROLLER, RETENTION_MONTHS } from '../../build-env.ts';
import type { PrivacyTexts, PrivacyValues } from '../../content/privacy.ts';
import type { Locale } from '../../i18n/locale.ts';
import { ORDER_KEEP_YEARS } from '../../orders/data/keeping.ts';
import { CLAIMS, PRIVACY_VERSION_DATE, SITE } from '../../site.ts';
import { AnalyticsCookieTable } from '../AnalyticsCookieTable.tsx';
import { CookieSettings } from '../CookieSettings.tsx';

export function PrivacyStatement({ texts: t, locale }: { texts: PrivacyTexts; locale: Locale }) {
  const values: PrivacyValues = {
    date: PRIVACY_VERSION_DATE,
    controller: t.controllerSentence(CONTROLLER),
    // Keyed: the texts place it in an array of parts (React warned of a child without a key).
    mail: <a key="mail" href={`mailto:${SITE.email}`}>{SITE.email}</a>,
    callWithinWorkingDays: CLAIMS.callWithinWorkingDays,
    retentionMonths: RETENTION_MONTHS,
    orderKeepYears: ORDER_KEEP_YEARS,
  };
  const rightsMail = <a key="mail" href={`mailto:${SITE.email}?subject=${encodeURIComponent(t.rightsMailSubject)}`}>{SITE.email}</a>;
  return (
    <article className="section privacy">
      <div className="container">
        <h1>{t.title}</h1>
        <p className="privacy__version">{t.version(values)}</p>
        <p>{t.intro}</p>

        <h2>{t.controllerHeading}</h2>
        <p>{t.contact(values)}</p>

        <h2>{t.dataHeading}</h2>
        <p>{t.dataIntro}</p>
        <ul>
          {t.formFields.map((field) => (
            <li key={field}>
              {field}
              {t.formFieldEnd}
            </li>
          ))}
          <li>{t.pageAndLanguage}</li>
          <li>{t.campaign}</li>
          <li>{t.progress}</li>
        </ul>
        <p>{t.consent}</p>
        <p>{t.logs}</p>

        <h2>{t.purposesHeading}</h2>
        <ul>
          {t.purposes(values).map((parts, index) => (
            <li key={index}>{parts}</li>
          ))}
        </ul>
        <p>{t.legalBasis}</p>

        <h2>{t.retentionHeading}</h2>
        <p>{t.retention(values)}</p>

        <h2 id="bestelling">{t.ordersHeading}</h2>
        <p>{t.orders(values)}</p>
        <p>{t.ordersErasure(values)}</p>

        <h2>{t.sharingHeading}</h2>
        <p>{t.sharing}</p>

        <h2>{t.securityHeading}</h2>
        <p>{t.security}</p>

        <h2>{t.rightsHeading}</h2>
        <p>{t.rightsIntro}</p>
        <ul>
          {t.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p>{t.exerciseRights({ ...values, mail: rightsMail })}</p>
        <p>{t.complaint}</p>

        <h2 id="cookies">{t.cookiesHeading}</h2>
        <p>{t.cookiesIntro}</p>
        <h3>{t.analyticsHeading}</h3>
        <p>{t.analytics}</p>
        <AnalyticsCookieTable headings={t.cookieTable} locale={locale} />
        <h3>{t.choiceHeading}</h3>
        <p>{t.choice}</p>
        <CookieSettings />

        <h2>{t.changesHeading}</h2>
        <p>{t.changes}</p>
      </div>
    </article>
  );
}
