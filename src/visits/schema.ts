/**
 * What installers, staff and households send about the visit and the installation (issue 34): the
 * order's installer, slots, the household's pick, the outcome of the visit, the installation day and
 * the device's serial number, the collection after a withdrawal (issue 43). Each input of an installer
 * exists in both languages (`…For(locale)`): staff and API clients read Dutch messages naming the field,
 * an installer user its own language (the server picks, server/trpc/caller-locale.ts); the household's
 * message is answered in its page's language. Whether a day fits the order's life (after the acceptance,
 * not in the future...) needs the order: src/orders/date-rules.ts, checked by the services.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { recordId } from '../admin/schema.ts';
import { type Locale, LOCALES } from '../i18n/locale.ts';
import { NL_VALIDATION } from '../i18n/nl-validation.ts';
import { localizedParser } from '../leads/schema.ts';
import { UNSUITABLE_REASONS } from '../orders/lifecycle.ts';
import { orderId } from '../orders/schema.ts';
import { PLANNING_HORIZON_DAYS } from '../orders/date-rules.ts';
import { hasInvisibleCharacters, hasLinkOrMarkup, isMultiLineText, isSingleLineText } from '../text.ts';
import { visitInputTexts } from './input-texts.ts';
import { visitTexts } from './texts.ts';

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

const VISIT_LIMITS = {
  slotsMin: 2,
  slotsMax: 5,
  /** A slot is a visit, not a day off: at most this long. */
  slotHoursMax: 8,
  message: 500,
  serialNumber: 60,
  note: 1000,
} as const;

const HOUR_MS = 3_600_000;

/** The household's link secret, as the page's other calls take it (a wrong one answers 404, decision 029). */
const linkToken = z.string({ message: 'Ongeldige link' }).max(200, 'Ongeldige link');
/** The page's language, which the page sends with its calls (issue 36); its answers' messages follow it. */
const language = z.enum(LOCALES, { message: NL_VALIDATION.messages.language }).optional();

const ref = (locale: Locale) => (locale === 'nl' ? orderId : recordId(visitInputTexts(locale).orderId));
const objectOf = (locale: Locale) => ({ error: visitInputTexts(locale).object });

/** A calendar day `YYYY-MM-DD` that exists (30 February does not). */
function isoDay(locale: Locale, label: string) {
  const T = visitInputTexts(locale);
  return z
    .string({ message: T.day(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, T.day(label))
    .refine(isRealDay, T.noSuchDay(label));
}

/** A day that records the past: not after today (Brussels). */
const pastDay = (locale: Locale, label: string) =>
  isoDay(locale, label).refine((day) => day <= isoDateInBrussels(new Date()), visitInputTexts(locale).notInFuture(label));

/** ISO 8601 with an offset (`2026-12-03T09:00:00+01:00` or `Z`): a moment that exists, never a local time to guess. */
function moment(locale: Locale, label: string) {
  const T = visitInputTexts(locale);
  return z
    .string({ message: T.moment(label) })
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|1[0-4]):[0-5]\d)$/, T.moment(label))
    .refine((value) => isRealDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), T.noSuchMoment(label))
    .transform((value) => new Date(value));
}

function slotFor(locale: Locale) {
  const T = visitInputTexts(locale);
  return z.object({ start: moment(locale, T.start), end: moment(locale, T.end) }, objectOf(locale)).superRefine(({ start, end }, ctx) => {
    // Checked only once both are moments (a field refused above leaves its text here).
    if (!(start instanceof Date) || !(end instanceof Date)) return;
    if (end <= start) ctx.addIssue({ code: 'custom', message: T.endAfterStart, path: ['end'] });
    else if (end.getTime() - start.getTime() > VISIT_LIMITS.slotHoursMax * HOUR_MS) ctx.addIssue({ code: 'custom', message: T.slotHours(VISIT_LIMITS.slotHoursMax), path: ['end'] });
    if (start.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', message: T.inFuture, path: ['start'] });
    else if (start.getTime() >= Date.now() + PLANNING_HORIZON_DAYS * 24 * HOUR_MS) ctx.addIssue({ code: 'custom', message: T.ahead(PLANNING_HORIZON_DAYS), path: ['start'] });
  });
}

/** Whether two of the slots overlap or repeat (each slot's own checks passed). */
function overlaps(slots: ReadonlyArray<{ start: Date; end: Date }>): boolean {
  const sorted = [...slots].sort((a, b) => a.start.getTime() - b.start.getTime());
  return sorted.some((slot, index) => index > 0 && slot.start < (sorted[index - 1] as { end: Date }).end);
}

/** Two to five times the installer (or staff) offers for the visit, none overlapping; they replace the ones offered before. */
export const slotsInputFor = (locale: Locale) => {
  const T = visitInputTexts(locale);
  return z.object(
    {
      id: ref(locale),
      slots: z
        .array(slotFor(locale), { message: T.slots })
        .min(VISIT_LIMITS.slotsMin, T.slotsMin(VISIT_LIMITS.slotsMin))
        .max(VISIT_LIMITS.slotsMax, T.slotsMax(VISIT_LIMITS.slotsMax))
        .refine((slots) => !slots.every((slot) => typeof slot === 'object' && slot !== null && slot.start instanceof Date && slot.end instanceof Date) || !overlaps(slots), T.overlap),
    },
    objectOf(locale),
  );
};
export const slotsInput = slotsInputFor('nl');
export type SlotsInput = z.infer<typeof slotsInput>;

/** What the technical visit found: the measured hardness (one decimal), whether it can go ahead, and if not why. */
export const visitInputFor = (locale: Locale) => {
  const T = visitInputTexts(locale);
  return z
    .object(
      {
        id: ref(locale),
        hardnessFH: z
          .number({ message: T.hardness })
          .min(0, T.hardnessMin)
          .max(100, T.hardnessMax)
          .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, T.hardnessDecimals)
          .transform((value) => Math.round(value * 10) / 10),
        suitable: z.boolean({ message: T.suitable }),
        reason: z.enum(UNSUITABLE_REASONS, { message: T.reason(UNSUITABLE_REASONS.join(', ')) }).nullish(),
        note: z.string({ message: T.note }).trim().max(VISIT_LIMITS.note, T.noteLong(VISIT_LIMITS.note)).refine(isMultiLineText, T.noteCharacters).nullish(),
        visitedOn: pastDay(locale, T.visitedOn).nullish(),
      },
      objectOf(locale),
    )
    .refine(({ suitable, reason }) => suitable || reason, { message: T.reasonRequired, path: ['reason'] })
    .refine(({ suitable, reason, note }) => suitable || reason !== 'other' || (note && note.length >= 2), { message: T.noteRequired, path: ['note'] });
};
export const visitInput = visitInputFor('nl');
export type VisitInput = z.infer<typeof visitInput>;

