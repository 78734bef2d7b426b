import { describe, expect, it } from 'vitest';
import { brusselsMoment, endOfDayInBrussels, nextPhaseChange, type RoundDates, roundDateErrors, roundPhase, startOfDayInBrussels } from './phase.ts';

/** A round over the change to winter time (25 October 2026) and back to summer time (28 March 2027). */
const ROUND: RoundDates = {
  registrationOpensAt: '2026-10-01T09:00:00+02:00',
  registrationClosesAt: '2026-10-25T23:59:00+01:00',
  proposalsFrom: '2026-11-16',
  proposalsValidUntil: '2027-03-28',
  installationsDueBy: '2027-06-30',
};

const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

describe('a calendar day in Brussels', () => {
  it('starts at local midnight in summer and in winter time', () => {
    expect(startOfDayInBrussels('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayInBrussels('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('lasts 25 hours the day the clocks go back and 23 hours the day they go forward', () => {
    expect(startOfDayInBrussels('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfDayInBrussels('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDayInBrussels('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(endOfDayInBrussels('2027-03-28').toISOString()).toBe('2027-03-28T22:00:00.000Z');
  });

  it('ends a year and a month where the next starts', () => {
    expect(endOfDayInBrussels('2026-12-31').toISOString()).toBe(startOfDayInBrussels('2027-01-01').toISOString());
    expect(endOfDayInBrussels('2027-02-28').toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });
});

describe('the phase of a round, at each boundary', () => {
  it.each([
    ['2026-10-01T06:59:59.999Z', 'announced'],
    ['2026-10-01T07:00:00.000Z', 'registration'],
    // The registration closes at 23:59 on the day the clocks went back (winter time, UTC+1).
    ['2026-10-25T22:58:59.999Z', 'registration'],
    ['2026-10-25T22:59:00.000Z', 'priceRound'],
    ['2026-11-15T22:59:59.999Z', 'priceRound'],
    ['2026-11-15T23:00:00.000Z', 'proposals'],
    // Proposals hold until the end of 28 March 2027, the day the clocks go forward (midnight is UTC+2).
    ['2027-03-28T21:59:59.999Z', 'proposals'],
    ['2027-03-28T22:00:00.000Z', 'installations'],
    ['2027-06-30T21:59:59.999Z', 'installations'],
    ['2027-06-30T22:00:00.000Z', 'closed'],
  ] as const)('at %s it is %s', (moment, phase) => {
    expect(roundPhase(ROUND, at(moment))).toBe(phase);
  });

  it('skips a date not planned yet: the round stays in the phase before the next known one', () => {
    const unplanned = { ...ROUND, proposalsFrom: null, proposalsValidUntil: null, installationsDueBy: null };
    expect(roundPhase(unplanned, at('2030-01-01T00:00:00Z'))).toBe('priceRound');
    const noProposals = { ...ROUND, proposalsFrom: null };
    expect(roundPhase(noProposals, at('2026-12-01T00:00:00Z'))).toBe('priceRound');
    expect(roundPhase(noProposals, at('2027-04-01T00:00:00Z'))).toBe('installations');
  });

  it('names the next boundary of any round, and none after the last', () => {
    expect(nextPhaseChange([ROUND], at('2026-09-01T00:00:00Z'))?.toISOString()).toBe('2026-10-01T07:00:00.000Z');
    expect(nextPhaseChange([ROUND], at('2026-10-01T07:00:00.000Z'))?.toISOString()).toBe('2026-10-25T22:59:00.000Z');
    expect(nextPhaseChange([ROUND], at('2027-04-01T00:00:00Z'))?.toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(nextPhaseChange([ROUND], at('2027-07-01T00:00:00Z'))).toBeNull();
    const other = { ...ROUND, registrationOpensAt: '2026-09-15T00:00:00Z' };
    expect(nextPhaseChange([ROUND, other], at('2026-09-01T00:00:00Z'))?.getTime()).toBe(ms('2026-09-15T00:00:00Z'));
  });
});

describe("a round's dates", () => {
  it('stand when each comes after the one before it', () => {
    expect(roundDateErrors(ROUND)).toEqual({});
    expect(roundDateErrors({ ...ROUND, proposalsFrom: null, proposalsValidUntil: null, installationsDueBy: null })).toEqual({});
  });

  it('are refused, field by field in Dutch, when they come in the wrong order', () => {
    expect(roundDateErrors({ ...ROUND, registrationClosesAt: ROUND.registrationOpensAt })).toEqual({
      registrationClosesAt: 'Inschrijving sluit: na de opening',
    });
    // Proposals cannot go out on the day the registration closes at 23:59: it starts before the closing.
    expect(roundDateErrors({ ...ROUND, proposalsFrom: '2026-10-25' })).toHaveProperty('proposalsFrom');
    expect(roundDateErrors({ ...ROUND, proposalsFrom: '2026-10-26' })).toEqual({});
    expect(roundDateErrors({ ...ROUND, proposalsValidUntil: '2026-11-15' })).toHaveProperty('proposalsValidUntil');
    expect(roundDateErrors({ ...ROUND, installationsDueBy: '2027-03-27' })).toHaveProperty('installationsDueBy');
  });
});

describe('brusselsMoment: what staff type in a datetime-local field', () => {
  it('reads the wall clock in Brussels, in winter and in summer', () => {
    expect(brusselsMoment('2026-12-12T23:59').toISOString()).toBe('2026-12-12T22:59:00.000Z');
    expect(brusselsMoment('2026-07-01T09:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('on the DST days: the hour around each change', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(brusselsMoment('2026-03-29T01:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(brusselsMoment('2026-03-29T03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(brusselsMoment('2026-10-25T01:59').toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(brusselsMoment('2026-10-25T03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
});
