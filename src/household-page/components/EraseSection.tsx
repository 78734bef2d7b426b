/**
 * Erase everything (GDPR art. 17) after one confirmation step: the first button only asks; the second
 * erases. Afterwards the page says it is done, and the link opens nothing any more. A household with an
 * order kept for the seller (decision 046) is told first what stays and until when; its erasure leaves
 * the order, the page and its link, which then say what was done.
 */
import { useEffect, useRef, useState } from 'react';
import { orderTexts } from '../../orders/texts.ts';
import { ROUTES } from '../../routes.ts';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts, usePageLocale } from './use-household-texts.ts';

export function EraseSection({ token, view, onView, onLinkGone, onErased }: SectionProps & { onErased(): void }) {
  const texts = useHouseholdTexts();
  const { day } = orderTexts(usePageLocale());
  const kept = view.orderKeptUntil;
  const [asking, setAsking] = useState(false);
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const question = useRef<HTMLHeadingElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) start.current?.focus();
  }, [asking]);

  const erase = async () => {
    let partly = false;
    const done = await run(async () => {
      partly = (await household.erase.mutate({ token, confirm: true })).erased === 'partly';
      if (partly) onView(await household.open.mutate({ token }));
    });
    if (done && !partly) onErased();
    if (done && partly) setAsking(false);
  };

  if (kept && view.erasureRequestedAt) {
    return (
      <section className="household__section household__section--erase" aria-labelledby="erase-title">
        <h2 id="erase-title">{texts.erase.heading}</h2>
        <p role="status">{texts.erase.requested(texts.date(view.erasureRequestedAt), day(kept))}</p>
      </section>
    );
  }

  return (
    <section className="household__section household__section--erase" aria-labelledby="erase-title">
      <h2 id="erase-title">{texts.erase.heading}</h2>
      <p>{kept ? texts.erase.keptText(day(kept)) : texts.erase.text}</p>
      {asking ? (
        <div className="household__confirm">
          <h3 ref={question} tabIndex={-1}>
            {texts.erase.confirmHeading}
          </h3>
          <p>{kept ? texts.erase.keptConfirmText : texts.erase.confirmText}</p>
          <p className="household__error" role="alert">
            {failure}
          </p>
          <div className="household__actions">
            <button type="button" className="button button--danger" onClick={() => void erase()} disabled={busy} aria-busy={busy}>
              {busy ? texts.erase.busy : kept ? texts.erase.keptConfirm : texts.erase.confirm}
            </button>
            <button type="button" className="button button--outline" onClick={() => setAsking(false)} disabled={busy}>
              {texts.erase.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={start}
          type="button"
          className="button button--outline button--danger-outline"
          onClick={() => {
            asked.current = true;
            setAsking(true);
          }}
        >
          {texts.erase.button}
        </button>
      )}
    </section>
  );
}

/** What the page shows once everything is erased. */
EraseSection.Done = function ErasedNotice() {
  const texts = useHouseholdTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="household__intro">
      <h1 ref={heading} tabIndex={-1}>
        {texts.erase.doneHeading}
      </h1>
      <p role="status">{texts.erase.doneText}</p>
      <a className="button" href={ROUTES.home}>
        {texts.erase.home}
      </a>
    </section>
  );
};
