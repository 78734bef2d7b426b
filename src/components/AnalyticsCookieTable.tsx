/**
 * The table of analytics cookies in the privacy statement (/privacy and /fr/vie-privee): one row per
 * cookie of src/content/cookies.ts, in the page's language, under the headings of the statement's
 * dictionary. Focusable, so that keyboard users can scroll it where it is wider than a phone.
 */
import { ANALYTICS_COOKIES } from '../content/cookies.ts';
import type { PrivacyTexts } from '../content/privacy.ts';
import type { Locale } from '../i18n/locale.ts';

export function AnalyticsCookieTable({ headings, locale }: { headings: PrivacyTexts['cookieTable']; locale: Locale }) {
  return (
    <div className="privacy__table-wrap" role="region" aria-label={headings.label} tabIndex={0}>
      <table className="privacy__table">
        <caption className="sr-only">{headings.label}</caption>
        <thead>
          <tr>
            <th scope="col">{headings.cookie}</th>
            <th scope="col">{headings.purpose}</th>
            <th scope="col">{headings.retention}</th>
          </tr>
        </thead>
        <tbody>
          {ANALYTICS_COOKIES.map((cookie) => {
            const text = locale === 'fr' ? cookie.fr : cookie;
            return (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{text.shown}</code>
                </th>
                <td>{text.purpose}</td>
                <td>{text.retention}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
