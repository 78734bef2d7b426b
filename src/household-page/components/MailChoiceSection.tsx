/** Stop (or resume) every mail but those the law requires, without erasing anything. */
import { MAIL_CHOICE_TEXTS } from '../texts.ts';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';

export function MailChoiceSection({ token, view, onView, onLinkGone }: SectionProps) {
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const stopped = view.mailStoppedAt !== null;
  const choose = (stop: boolean) => run(async () => onView(await household.setMailStopped.mutate({ token, stopped: stop })));

  return (
    <section className="household__section" aria-labelledby="mail-title">
      <h2 id="mail-title">{MAIL_CHOICE_TEXTS.heading}</h2>
      <p role="status">{view.mailStoppedAt !== null ? MAIL_CHOICE_TEXTS.stopped(view.mailStoppedAt) : MAIL_CHOICE_TEXTS.receiving}</p>
      <p className="household__error" role="alert">
        {failure}
      </p>
      <button type="button" className="button button--outline" onClick={() => void choose(!stopped)} disabled={busy} aria-busy={busy}>
        {busy ? MAIL_CHOICE_TEXTS.busy : stopped ? MAIL_CHOICE_TEXTS.resume : MAIL_CHOICE_TEXTS.stop}
      </button>
    </section>
  );
}
