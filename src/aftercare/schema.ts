/**
 * What installers and staff send about aftercare (issue 44): the PFAS filter handed over, an answer to a
 * request for help, times for its visit, its status, a service done, a salt delivery's step, a review's
 * moderation. Each input of an installer exists in both languages (`…For(locale)`, as the visit's in
 * src/visits/schema.ts, whose slots these visits share): staff and API clients read Dutch messages naming
 * the field, an installer user its own language (server/trpc/caller-locale.ts). The household's inputs
 * are in household-schema.ts.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { recordId } from '../admin/schema.ts';
import type { Locale } from '../i18n/locale.ts';
import { orderId } from '../orders/schema.ts';
import { isMultiLineText } from '../text.ts';
import { visitInputTexts } from '../visits/input-texts.ts';
import { slotsInputFor } from '../visits/schema.ts';
import { aftercareInputTexts } from './input-texts.ts';
import { AFTERCARE_LIMITS } from './limits.ts';
import { REVIEW_STATUSES } from './reviews.ts';

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };
const objectOf = (locale: Locale) => ({ error: visitInputTexts(locale).object });
const orderRef = (locale: Locale) => (locale === 'nl' ? orderId : recordId(visitInputTexts(locale).orderId));

const text = (locale: Locale, label: string, min: number, max: number) => {
  const T = aftercareInputTexts(locale);
  return z
    .string({ message: T.text(label) })
    .trim()
    .min(min, T.min(label, min))
    .max(max, T.max(label, max))
    .refine(isMultiLineText, T.characters(label));
};

const pastDay = (locale: Locale, label: string) => {
  const T = visitInputTexts(locale);
  return z
    .string({ message: T.day(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, T.day(label))
    .refine(isRealDay, T.noSuchDay(label))
    .refine((day) => day <= isoDateInBrussels(new Date()), T.notInFuture(label));
};

/** Whether the PFAS filter was handed over (`id`: the order). */
export const filterInputFor = (locale: Locale) =>
  z.object({ id: orderRef(locale), handedOver: z.boolean({ message: aftercareInputTexts(locale).handedOver }) }, objectOf(locale));
export const filterInput = filterInputFor('nl');
export type FilterInput = z.infer<typeof filterInput>;

/** An answer to the household: a message it reads on its page and in a mail. */
export const supportAnswerInputFor = (locale: Locale) => {
  const T = aftercareInputTexts(locale);
  return z.object({ id: recordId(T.requestId), message: text(locale, T.answer, 2, AFTERCARE_LIMITS.message) }, objectOf(locale));
};
export const supportAnswerInput = supportAnswerInputFor('nl');
export type SupportAnswerInput = z.infer<typeof supportAnswerInput>;

/** Two to five times for the request's visit (the visit's own rules: in the future, at most 8 hours). */
export const supportSlotsInputFor = (locale: Locale) =>
  z.object({ id: recordId(aftercareInputTexts(locale).requestId), slots: slotsInputFor(locale).shape.slots }, objectOf(locale));
export const supportSlotsInput = supportSlotsInputFor('nl');
export type SupportSlotsInput = z.infer<typeof supportSlotsInput>;

/** Resolved (with a word for the household), or the visit called off (back to open). */
export const supportStepInputFor = (locale: Locale) => {
  const T = aftercareInputTexts(locale);
  return z.object(
    {
      id: recordId(T.requestId),
      to: z.enum(['open', 'resolved'], { message: T.step }),
      message: text(locale, T.explanation, 2, AFTERCARE_LIMITS.message).nullish().transform((value) => value ?? null),
    },
    objectOf(locale),
  );
};
export const supportStepInput = supportStepInputFor('nl');
export type SupportStepInput = z.infer<typeof supportStepInput>;

/** A service done (`id`: the order), on a day up to today; it resolves the open service visit, if any. */
export const serviceInputFor = (locale: Locale) => {
  const T = aftercareInputTexts(locale);
  return z.object(
    {
      id: orderRef(locale),
      servicedOn: pastDay(locale, T.servicedOn),
      note: text(locale, T.note, 0, AFTERCARE_LIMITS.note).nullish().transform((value) => value || null),
    },
    objectOf(locale),
  );
};
export const serviceInput = serviceInputFor('nl');
export type ServiceInput = z.infer<typeof serviceInput>;

/** A salt delivery (`id`) the seller confirms or cancels. */
export const saltRefFor = (locale: Locale) => z.object({ id: recordId(aftercareInputTexts(locale).deliveryId) }, objectOf(locale));
export const saltRef = saltRefFor('nl');

/** A salt delivery brought: the day, and the kilograms if other than asked. */
export const saltDeliveredInputFor = (locale: Locale) => {
  const T = aftercareInputTexts(locale);
  return z.object(
    {
      id: recordId(T.deliveryId),
      deliveredOn: pastDay(locale, T.deliveredOn),
      kg: z.number({ message: T.kg }).int(T.kg).min(1, T.kgMin).max(AFTERCARE_LIMITS.saltKgMax, T.kgMax(AFTERCARE_LIMITS.saltKgMax)).optional(),
    },
    objectOf(locale),
  );
};
export const saltDeliveredInput = saltDeliveredInputFor('nl');

/** A seller's step on a delivery, as the service takes it. */
export type SaltStepInput = { id: number; to: 'confirmed' | 'cancelled' } | ({ to: 'delivered' } & z.infer<typeof saltDeliveredInput>);

export const reviewRef = z.object({ id: recordId('Ongeldige beoordeling') }, OBJECT_EXPECTED);

/** Staff's list of reviews: of one status, or all. */
export const reviewListInput = z.object({ status: z.enum(REVIEW_STATUSES, { message: `Status: ${REVIEW_STATUSES.join(', ')}` }).optional() }, OBJECT_EXPECTED).default({});
