/**
 * Erase everything (GDPR art. 17) after one confirmation step: the first button only asks; the second
 * erases. Afterwards the page says it is done, and the link opens nothing any more. A household with an
 * order kept for the seller (decision 046) is told first what stays and until when; its erasure leaves
 * the order, the page and its link, which then say what was done.
 */
import { orderTexts } from '../../orders/texts.ts';
import { ConfirmedAction, DoneNotice } from './ConfirmedAction.tsx';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts, usePageLocale } from './use-household-texts.ts';

export function EraseSection({ token, view, onView, onLinkGone, onErased }: SectionProps & { onErased(): void }) {
  const texts = useHouseholdTexts();
  const { day } = orderTexts(usePageLocale());
  const kept = view.orderKeptUntil;
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const erase = async () => {
    let partly = false;
    const done = await run(async () => {
      partly = (await household.erase.mutate({ token, confirm: true })).erased === 'partly';
      // The page then says what was done (below).
      if (partly) onView(await household.open.mutate({ token }));
    });
    if (done && !partly) onErased();
  };

  if (kept && view.erasureRequestedAt) {
    return (
      <section className="household__section household__section--erase" aria-labelledby="erase-title">
        <h2 id="erase-title">{texts.erase.heading}</h2>
        <p role="status">{texts.erase.requested(texts.date(view.erasureRequestedAt), day(kept))}</p>
      </section>
    );
  }
  // With an order kept for the seller: what stays and until when, before the tap (decision 046).
  const words = kept ? { ...texts.erase, text: texts.erase.keptText(day(kept)), confirmText: texts.erase.keptConfirmText, confirm: texts.erase.keptConfirm } : texts.erase;
  return <ConfirmedAction id="erase" texts={words} busy={busy} failure={failure} onConfirm={() => void erase()} danger />;
}

/** What the page shows once everything is erased. */
EraseSection.Done = function ErasedNotice() {
  const texts = useHouseholdTexts();
  return <DoneNotice heading={texts.erase.doneHeading} text={texts.erase.doneText} home={texts.erase.home} />;
};
