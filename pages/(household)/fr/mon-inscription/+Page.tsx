import { HouseholdPage } from '../../../../src/household-page/components/HouseholdPage.tsx';

/** /fr/mon-inscription: the household's own page in French, opened through the link of a French lead's mails. */
export default function Page() {
  return <HouseholdPage />;
}
