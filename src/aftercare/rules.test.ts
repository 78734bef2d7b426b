/** One test per rule of aftercare's derived state (issue 44): src/aftercare/*.ts. */
import { describe, expect, it } from 'vitest';
import { SELLER_TERMS } from '../../tests/helpers/seller-terms.ts';
import { addMonths, mondayOf } from './calendar.ts';
import { isSaltWeek } from './household-schema.ts';
import { isReviewShown, reviewAuthor, reviewInvitationDue } from './reviews.ts';
import { saltBalance } from './salt.ts';
import { nextServiceDue, serviceIntervalOf, serviceReminderDay, serviceReminderDue, serviceState } from './servicing.ts';
import { firstAnswerDueOn, isSupportLate, maySupportTransition } from './support.ts';
import { warrantyOf } from './warranty.ts';

describe('calendar', () => {
  it('adds months as a contract counts them: a day the month lacks is its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-11-15', 24)).toBe('2028-11-15');
    expect(addMonths('2026-12-01', -1)).toBe('2026-11-01');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });
});

describe('the warranty', () => {
  it('is the seller’s or the manufacturer’s as the terms say, from the installation for its years', () => {
    expect(warrantyOf(SELLER_TERMS, 'Peeters bv', '2026-11-02')).toMatchObject({ giver: 'manufacturer', giverName: 'HydroBel nv', years: 20, from: '2026-11-02', until: '2046-11-02' });
    const bySeller = { ...SELLER_TERMS, guarantee: SELLER_TERMS.guarantee && { ...SELLER_TERMS.guarantee, by: 'seller' as const, years: 5 } };
    expect(warrantyOf(bySeller, 'Peeters bv', '2026-11-02')).toMatchObject({ giver: 'seller', giverName: 'Peeters bv', until: '2031-11-02' });
  });

  it('is the legal guarantee of two years from the seller without a recorded guarantee', () => {
    const legal = warrantyOf({ ...SELLER_TERMS, guarantee: null }, 'Peeters bv', '2026-11-02');
    expect(legal).toMatchObject({ giver: 'legal', giverName: 'Peeters bv', years: 2, until: '2028-11-02', covers: null });
    expect(legal.conditions.nl).toContain('art. 1649bis');
    expect(warrantyOf(null, 'Peeters bv', '2026-11-02').giver).toBe('legal');
  });
});

describe('servicing', () => {
  it('comes every 24 months unless the terms say otherwise, from the last service or the installation', () => {
    expect(serviceIntervalOf(null)).toBe(24);
    expect(serviceIntervalOf(12)).toBe(12);
    expect(nextServiceDue('2026-11-02', null, 24)).toBe('2028-11-02');
    expect(nextServiceDue('2026-11-02', '2028-10-20', 24)).toBe('2030-10-20');
    // A service recorded with a day before the installation (a typing error) does not move the date back.
    expect(nextServiceDue('2026-11-02', '2026-01-01', 24)).toBe('2028-11-02');
  });

  it('is reminded of once, six weeks before its date', () => {
    expect(serviceReminderDay('2028-11-02')).toBe('2028-09-21');
    expect(serviceReminderDue('2028-11-02', null, '2028-09-20')).toBe(false);
    expect(serviceReminderDue('2028-11-02', null, '2028-09-21')).toBe(true);
    expect(serviceReminderDue('2028-11-02', '2028-11-02', '2028-09-22')).toBe(false);
    // After a service the next date is reminded of again.
    expect(serviceReminderDue('2030-10-20', '2028-11-02', '2030-09-08')).toBe(true);
  });

  it('is later, due within six weeks, or overdue', () => {
    expect(serviceState('2028-11-02', '2028-09-20')).toBe('later');
    expect(serviceState('2028-11-02', '2028-09-21')).toBe('due');
    expect(serviceState('2028-11-02', '2028-11-02')).toBe('due');
    expect(serviceState('2028-11-02', '2028-11-03')).toBe('overdue');
  });
});