/** The day the installation is planned (its range, from today up to the horizon, is the service's to check). */
export const installationPlanInputFor = (locale: Locale) => z.object({ id: ref(locale), plannedOn: isoDay(locale, visitInputTexts(locale).plannedOn) }, objectOf(locale));
export const installationPlanInput = installationPlanInputFor('nl');
export type InstallationPlanInput = z.infer<typeof installationPlanInput>;

/** The softener is in place: its day (today or earlier) and the device's serial number (visible characters on one line). */
export const installedInputFor = (locale: Locale) => {
  const T = visitInputTexts(locale);
  return z.object(
    {
      id: ref(locale),
      installedOn: pastDay(locale, T.installedOn),
      serialNumber: z
        .string({ message: T.serial })
        .trim()
        .min(3, T.serial)
        .max(VISIT_LIMITS.serialNumber, T.serialLong(VISIT_LIMITS.serialNumber))
        .refine((value) => isSingleLineText(value) && !hasInvisibleCharacters(value), T.serialCharacters),
    },
    objectOf(locale),
  );
};
export const installedInput = installedInputFor('nl');
export type InstalledInput = z.infer<typeof installedInput>;

/** A withdrawn softener taken back: the day (issue 43). */
export const collectionInputFor = (locale: Locale) => z.object({ id: ref(locale), collectedOn: pastDay(locale, visitInputTexts(locale).collectedOn) }, objectOf(locale));
export const collectionInput = collectionInputFor('nl');
export type CollectionInput = z.infer<typeof collectionInput>;

/** An order, as the installer's reads take it. */
export const orderRefFor = (locale: Locale) => z.object({ id: ref(locale) }, objectOf(locale));

/** Staff give an order to an installer company (or move it to another). */
export const assignInput = z.object({ id: orderId, installerId: recordId('Ongeldige installateur') }, OBJECT_EXPECTED);
export type AssignInput = z.infer<typeof assignInput>;

/** Staff's notes for the installer: what it needs to know at the door. */
export const installerNoteInput = z.object(
  {
    id: orderId,
    note: z.string({ message: 'Notitie: tekst' }).trim().max(1000, 'Notitie: hoogstens 1000 tekens').refine(isMultiLineText, 'Notitie bevat ongeldige tekens'),
  },
  OBJECT_EXPECTED,
);

/** The household picks a slot (or another one: its appointment moves). */
export const pickSlotInput = z.object({ token: linkToken, slotId: recordId('Ongeldig tijdslot'), language }, OBJECT_EXPECTED);
export type PickSlotInput = z.infer<typeof pickSlotInput>;

/** The household cancels its appointment (up to 24 hours before). */
export const cancelAppointmentInput = z.object({ token: linkToken, confirm: z.literal(true, { message: 'Bevestig de annulering' }), language }, OBJECT_EXPECTED);

/** The household downloads its booked visit for its calendar (issue 42). */
export const appointmentCalendarInput = z.object({ token: linkToken, language }, OBJECT_EXPECTED);

/**
 * None of the slots suits the household: it asks for other times with a short message, which goes to
 * the installer by mail, so it carries no link, e-mail address, markup or invisible character (like the
 * signup's address fields), in the page's language.
 */
const otherTimesInputFor = (locale: Locale) => {
  const T = visitTexts(locale).otherTimesInput;
  return z.object(
    {
      token: linkToken,
      language,
      message: z
        .string({ message: T.text })
        .trim()
        .min(2, T.short)
        .max(VISIT_LIMITS.message, T.long(VISIT_LIMITS.message))
        .refine(isMultiLineText, T.characters)
        .refine((value) => !hasLinkOrMarkup(value) && !hasInvisibleCharacters(value), T.link),
    },
    OBJECT_EXPECTED,
  );
};
export const otherTimesInput = /* @__PURE__ */ localizedParser(otherTimesInputFor);
