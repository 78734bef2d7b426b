import type { HouseholdView } from './household-client.ts';

/**
 * What every section of an opened household page receives (HouseholdPage.tsx lists the sections): a
 * new section (the household's proposal, issue 24) is one more component taking these.
 */
export interface SectionProps {
  token: string;
  view: HouseholdView;
  /** Shows the page as the server answered it after a change. */
  onView(view: HouseholdView): void;
  /** The link stopped working meanwhile (erased elsewhere): the page says so. */
  onLinkGone(): void;
}
