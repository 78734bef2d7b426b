import { describe, expect, it } from 'vitest';
import { allowedDays, dayOutOfRange, PLANNING_HORIZON_DAYS } from './date-rules.ts';
import { addDays } from './dates.ts';

const today = '2026-11-28';
const dates = { acceptedOn: '2026-11-20', visitedOn: '2026-11-24', installedOn: null, withdrawnOn: null };

describe('an order’s dates within its life (issue 43)', () => {
  it('puts a visit between the acceptance and today', () => {
    expect(allowedDays('visitedOn', { ...dates, visitedOn: null }, today)).toEqual({ earliest: '2026-11-20', latest: today });
    expect(dayOutOfRange('visitedOn', '2001-01-01', dates, today)).not.toBeNull();
    expect(dayOutOfRange('visitedOn', '2026-11-29', dates, today)).not.toBeNull();
  });

  it('plans an installation from today (and the visit) up to the horizon', () => {
    expect(allowedDays('plannedOn', dates, today)).toEqual({ earliest: today, latest: addDays(today, PLANNING_HORIZON_DAYS) });
    for (const day of ['1999-01-01', '2026-11-27', '9999-12-31']) expect(dayOutOfRange('plannedOn', day, dates, today), day).not.toBeNull();
  });

  it('records an installation on or after the acceptance and the visit, not in the future', () => {
    expect(allowedDays('installedOn', dates, today)).toEqual({ earliest: '2026-11-24', latest: today });
    expect(dayOutOfRange('installedOn', '2000-01-01', dates, today)).toEqual({ earliest: '2026-11-24', latest: today });
    expect(dayOutOfRange('installedOn', '2026-11-24', dates, today)).toBeNull();
  });

  it('keeps a corrected visit before the installation, and a collection after the withdrawal', () => {
    expect(allowedDays('visitedOn', { ...dates, installedOn: '2026-11-25' }, today).latest).toBe('2026-11-25');
    expect(allowedDays('collectedOn', { ...dates, installedOn: '2026-11-25', withdrawnOn: '2026-11-26' }, today)).toEqual({ earliest: '2026-11-26', latest: today });
  });
});
