/**
 * What staff send (issue 24), as zod schemas shared by the back office's forms and the server: one
 * proposal to a lead, and one proposal to a selection of leads (a bulk send). Dutch messages: an API
 * client reads them too.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels } from '../admin/format.ts';
import { leadId, wholeNumber } from '../admin/schema.ts';
import { SOFTENER_TYPES } from '../leads/softeners.ts';
import { hasInvisibleCharacters, isMultiLineText, isSingleLineText } from '../text.ts';
import { INCLUDED_ITEMS } from './included.ts';
import { PROVINCE_KEYS } from './provinces.ts';

export const PROPOSAL_LIMITS = {
  /** Far above any softener's price; a typo of three zeros is refused. */
  priceEuroMax: 100_000,
  installationWindow: 100,
  note: 1000,
  /** A proposal is valid for at most this many days. */
  validDaysMax: 366,
  /** Leads one bulk send reaches at most. */
  bulkMax: 5000,
} as const;

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` after today (Brussels, at the moment of parsing) and at most a year ahead. */
function validUntilSchema(now: () => Date = () => new Date()) {
  return z
    .string({ message: 'Geldig tot: kies een datum (JJJJ-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Geldig tot: kies een datum (JJJJ-MM-DD)')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day), {
      message: 'Geldig tot: deze datum bestaat niet',
    })
    .refine((day) => day > isoDateInBrussels(now()), { message: 'Geldig tot: kies een datum in de toekomst' })
    .refine((day) => day <= isoDateInBrussels(new Date(now().getTime() + PROPOSAL_LIMITS.validDaysMax * DAY_MS)), {
      message: `Geldig tot: hoogstens ${PROPOSAL_LIMITS.validDaysMax} dagen vooruit`,
    });
}

/** The terms of a proposal: what a single and a bulk send share. */
const proposalTerms = z.object(
  {
    model: z.enum(SOFTENER_TYPES, { message: `Onbekend model: kies uit ${SOFTENER_TYPES.join(', ')}` }),
    hasWifi: z.boolean({ message: 'Wifi: true of false' }).default(false),
    priceEuro: z
      .number({ message: 'Prijs: een bedrag in euro (geheel getal, btw inbegrepen)' })
      .int('Prijs: een geheel bedrag in euro, zonder cent')
      .min(1, 'Prijs: meer dan 0 euro')
      .max(PROPOSAL_LIMITS.priceEuroMax, `Prijs: hoogstens ${PROPOSAL_LIMITS.priceEuroMax} euro`),
    included: z
      .array(z.enum(INCLUDED_ITEMS, { message: `Inbegrepen: kies uit ${INCLUDED_ITEMS.join(', ')}` }), {
        message: 'Inbegrepen: een lijst',
      })
      .max(INCLUDED_ITEMS.length)
      .refine((items) => new Set(items).size === items.length, 'Inbegrepen: elk onderdeel één keer')
      .default([...INCLUDED_ITEMS]),
    installationWindow: z
      .string({ message: 'Installatieperiode: tekst' })
      .trim()
      .max(PROPOSAL_LIMITS.installationWindow, `Installatieperiode: hoogstens ${PROPOSAL_LIMITS.installationWindow} tekens`)
      .refine(isSingleLineText, 'Installatieperiode bevat ongeldige tekens')
      .refine((value) => !hasInvisibleCharacters(value), 'Installatieperiode bevat onzichtbare tekens (zoals richtingstekens): typ de tekst opnieuw')
      .nullish()
      .transform((value) => value || null),
    validUntil: validUntilSchema(),
    note: z
      .string({ message: 'Opmerking: tekst' })
      .trim()
      .max(PROPOSAL_LIMITS.note, `Opmerking: hoogstens ${PROPOSAL_LIMITS.note} tekens`)
      .refine(isMultiLineText, 'Opmerking bevat ongeldige tekens')
      .refine((value) => !hasInvisibleCharacters(value), 'Opmerking bevat onzichtbare tekens (zoals richtingstekens): typ de tekst opnieuw')
      .nullish()
      .transform((value) => value || null),
  },
  OBJECT_EXPECTED,
);
export type ProposalTermsInput = z.infer<typeof proposalTerms>;

/**
 * One proposal to lead `id`. A customer or a lost lead gets one only with `overrideStatus: true` (the
 * bulk send never reaches them; the override is recorded in the audit log).
 */
export const proposalInput = proposalTerms.extend({
  id: leadId,
  overrideStatus: z.boolean({ message: 'Toch versturen: true of false' }).default(false),
});

/** Which leads a bulk send reaches. */
export const bulkSelection = z.object(
  {
    confirmed: z.boolean({ message: 'Bevestigd: true of false' }).optional(),
    model: z.enum(SOFTENER_TYPES, { message: `Onbekend model: kies uit ${SOFTENER_TYPES.join(', ')}` }).optional(),
    province: z.enum(PROVINCE_KEYS as [string, ...string[]], { message: `Onbekende provincie: kies uit ${PROVINCE_KEYS.join(', ')}` }).optional(),
    /** The leads of one round (issue 35), by its number. */
    roundId: wholeNumber('Ongeldig rondenummer').optional(),
    /** Leads with an open proposal are left out unless staff said yes to replacing it (asked first). */
    replaceOpen: z.boolean({ message: 'Open voorstellen vervangen: true of false' }).default(false),
  },
  OBJECT_EXPECTED,
);
export type BulkSelection = z.infer<typeof bulkSelection>;

export const bulkInput = z.object({ selection: bulkSelection, terms: proposalTerms }, OBJECT_EXPECTED);
export type BulkInput = z.infer<typeof bulkInput>;

export const bulkJobRef = z.object({ jobId: leadId }, OBJECT_EXPECTED);
