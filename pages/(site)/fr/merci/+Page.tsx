import { ThankYouPage } from '../../../../src/components/pages/ThankYouPage.tsx';

/** /fr/merci: where a French-speaking household lands after signing up (twin of /bedankt). */
export default ThankYouPage;
