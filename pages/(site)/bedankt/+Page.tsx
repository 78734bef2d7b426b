import { ThankYouPage } from '../../../src/components/pages/ThankYouPage.tsx';

/** /bedankt: where a household lands after signing up (spec section 2). */
export default ThankYouPage;
