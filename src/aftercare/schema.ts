/**
 * What installers and staff send about aftercare (issue 44): the PFAS filter handed over, an answer to a
 * request for help, times for its visit, its status, a service done, a salt delivery's step, a review's
 * moderation. Dutch messages naming the field, like the visit's (src/visits/schema.ts), whose slots these
 * visits share. The household's inputs are in household-schema.ts.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { recordId } from '../admin/schema.ts';
import { orderId } from '../orders/schema.ts';
import { isMultiLineText } from '../text.ts';
import { slotsInput } from '../visits/schema.ts';
import { AFTERCARE_LIMITS } from './limits.ts';
import { REVIEW_STATUSES } from './reviews.ts';

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

const requestId = recordId('Ongeldig nummer van de vraag');

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label}: tekst` })
    .trim()
    .min(min, `${label}: schrijf minstens ${min} tekens`)
    .max(max, `${label}: hoogstens ${max} tekens`)
    .refine(isMultiLineText, `${label} bevat ongeldige tekens`);

const pastDay = (label: string) =>
  z
    .string({ message: `${label}: kies een datum (JJJJ-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: kies een datum (JJJJ-MM-DD)`)
    .refine(isRealDay, `${label}: deze datum bestaat niet`)
    .refine((day) => day <= isoDateInBrussels(new Date()), `${label}: niet in de toekomst`);

/** Whether the PFAS filter was handed over (`id`: the order). */
export const filterInput = z.object({ id: orderId, handedOver: z.boolean({ message: 'Overhandigd: true of false' }) }, OBJECT_EXPECTED);
export type FilterInput = z.infer<typeof filterInput>;

/** An answer to the household: a message it reads on its page and in a mail. */
export const supportAnswerInput = z.object({ id: requestId, message: text('Antwoord', 2, AFTERCARE_LIMITS.message) }, OBJECT_EXPECTED);
export type SupportAnswerInput = z.infer<typeof supportAnswerInput>;

/** Two to five times for the request's visit (the visit's own rules: in the future, at most 8 hours). */
export const supportSlotsInput = z.object({ id: requestId, slots: slotsInput.shape.slots }, OBJECT_EXPECTED);
export type SupportSlotsInput = z.infer<typeof supportSlotsInput>;

/** Resolved (with a word for the household), or the visit called off (back to open). */
export const supportStepInput = z.object(
  {
    id: requestId,
    to: z.enum(['open', 'resolved'], { message: 'Stap: open of resolved' }),
    message: text('Toelichting', 2, AFTERCARE_LIMITS.message).nullish().transform((value) => value ?? null),
  },
  OBJECT_EXPECTED,
);
export type SupportStepInput = z.infer<typeof supportStepInput>;

/** A service done (`id`: the order), on a day up to today; it resolves the open service visit, if any. */
export const serviceInput = z.object(
  {
    id: orderId,
    servicedOn: pastDay('Onderhouden op'),
    note: text('Notitie', 0, AFTERCARE_LIMITS.note).nullish().transform((value) => value || null),
  },
  OBJECT_EXPECTED,
);
export type ServiceInput = z.infer<typeof serviceInput>;

/** A salt delivery (`id`) the seller confirms or cancels. */
export const saltRef = z.object({ id: recordId('Ongeldige levering') }, OBJECT_EXPECTED);

/** A salt delivery brought: the day, and the kilograms if other than asked. */
export const saltDeliveredInput = z.object(
  {
    id: recordId('Ongeldige levering'),
    deliveredOn: pastDay('Geleverd op'),
    kg: z.number({ message: 'Kilogram: een geheel getal' }).int('Kilogram: een geheel getal').min(1, 'Kilogram: minstens 1').max(AFTERCARE_LIMITS.saltKgMax, `Kilogram: hoogstens ${AFTERCARE_LIMITS.saltKgMax}`).optional(),
  },
  OBJECT_EXPECTED,
);

/** A seller's step on a delivery, as the service takes it. */
export type SaltStepInput = { id: number; to: 'confirmed' | 'cancelled' } | ({ to: 'delivered' } & z.infer<typeof saltDeliveredInput>);

export const reviewRef = z.object({ id: recordId('Ongeldige beoordeling') }, OBJECT_EXPECTED);

/** Staff's list of reviews: of one status, or all. */
export const reviewListInput = z.object({ status: z.enum(REVIEW_STATUSES, { message: `Status: ${REVIEW_STATUSES.join(', ')}` }).optional() }, OBJECT_EXPECTED).default({});
