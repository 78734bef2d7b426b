import { describe, expect, it } from 'vitest';
import { type RoundSummary, placePhase, placeRounds, signupRound } from './view.ts';

const round = (id: number, values: Partial<RoundSummary>): RoundSummary => ({
  id,
  name: `Ronde ${id}`,
  provinces: [],
  postalCodes: [],
  registrationOpensAt: '2026-11-01T00:00:00Z',
  registrationClosesAt: '2026-12-01T00:00:00Z',
  proposalsFrom: null,
  proposalsValidUntil: null,
  installationsDueBy: null,
  ...values,
});

const NOW = new Date('2026-11-15T12:00:00Z');
const OOST_OPEN = round(1, { provinces: ['BE-VOV'] });
const WEST_CLOSED = round(2, { provinces: ['BE-VWV'], registrationOpensAt: '2026-09-01T00:00:00Z', registrationClosesAt: '2026-10-01T00:00:00Z', installationsDueBy: '2026-12-31' });
const WEST_NEXT = round(3, { provinces: ['BE-VWV'], registrationOpensAt: '2027-01-10T00:00:00Z', registrationClosesAt: '2027-02-10T00:00:00Z' });
const GENT_OPEN = round(4, { postalCodes: ['9000'], provinces: ['BE-VLI'] });
const ALL = [OOST_OPEN, WEST_CLOSED, WEST_NEXT];

describe('which rounds matter to a place', () => {
  it('names the open round of its province, and no other', () => {
    expect(placeRounds(ALL, 'BE-VOV', NOW)).toEqual({ open: OOST_OPEN, running: null, partial: [], next: null });
    expect(placePhase(placeRounds(ALL, 'BE-VOV', NOW), NOW)).toBe('registration');
  });

  it('names a round past its registration, and the next one planned there', () => {
    const west = placeRounds(ALL, 'BE-VWV', NOW);
    expect(west).toEqual({ open: null, running: WEST_CLOSED, partial: [], next: WEST_NEXT });
    expect(placePhase(west, NOW)).toBe('priceRound');
    // Once closed it is no longer news: only the next round.
    const later = new Date('2027-01-05T00:00:00Z');
    expect(placeRounds(ALL, 'BE-VWV', later)).toEqual({ open: null, running: null, partial: [], next: WEST_NEXT });
    expect(placePhase(placeRounds(ALL, 'BE-VWV', later), later)).toBe('announced');
  });

  it('says nothing where no round runs', () => {
    expect(placeRounds(ALL, 'BE-WHT', NOW)).toEqual({ open: null, running: null, partial: [], next: null });
    expect(placePhase(placeRounds([], 'BE-WHT', NOW), NOW)).toBeNull();
  });

  it('tells a round of some postal codes apart from one of the whole place', () => {
    expect(placeRounds([GENT_OPEN], 'BE-VOV', NOW).partial).toEqual([GENT_OPEN]);
    expect(placeRounds([GENT_OPEN], 'BE-VLI', NOW).open).toEqual(GENT_OPEN);
    // The whole country (the home page): only a round everywhere is the country's; the others are partial.
    const everywhere = round(5, {});
    expect(placeRounds([OOST_OPEN, everywhere], null, NOW)).toMatchObject({ open: everywhere, partial: [OOST_OPEN] });
  });
});

describe('the round a signup joins', () => {
  it('is the open round of its place, else the next one announced there, else none', () => {
    expect(signupRound(ALL, '9000', NOW)?.id).toBe(1);
    expect(signupRound(ALL, '8000', NOW)?.id).toBe(3);
    expect(signupRound(ALL, '6000', NOW)).toBeNull();
    expect(signupRound([GENT_OPEN], '9000', NOW)?.id).toBe(4);
    expect(signupRound([GENT_OPEN], '9030', NOW)).toBeNull();
  });

  it('changes at the closing moment', () => {
    expect(signupRound(ALL, '9000', new Date('2026-11-30T23:59:59.999Z'))?.id).toBe(1);
    expect(signupRound(ALL, '9000', new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });
});
