import { HouseholdPage } from '../../../src/household-page/components/HouseholdPage.tsx';

/** /mijn-aanmelding: the household's own page, opened through the personal link of its mails. */
export default function Page() {
  return <HouseholdPage />;
}
