import { PrivacyStatement } from '../../../src/components/pages/PrivacyStatement.tsx';
import { NL_PRIVACY } from '../../../src/content/privacy.ts';

/** /privacy: the privacy statement and cookie policy (spec section 2). */
export default function Page() {
  return <PrivacyStatement texts={NL_PRIVACY} locale="nl" />;
}
