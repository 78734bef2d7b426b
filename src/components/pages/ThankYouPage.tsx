/**
 * The thank-you page (spec section 2), in the page's language: /bedankt and /fr/merci, where a household
 * lands after signing up. The layout provides `<main>`.
 */
import { useTexts } from '../../i18n/texts.ts';
import './ThankYouPage.css';

export function ThankYouPage() {
  const { thanks: t, nextSteps, routes } = useTexts();
  return (
    <article className="thanks">
      <h1>{t.heading}</h1>
      <p>{t.received}</p>
      <p>{t.mailSent}</p>
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
    </article>
  );
}
