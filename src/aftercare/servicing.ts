/**
 * Servicing (issue 44 item 4): a softener is serviced every so many months from its installation, then
 * from its last service: the seller's terms of the installation day say how often, else every 24 months
 * (the spec's "onderhoud slechts om de 2 jaar"). Six weeks before the date the household is mailed to
 * book a visit, once per date (server/services/aftercare/service-reminders.ts). Pure.
 */
import { addDays } from '../orders/dates.ts';
import { addMonths } from './calendar.ts';

/** The spec's "once every 2 years", when the seller's terms say nothing. */
const DEFAULT_SERVICE_INTERVAL_MONTHS = 24;

/** How long before the service date the household is reminded (the six weeks). */
export const SERVICE_REMINDER_DAYS = 42;

/** The months between two services: the terms' interval, else the default. */
export function serviceIntervalOf(termsMonths: number | null | undefined): number {
  return termsMonths ?? DEFAULT_SERVICE_INTERVAL_MONTHS;
}

/** The next service date: `interval` months after the last service, or after the installation. */
export function nextServiceDue(installedOn: string, lastServicedOn: string | null, intervalMonths: number): string {
  const from = lastServicedOn && lastServicedOn > installedOn ? lastServicedOn : installedOn;
  return addMonths(from, intervalMonths);
}

/** The day the reminder of a service due on `dueOn` goes out. */
export function serviceReminderDay(dueOn: string): string {
  return addDays(dueOn, -SERVICE_REMINDER_DAYS);
}

/** Whether the reminder of the service due on `dueOn` is to be sent on `today`, given the date last reminded of. */
export function serviceReminderDue(dueOn: string, remindedFor: string | null, today: string): boolean {
  return remindedFor !== dueOn && today >= serviceReminderDay(dueOn);
}

/** Where a service stands on `today`: due within the reminder's six weeks, overdue, or later. */
export function serviceState(dueOn: string, today: string): 'overdue' | 'due' | 'later' {
  if (dueOn < today) return 'overdue';
  return today >= serviceReminderDay(dueOn) ? 'due' : 'later';
}
