import { describe, expect, it } from 'vitest';
import { addWorkingDays, belgianHolidays, easterSunday, isWorkingDay, lastDayOfPeriod, workingDaysBetween } from './working-days.ts';

describe('Belgian working days', () => {
  it('computes Easter (checked against published dates)', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('has the ten legal holidays of 2027, the movable ones from Easter', () => {
    expect([...belgianHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-03-29', // Easter Monday
      '2027-05-01',
      '2027-05-06', // Ascension
      '2027-05-17', // Whit Monday
      '2027-07-21',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('skips a weekend', () => {
    // Friday 4 December 2026 + 1 working day = Monday 7 December.
    expect(addWorkingDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(isWorkingDay('2026-12-05')).toBe(false);
    expect(workingDaysBetween('2026-12-04', '2026-12-07')).toBe(1);
  });

  it('skips Christmas 2026 (a Friday) and New Year 2027 (a Friday)', () => {
    // Accepted Wednesday 23 December 2026: 8 working days are 24, 28, 29, 30, 31 December, 4, 5, 6 January.
    expect(addWorkingDays('2026-12-23', 8)).toBe('2027-01-06');
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-24')).toBe(true);
    expect(workingDaysBetween('2026-12-24', '2026-12-28')).toBe(1);
  });

  it('skips Easter Monday 2027', () => {
    // Thursday 25 March 2027 + 2 working days: Friday 26, (weekend, Easter Monday 29), Tuesday 30.
    expect(addWorkingDays('2027-03-25', 2)).toBe('2027-03-30');
    expect(isWorkingDay('2027-03-29')).toBe(false);
  });
});

describe('the last day of a period counted in days (Regulation 1182/71 art. 3(4))', () => {
  it('is the day itself on a working day, else the next working day', () => {
    // Installed on Saturday 28 November 2026: day 14 is Saturday 12 December, the period runs to Monday 14.
    expect(lastDayOfPeriod('2026-11-28', 14)).toBe('2026-12-14');
    // Day 14 on Friday 11 December: that Friday.
    expect(lastDayOfPeriod('2026-11-27', 14)).toBe('2026-12-11');
    // Day 14 on Christmas (Friday 25 December 2026): Monday 28.
    expect(lastDayOfPeriod('2026-12-11', 14)).toBe('2026-12-28');
    // Day 14 on Easter Monday 2027 (29 March): Tuesday 30.
    expect(lastDayOfPeriod('2027-03-15', 14)).toBe('2027-03-30');
  });
});
