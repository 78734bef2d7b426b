/**
 * Erase everything (GDPR art. 17) after one confirmation step: the first button only asks; the second
 * erases. Afterwards the page says it is done, and the link opens nothing any more.
 */
import { ConfirmedAction, DoneNotice } from './ConfirmedAction.tsx';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

export function EraseSection({ token, onLinkGone, onErased }: SectionProps & { onErased(): void }) {
  const texts = useHouseholdTexts();
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const erase = async () => {
    if (await run(async () => void (await household.erase.mutate({ token, confirm: true })))) onErased();
  };
  return <ConfirmedAction id="erase" texts={texts.erase} busy={busy} failure={failure} onConfirm={() => void erase()} danger />;
}

/** What the page shows once everything is erased. */
EraseSection.Done = function ErasedNotice() {
  const texts = useHouseholdTexts();
  return <DoneNotice heading={texts.erase.doneHeading} text={texts.erase.doneText} home={texts.erase.home} />;
};
