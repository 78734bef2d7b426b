/**
 * Where the household stands, in its own words: the steps of src/household-page/progress.ts with the
 * date each was reached, the current one marked, and what happens next and when.
 */
import { householdDate, PROGRESS_TEXTS, STEP_LABELS } from '../texts.ts';
import type { SectionProps } from './section-props.ts';

export function ProgressSection({ view }: SectionProps) {
  const { progress } = view;
  return (
    <section className="household__section" aria-labelledby="progress-title">
      <h2 id="progress-title">{PROGRESS_TEXTS.heading}</h2>
      <ol className="household__steps">
        {progress.steps.map((step) => (
          <li key={step.step} className={`household__step household__step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="household__step-mark" aria-hidden="true" />
            <span className="household__step-label">{STEP_LABELS[step.step]}</span>
            <span className="household__step-date">
              {step.at ? <time dateTime={step.at}>{householdDate(step.at)}</time> : step.state === 'upcoming' ? PROGRESS_TEXTS.notYet : null}
              {step.state === 'current' ? <strong className="household__step-here">{PROGRESS_TEXTS.current}</strong> : null}
            </span>
          </li>
        ))}
      </ol>
      <h3>{PROGRESS_TEXTS.nextHeading}</h3>
      <p>{PROGRESS_TEXTS.next(progress.current, view.createdAt)}</p>
    </section>
  );
}
