/**
 * The table of analytics cookies in the privacy statement (/privacy and /fr/vie-privee): one row per
 * cookie of src/content/cookies.ts, in the page's language. Focusable, so that keyboard users can scroll
 * it where it is wider than a phone.
 */
import { ANALYTICS_COOKIES } from '../content/cookies.ts';
import type { Locale } from '../i18n/locale.ts';

const HEADINGS: Record<Locale, { label: string; cookie: string; purpose: string; retention: string }> = {
  nl: { label: 'Analytische cookies', cookie: 'Cookie', purpose: 'Doel', retention: 'Hoe lang' },
  fr: { label: 'Cookies analytiques', cookie: 'Cookie', purpose: 'Finalité', retention: 'Durée' },
};

export function AnalyticsCookieTable({ locale }: { locale: Locale }) {
  const headings = HEADINGS[locale];
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
