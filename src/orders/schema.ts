/**
 * What staff (and, with issue 34, an installer's users) send about an order (issue 33): the day it was
 * installed, a cancellation with its reason and text, a withdrawal the household sent by mail, post or
 * phone. Dutch messages naming the field.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { recordId } from '../admin/schema.ts';
import { hasInvisibleCharacters, isMultiLineText } from '../text.ts';
import { CANCEL_REASONS } from './lifecycle.ts';

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };
export const ORDER_NOTE_MAX = 1000;

export const orderId = recordId('Ongeldig bestelnummer');
export const orderRef = z.object({ id: orderId }, OBJECT_EXPECTED);

const note = (label: string) =>
  z
    .string({ message: `${label}: tekst` })
    .trim()
    .max(ORDER_NOTE_MAX, `${label}: hoogstens ${ORDER_NOTE_MAX} tekens`)
    .refine(isMultiLineText, `${label} bevat ongeldige tekens`);

/** The softener is in place: its day (today or earlier, Brussels), from which the 14 days of withdrawal run. */
export const installationInput = z.object(
  {
    id: orderId,
    installedOn: z
      .string({ message: 'Geïnstalleerd op: kies een datum (JJJJ-MM-DD)' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Geïnstalleerd op: kies een datum (JJJJ-MM-DD)')
      .refine(isRealDay, 'Geïnstalleerd op: deze datum bestaat niet')
      .refine((day) => day <= isoDateInBrussels(new Date()), 'Geïnstalleerd op: niet in de toekomst'),
  },
  OBJECT_EXPECTED,
);
export type InstallationInput = z.infer<typeof installationInput>;

/** Who ends an order after acceptance says why: a reason from the list, and a text the household reads. */
export const cancellationInput = z.object(
  {
    id: orderId,
    reason: z.enum(CANCEL_REASONS, { message: `Reden: kies uit ${CANCEL_REASONS.join(', ')}` }),
    note: note('Toelichting').pipe(z.string().min(2, 'Toelichting: schrijf kort waarom')),
  },
  OBJECT_EXPECTED,
);
export type CancellationInput = z.infer<typeof cancellationInput>;

/** A withdrawal the household sent another way (mail, post, phone): staff record it, with how it came. */
export const withdrawalInput = z.object(
  {
    id: orderId,
    note: note('Toelichting')
      .nullish()
      .transform((value) => value || null),
  },
  OBJECT_EXPECTED,
);
export type WithdrawalInput = z.infer<typeof withdrawalInput>;

/**
 * Staff correct a date the order already has (issue 43): which one, the right day, and why (the
 * household reads the reason in its mail; the audit log and the order's history keep it).
 */
export const dateCorrectionInput = z.object(
  {
    id: orderId,
    field: z.enum(['visitedOn', 'installedOn', 'collectedOn'], { message: 'Datum: kies visitedOn, installedOn of collectedOn' }),
    day: z
      .string({ message: 'Dag: kies een datum (JJJJ-MM-DD)' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dag: kies een datum (JJJJ-MM-DD)')
      .refine(isRealDay, 'Dag: deze datum bestaat niet'),
    reason: note('Reden')
      .refine((value) => !hasInvisibleCharacters(value), 'Reden bevat onzichtbare tekens')
      .pipe(z.string().min(5, 'Reden: schrijf waarom de datum verandert (het huishouden leest ze)')),
  },
  OBJECT_EXPECTED,
);
export type DateCorrectionInput = z.infer<typeof dateCorrectionInput>;
