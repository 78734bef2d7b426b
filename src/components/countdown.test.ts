import { describe, expect, it } from 'vitest';
import { NL_TEXTS } from '../i18n/nl.ts';
import { FR_TEXTS } from '../i18n/fr.ts';
import { countdownParts } from './countdown.ts';

describe("the countdown of a registration's last days", () => {
  it('splits seconds into days, hours, minutes and seconds, borrowing as a clock does', () => {
    expect(countdownParts(2 * 86_400 + 15 * 3600 + 59 * 60 + 59)).toEqual({ days: 2, hours: 15, minutes: 59, seconds: 59 });
    expect(countdownParts(86_400 - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('says how long is left in words, in both languages', () => {
    expect(NL_TEXTS.round.closesIn({ days: 1, hours: 4, minutes: 12 })).toBe('Nog 1 dag en 4 uur om in te schrijven.');
    expect(NL_TEXTS.round.closesIn({ days: 0, hours: 2, minutes: 1 })).toBe('Nog 2 uur en 1 minuut om in te schrijven.');
    expect(NL_TEXTS.round.closesIn({ days: 0, hours: 0, minutes: 0 })).toBe('Nog 1 minuut om in te schrijven.');
    expect(FR_TEXTS.round.closesIn({ days: 2, hours: 1, minutes: 0 })).toBe('Encore 2 jours et 1 heure pour vous inscrire.');
    expect(FR_TEXTS.round.closesIn({ days: 0, hours: 0, minutes: 30 })).toBe('Encore 30 minutes pour vous inscrire.');
  });
});
