/**
 * What a household can expect after signing up (spec sections 1 and 2): shown on /bedankt and in the
 * confirmation mail, so both always say the same.
 */
import { CLAIMS } from '../site.ts';

export interface NextStep {
  /** Which step this is, for code that shows only some of them. */
  key: 'confirmation-mail' | 'phone-call' | 'proposal';
  title: string;
  text: string;
}

export const NEXT_STEPS: readonly NextStep[] = [
  {
    key: 'confirmation-mail',
    title: 'Bevestigingsmail',
    text: 'U ontvangt een bevestigingsmail met een overzicht van uw gegevens.',
  },
  {
    key: 'phone-call',
    title: 'Telefonisch contact',
    text: `Een medewerker belt u binnen ${CLAIMS.callWithinWorkingDays} werkdagen om uw situatie te bespreken.`,
  },
  {
    key: 'proposal',
    title: 'Persoonlijk voorstel',
    text: 'U ontvangt een persoonlijk voorstel op maat van uw woning en gezin.',
  },
];
