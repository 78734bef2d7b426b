import type { AftercareTexts } from '../../../aftercare/texts.ts';
import type { AftercareView } from '../household-client.ts';

/** What each part of the owner's page receives: the view, its texts, and a way to replace the view after a change. */
export interface AftercareProps {
  token: string;
  view: AftercareView;
  T: AftercareTexts;
  onView(view: AftercareView): void;
  onLinkGone(): void;
}
