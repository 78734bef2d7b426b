/**
 * The thank-you page's line about the round a signup joined (issue 35): the signup form keeps the
 * answer's round for this page (sessionStorage, this tab only), and this line says it after hydration.
 * Without it (no JavaScript, another tab, a reload after the visit) the page says nothing about a round:
 * nothing untrue.
 */
import { useEffect, useState } from 'react';
import { formatDateIn, formatMomentIn } from '../../i18n/format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { readReceiptRound } from '../../leads/receipt-round.ts';

export function RoundReceipt() {
  const { round: T, locale } = useTexts();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const kept = readReceiptRound();
    if (!kept) return;
    const { round } = kept;
    if (!round) setText(T.waitingUnplanned);
    else if (round.open) setText(T.joined(formatMomentIn(locale, new Date(round.registrationClosesAt))));
    else setText(T.waiting(formatDateIn(locale, new Date(round.registrationOpensAt))));
  }, [T, locale]);
  return text === null ? null : (
    <p className="thanks__round" data-testid="thanks-round">
      {text}
    </p>
  );
}
