/** Stop (or resume) every mail but those the law requires, without erasing anything. */
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

export function MailChoiceSection({ token, view, onView, onLinkGone }: SectionProps) {
  const texts = useHouseholdTexts();
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const stopped = view.mailStoppedAt !== null;
  const choose = (stop: boolean) => run(async () => onView(await household.setMailStopped.mutate({ token, stopped: stop })));

  return (
    <section className="household__section" aria-labelledby="mail-title">
      <h2 id="mail-title">{texts.mailChoice.heading}</h2>
      <p role="status">{view.mailStoppedAt !== null ? texts.mailChoice.stopped(view.mailStoppedAt) : texts.mailChoice.receiving}</p>
      <p className="household__error" role="alert">
        {failure}
      </p>
      <button type="button" className="button button--outline" onClick={() => void choose(!stopped)} disabled={busy} aria-busy={busy}>
        {busy ? texts.mailChoice.busy : stopped ? texts.mailChoice.resume : texts.mailChoice.stop}
      </button>
    </section>
  );
}
