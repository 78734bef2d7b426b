/** Stop (or resume) every mail but those the law requires, without erasing anything. */
import { useState } from 'react';
import { MAIL_CHOICE_TEXTS, PAGE_TEXTS } from '../texts.ts';
import { describeFailure, household } from './household-client.ts';
import type { SectionProps } from './HouseholdPage.tsx';

export function MailChoiceSection({ token, view, onView, onLinkGone }: SectionProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const stopped = view.mailStoppedAt !== null;

  async function choose(stop: boolean) {
    setBusy(true);
    setFailure('');
    try {
      onView(await household.setMailStopped.mutate({ token, stopped: stop }));
    } catch (error) {
      const failed = describeFailure(error);
      if (failed.kind === 'not-found') return onLinkGone();
      setFailure(failed.kind === 'unreachable' ? PAGE_TEXTS.unreachable : (failed.message ?? PAGE_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }

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
