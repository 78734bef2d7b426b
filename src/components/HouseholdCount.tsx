/**
 * How many households signed up, when the leads show enough of them (decision 022). The pages are
 * pre-rendered and say nothing here; after hydration the browser asks the small cached endpoint and adds
 * the sentence only when it answers with a figure. Without JavaScript, on an empty database, or while the
 * database is away, no figure shows: never a stale or an invented one. It sits below the fold, in the
 * signup section, so its arrival moves nothing the visitor is looking at.
 */
import { useEffect, useState } from 'react';
import { formatNumberIn } from '../i18n/format.ts';
import { useTexts } from '../i18n/texts.ts';
import { HOUSEHOLD_COUNT_PATH, type HouseholdCount as Answer } from '../households/count.ts';

export function HouseholdCount() {
  const [households, setHouseholds] = useState<number | null>(null);
  const texts = useTexts();
  useEffect(() => {
    fetch(HOUSEHOLD_COUNT_PATH)
      .then((res) => (res.ok ? (res.json() as Promise<Answer>) : null))
      .then((answer) => {
        // Only a positive whole number; anything else (an error, null) shows nothing.
        const value = answer?.households;
        if (Number.isInteger(value) && (value as number) > 0) setHouseholds(value as number);
      })
      .catch(() => undefined);
  }, []);
  return households === null ? null : (
    <p className="section__intro" data-testid="household-count">
      {texts.households(formatNumberIn(texts.locale, households))}
    </p>
  );
}
