/**
 * End every personal link (issue 31): a mail forwarded by mistake, a link on a shared computer. One
 * confirmation step; then no link of the household works any more, this page's included, and a new one
 * comes by mail to the address of the signup (server/services/household-page/link-ending.ts).
 */
import { ConfirmedAction, DoneNotice } from './ConfirmedAction.tsx';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

export function EndLinksSection({ token, onLinkGone, onLinksEnded }: SectionProps & { onLinksEnded(): void }) {
  const texts = useHouseholdTexts();
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const end = async () => {
    if (await run(async () => void (await household.endLinks.mutate({ token, confirm: true })))) onLinksEnded();
  };
  return <ConfirmedAction id="end-links" texts={texts.endLinks} busy={busy} failure={failure} onConfirm={() => void end()} />;
}

/** What the page shows once every link is ended. */
EndLinksSection.Done = function LinksEndedNotice() {
  const texts = useHouseholdTexts();
  return <DoneNotice heading={texts.endLinks.doneHeading} text={texts.endLinks.doneText} home={texts.erase.home} />;
};
