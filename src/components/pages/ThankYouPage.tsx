/**
 * The thank-you page (spec section 2), in the page's language: /bedankt and /fr/merci, where a household
 * lands after signing up. Static markup: its texts (src/i18n/, page texts) are rendered by the server and
 * are not in the page's JavaScript; which round the signup joined is added after hydration (RoundReceipt).
 * The layout provides `<main>`.
 */
import { HOUSEHOLD_PAGE_PATHS } from '../../household-page/link.ts';
import type { PageOnlyTexts } from '../../i18n/texts.ts';
import { usePageTexts, useTexts } from '../../i18n/texts.ts';
import { useStaticHtml } from '../static-html.ts';
import { RoundReceipt } from './RoundReceipt.tsx';
import './ThankYouPage.css';

function ThankYouTop({ texts }: { texts: PageOnlyTexts }) {
  const { thanks: t } = texts;
  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.received}</p>
      <p>{t.mailSent}</p>
    </>
  );
}

function ThankYouNext({ texts }: { texts: PageOnlyTexts }) {
  const { thanks: t, nextSteps } = texts;
  const { routes, locale } = useTexts();
  return (
    <>
      <h2>{t.pageHeading}</h2>
      <p>{t.pageText}</p>
      <p>
        {t.noMail}
        <a href={HOUSEHOLD_PAGE_PATHS[locale]}>{t.noMailLink}</a>.
      </p>
      <h2>{t.expectHeading}</h2>
      <ol className="thanks__steps">
        {nextSteps.map((step) => (
          <li key={step.key}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <a className="thanks__home" href={routes.home}>
        {t.home}
      </a>
    </>
  );
}

export function ThankYouPage() {
  const pageTexts = usePageTexts();
  const top = useStaticHtml(import.meta.env.SSR && pageTexts && <ThankYouTop texts={pageTexts} />);
  const next = useStaticHtml(import.meta.env.SSR && pageTexts && <ThankYouNext texts={pageTexts} />);
  return (
    <article className="thanks">
      <div {...top} />
      <RoundReceipt />
      <div {...next} />
    </article>
  );
}