describe('salt', () => {
  const allowance = { kg: 100, months: 24, deliveredHome: true };
  it('leaves the allowance less what was delivered and what is asked for, within its months', () => {
    const deliveries = [
      { kg: 25, status: 'delivered' as const },
      { kg: 25, status: 'confirmed' as const },
      { kg: 10, status: 'asked' as const },
      { kg: 50, status: 'cancelled' as const },
    ];
    expect(saltBalance(allowance, '2026-11-02', deliveries, '2027-01-01')).toEqual({ allowanceKg: 100, until: '2028-11-02', deliveredKg: 25, pendingKg: 35, leftKg: 40 });
    expect(saltBalance(allowance, '2026-11-02', deliveries, '2028-11-03')?.leftKg).toBe(0);
    expect(saltBalance(null, '2026-11-02', [], '2027-01-01')).toBeNull();
  });

  it('is delivered in a week from next week on, within half a year', () => {
    expect(isSaltWeek('2026-12-02', '2026-11-30')).toBe(false);
    expect(isSaltWeek('2026-12-07', '2026-12-02')).toBe(true);
    expect(isSaltWeek('2027-05-31', '2026-12-02')).toBe(true);
    expect(isSaltWeek('2027-06-07', '2026-12-02')).toBe(false);
    expect(isSaltWeek('2026-02-30', '2026-01-01')).toBe(false);
  });
});

describe('requests for help', () => {
  it('follow their lifecycle: the seller plans and resolves, the household opens a resolved one again', () => {
    expect(maySupportTransition('open', 'planned', 'installer')).toBe(true);
    expect(maySupportTransition('open', 'planned', 'household')).toBe(false);
    expect(maySupportTransition('planned', 'resolved', 'staff')).toBe(true);
    expect(maySupportTransition('resolved', 'open', 'household')).toBe(true);
    expect(maySupportTransition('resolved', 'open', 'installer')).toBe(false);
    expect(maySupportTransition('resolved', 'planned', 'staff')).toBe(false);
  });

  it('are first answered within the seller’s Belgian working days (else two), late after that day', () => {
    // Thursday 24 December 2026: Christmas and the weekend are no working days.
    expect(firstAnswerDueOn('2026-12-24', 2)).toBe('2026-12-29');
    expect(firstAnswerDueOn('2026-12-24', null)).toBe('2026-12-29');
    expect(firstAnswerDueOn('2026-11-27', 1)).toBe('2026-11-30');
    expect(isSupportLate({ answerDueOn: '2026-12-29', answeredOn: null }, '2026-12-29')).toBe(false);
    expect(isSupportLate({ answerDueOn: '2026-12-29', answeredOn: null }, '2026-12-30')).toBe(true);
    expect(isSupportLate({ answerDueOn: '2026-12-29', answeredOn: '2026-12-29' }, '2027-01-10')).toBe(false);
    expect(isSupportLate({ answerDueOn: '2026-12-29', answeredOn: '2026-12-30' }, '2027-01-10')).toBe(true);
  });
});

describe('reviews', () => {
  it('are shown only published by staff and consented to by the household', () => {
    expect(isReviewShown({ status: 'published', publish: true })).toBe(true);
    expect(isReviewShown({ status: 'published', publish: false })).toBe(false);
    expect(isReviewShown({ status: 'pending', publish: true })).toBe(false);
    expect(isReviewShown({ status: 'hidden', publish: true })).toBe(false);
  });

  it('name the author by first name and initial', () => {
    expect(reviewAuthor('Sarah', 'Verhoeven')).toBe('Sarah V.');
    expect(reviewAuthor(' Émile ', 'de Smet')).toBe('Émile D.');
    expect(reviewAuthor('Jan', '')).toBe('Jan');
  });

  it('are asked for once, four weeks after the installation', () => {
    expect(reviewInvitationDue('2026-11-02', null, '2026-11-29')).toBe(false);
    expect(reviewInvitationDue('2026-11-02', null, '2026-11-30')).toBe(true);
    expect(reviewInvitationDue('2026-11-02', new Date(), '2026-12-30')).toBe(false);
  });
});
