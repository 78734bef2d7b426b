import { NEXT_STEPS } from '../../../src/leads/next-steps.ts';
import { THANK_YOU_TEXTS as T } from './texts.ts';
import './thanks.css';

/** /bedankt: where a household lands after signing up (spec section 2). The layout provides `<main>`. */
export default function Page() {
  return (
    <article className="thanks">
      <h1>{T.heading}</h1>
      <p>{T.received}</p>
      <p>{T.mailSent}</p>
      <h2>{T.expectHeading}</h2>
      <ol className="thanks__steps">
        {NEXT_STEPS.map((step) => (
          <li key={step.key}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <a className="thanks__home" href="/">
        {T.home}
      </a>
    </article>
  );
}
