/**
 * The thank-you page's line about the round a signup joined (issue 35): the signup form keeps the
 * answer's round for this page (sessionStorage, this tab only), and this line says it after hydration.
 * Without it (no JavaScript, another tab, a reload after the visit) the page says nothing about a round:
 * nothing untrue.
 */
import { useSyncExternalStore } from 'react';
import { formatDateIn, formatMomentIn } from '../../i18n/format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { readReceiptRound } from '../../leads/receipt-round.ts';

/** The kept round does not change while the page is open. */
const noSubscription = () => () => {};

export function RoundReceipt() {
  const { round: T, locale } = useTexts();
  // Read after hydration (the server and the first render have none): a string, so React compares it by value.
  const text = useSyncExternalStore(
    noSubscription,
    () => {
      const kept = readReceiptRound();
      if (!kept) return null;
      const { round } = kept;
      if (!round) return T.waitingUnplanned;
      if (round.open) return T.joined(formatMomentIn(locale, new Date(round.registrationClosesAt)));
      return T.waiting(formatDateIn(locale, new Date(round.registrationOpensAt)));
    },
    () => null,
  );
  return text === null ? null : (
    <p className="thanks__round" data-testid="thanks-round">
      {text}
    </p>
  );
}
