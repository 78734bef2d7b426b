/**
 * What staff send to make or change a round (issue 35), as zod schemas shared by the back office's form
 * and the server (tRPC and REST). Dutch messages: an API client reads them too.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isRealDay } from '../admin/format.ts';
import { leadId, wholeNumber } from '../admin/schema.ts';
import type { REGIONS } from '../places/data/places.ts';
import { regionOfPostalCode } from '../proposals/provinces.ts';
import { isSingleLineText } from '../text.ts';
import { REGION_CODES } from './area.ts';
import { type RoundDates, roundDateErrors } from './phase.ts';

export const ROUND_LIMITS = {
  name: 100,
  /** Postal codes one round lists at most (a province is one code of `provinces`). */
  postalCodes: 300,
} as const;

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

/** An instant with its offset: `2026-12-12T23:59:00+01:00` or `…Z`. */
function moment(label: string) {
  return z.iso.datetime({ offset: true, message: `${label}: een datum en tijd met tijdzone (2026-12-12T23:59:00+01:00)` });
}

/** A calendar day `YYYY-MM-DD` that exists, or nothing. */
function day(label: string) {
  return z
    .string({ message: `${label}: een datum (JJJJ-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: een datum (JJJJ-MM-DD)`)
    .refine(isRealDay, { message: `${label}: deze datum bestaat niet` })
    .nullish()
    .transform((value) => value ?? null);
}

const region = z.enum(REGION_CODES as [keyof typeof REGIONS, ...Array<keyof typeof REGIONS>], {
  message: `Onbekende provincie: kies uit ${REGION_CODES.join(', ')}`,
});

const postalCode = z
  .string({ message: 'Postcode: vier cijfers' })
  .regex(/^\d{4}$/, 'Postcode: vier cijfers')
  .refine((code) => regionOfPostalCode(code) !== null, { message: 'Postcode: geen Belgische postcode' });

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** A round as staff make or change it; without provinces and postal codes it runs everywhere. */
export const roundInput = z
  .object(
    {
      name: z
        .string({ message: 'Naam is verplicht' })
        .trim()
        .min(1, 'Naam is verplicht')
        .max(ROUND_LIMITS.name, `Naam: hoogstens ${ROUND_LIMITS.name} tekens`)
        .refine(isSingleLineText, 'Naam bevat ongeldige tekens'),
      provinces: z
        .array(region, { message: 'Provincies: een lijst van codes (BE-VOV)' })
        .max(REGION_CODES.length)
        .refine(unique, 'Provincies: elke provincie één keer')
        .default([]),
      postalCodes: z
        .array(postalCode, { message: 'Postcodes: een lijst' })
        .max(ROUND_LIMITS.postalCodes, `Postcodes: hoogstens ${ROUND_LIMITS.postalCodes}`)
        .refine(unique, 'Postcodes: elke postcode één keer')
        .default([]),
      registrationOpensAt: moment('Inschrijving opent'),
      registrationClosesAt: moment('Inschrijving sluit'),
      proposalsFrom: day('Voorstellen vanaf'),
      proposalsValidUntil: day('Voorstellen geldig tot'),
      installationsDueBy: day('Installaties klaar tegen'),
    },
    OBJECT_EXPECTED,
  )
  .superRefine((round, ctx) => {
    for (const [field, message] of Object.entries(roundDateErrors(round as RoundDates))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type RoundInput = z.infer<typeof roundInput>;

/** A round's number, as a lead's (a JSON number, or decimal digits in a path). */
const roundId = wholeNumber('Ongeldig rondenummer');

export const roundRef = z.object({ id: roundId }, OBJECT_EXPECTED);

export const roundUpdate = z.object({ id: roundId, round: roundInput }, OBJECT_EXPECTED);

/** Moves a lead to a round, or out of every round (`roundId: null`: waiting for the next). */
export const leadRoundMove = z.object({ id: leadId, roundId: roundId.nullable() }, OBJECT_EXPECTED);

/** A place page's slug (`gent`, `hainaut`), for the public question 'where does the round stand here'. */
export const placeQuery = z.object(
  { place: z.string({ message: 'Plaats: de slug van een plaatspagina (gent)' }).max(60).regex(/^[a-z0-9-]+$/, 'Plaats: de slug van een plaatspagina (gent)').optional() },
  OBJECT_EXPECTED,
);
