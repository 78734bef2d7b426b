/**
 * Where the household stands, in its own words: the steps of src/household-page/progress.ts with the
 * date each was reached, the current one marked, and what happens next and when. Once it ordered, its
 * order's section says that, first on the page (OrderPanel.tsx): this one is left out (issue 42).
 */
import type { SectionProps } from './section-props.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

export function ProgressSection({ view }: SectionProps) {
  const texts = useHouseholdTexts();
  const { progress } = view;
  if (view.orderKeptUntil !== null) return null;
  return (
    <section className="household__section" aria-labelledby="progress-title">
      <h2 id="progress-title">{texts.progress.heading}</h2>
      <ol className="household__steps">
        {progress.steps.map((step) => (
          <li key={step.step} className={`household__step household__step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="household__step-mark" aria-hidden="true" />
            <span className="household__step-label">{texts.steps[step.step]}</span>
            <span className="household__step-date">
              {step.at ? <time dateTime={step.at}>{texts.date(step.at)}</time> : step.state === 'upcoming' ? texts.progress.notYet : null}
              {step.state === 'current' ? <strong className="household__step-here">{texts.progress.current}</strong> : null}
            </span>
          </li>
        ))}
      </ol>
      <h3>{texts.progress.nextHeading}</h3>
      <p>{texts.progress.next(progress.current, view.createdAt)}</p>
    </section>
  );
}
