import { PrivacyStatement } from '../../../../src/components/pages/PrivacyStatement.tsx';
import { FR_PRIVACY } from '../../../../src/content/fr/privacy.ts';

/** /fr/vie-privee: the privacy statement and cookie policy in French (issue 25), the twin of /privacy. */
export default function Page() {
  return <PrivacyStatement texts={FR_PRIVACY} locale="fr" />;
}
