/**
 * What staff send (issue 24), as zod schemas shared by the back office's forms and the server: one
 * proposal to a lead, and one proposal to a selection of leads (a bulk send). Dutch messages: an API
 * client reads them too.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { leadId, recordId, wholeNumber } from '../admin/schema.ts';
import { SOFTENER_TYPES } from '../leads/softeners.ts';
import { hasInvisibleCharacters, isMultiLineText } from '../text.ts';
import { INCLUDED_ITEMS } from './included.ts';
import { PROVINCE_KEYS } from './provinces.ts';

export const PROPOSAL_LIMITS = {
  /** Far above any softener's price; a typo of three zeros is refused. */
  priceEuroMax: 100_000,
  note: 1000,
  /** A proposal is valid for at most this many days. */
  validDaysMax: 366,
  /** Leads one bulk send reaches at most. */
  bulkMax: 5000,
} as const;

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` after today (Brussels, at the moment of parsing) and at most a year ahead. */
function futureDay(label: string, now: () => Date = () => new Date()) {
  return z
    .string({ message: `${label}: kies een datum (JJJJ-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: kies een datum (JJJJ-MM-DD)`)
    .refine(isRealDay, { message: `${label}: deze datum bestaat niet` })
    .refine((day) => day > isoDateInBrussels(now()), { message: `${label}: kies een datum in de toekomst` })
    .refine((day) => day <= isoDateInBrussels(new Date(now().getTime() + PROPOSAL_LIMITS.validDaysMax * DAY_MS)), {
      message: `${label}: hoogstens ${PROPOSAL_LIMITS.validDaysMax} dagen vooruit`,
    });
}

/** Fixed phrases staff may add to a proposal: written in the household's language (document-texts.ts). */
export const NOTE_PHRASES = ['basement', 'garage', 'oldSoftener', 'bypass'] as const;
export type NotePhrase = (typeof NOTE_PHRASES)[number];

/** Staff's labels of the fixed phrases (the back office). */
export const NOTE_PHRASE_LABELS: Record<NotePhrase, string> = {
  basement: 'Plaatsing in de kelder',
  garage: 'Plaatsing in de garage',
  oldSoftener: 'Oude waterverzachter weghalen',
  bypass: 'Met bypass',
};

/**
 * VAT rates a proposal's price may include (decision 045): 21 %. The 6 % renovation rate is the seller's
 * to apply, after asking the household the conditions; it is not offered until that is built.
 */
const VAT_RATES = [21] as const;

/** The terms of a proposal: what a single and a bulk send share. */
const proposalTermsObject = z.object(
  {
    model: z.enum(SOFTENER_TYPES, { message: `Onbekend model: kies uit ${SOFTENER_TYPES.join(', ')}` }),
    hasWifi: z.boolean({ message: 'Wifi: true of false' }).default(false),
    priceEuro: z
      .number({ message: 'Prijs: een bedrag in euro (geheel getal, btw inbegrepen)' })
      .int('Prijs: een geheel bedrag in euro, zonder cent')
      .min(1, 'Prijs: meer dan 0 euro')
      .max(PROPOSAL_LIMITS.priceEuroMax, `Prijs: hoogstens ${PROPOSAL_LIMITS.priceEuroMax} euro`),
    vatRate: z.literal(VAT_RATES, { message: `Btw-tarief: ${VAT_RATES.join(' of ')}` }).default(21),
    included: z
      .array(z.enum(INCLUDED_ITEMS, { message: `Inbegrepen: kies uit ${INCLUDED_ITEMS.join(', ')}` }), {
        message: 'Inbegrepen: een lijst',
      })
      .max(INCLUDED_ITEMS.length)
      .refine((items) => new Set(items).size === items.length, 'Inbegrepen: elk onderdeel één keer')
      // Left out: the installation and what the seller's recorded terms give (server/services/proposals/proposal-send.ts).
      .optional(),
    installationFrom: futureDay('Installatie vanaf'),
    installationTo: futureDay('Installatie tot en met'),
    validUntil: futureDay('Geldig tot'),
    phrases: z
      .array(z.enum(NOTE_PHRASES, { message: `Vaste zinnen: kies uit ${NOTE_PHRASES.join(', ')}` }), { message: 'Vaste zinnen: een lijst' })
      .max(NOTE_PHRASES.length)
      .refine((items) => new Set(items).size === items.length, 'Vaste zinnen: elke zin één keer')
      .default([]),
    note: z
      .string({ message: 'Opmerking: tekst' })
      .trim()
      .max(PROPOSAL_LIMITS.note, `Opmerking: hoogstens ${PROPOSAL_LIMITS.note} tekens`)
      .refine(isMultiLineText, 'Opmerking bevat ongeldige tekens')
      .refine((value) => !hasInvisibleCharacters(value), 'Opmerking bevat onzichtbare tekens (zoals richtingstekens): typ de tekst opnieuw')
      .nullish()
      .transform((value) => value || null),
    /**
     * The seller (an installer, decision 043). Left out: the one active installer serving the lead's
     * postal code, if exactly one does; otherwise the send is refused with a message to choose one.
     */
    installerId: recordId('Verkoper: ongeldig installateursnummer').optional(),
  },
  OBJECT_EXPECTED,
);

/** The installation window ends on or after its first day. */
const windowInOrder = (terms: { installationFrom: string; installationTo: string }) => terms.installationTo >= terms.installationFrom;
const WINDOW_ORDER = { path: ['installationTo'], message: 'Installatie tot en met: op of na de eerste dag' };

const proposalTerms = proposalTermsObject.refine(windowInOrder, WINDOW_ORDER);
export type ProposalTermsInput = z.infer<typeof proposalTerms>;

/**
 * One proposal to lead `id`. A customer or a lost lead gets one only with `overrideStatus: true` (the
 * bulk send never reaches them; the override is recorded in the audit log).
 */
export const proposalInput = proposalTermsObject
  .extend({ id: leadId, overrideStatus: z.boolean({ message: 'Toch versturen: true of false' }).default(false) })
  .refine(windowInOrder, WINDOW_ORDER);

/** Which leads a bulk send reaches. */
export const bulkSelection = z.object(
  {
    confirmed: z.boolean({ message: 'Bevestigd: true of false' }).optional(),
    model: z.enum(SOFTENER_TYPES, { message: `Onbekend model: kies uit ${SOFTENER_TYPES.join(', ')}` }).optional(),
    province: z.enum(PROVINCE_KEYS as [string, ...string[]], { message: `Onbekende provincie: kies uit ${PROVINCE_KEYS.join(', ')}` }).optional(),
    /** The leads of one round (issue 35), by its number. */
    roundId: wholeNumber('Ongeldig rondenummer').optional(),
    /** Leads whose latest proposal they declined are left out unless staff include them. */
    includeDeclined: z.boolean({ message: 'Afgewezen voorstellen opnieuw: true of false' }).default(false),
    /** Leads with an open proposal are left out unless staff said yes to replacing it (asked first). */
    replaceOpen: z.boolean({ message: 'Open voorstellen vervangen: true of false' }).default(false),
  },
  OBJECT_EXPECTED,
);
export type BulkSelection = z.infer<typeof bulkSelection>;

export const bulkInput = z.object({ selection: bulkSelection, terms: proposalTerms }, OBJECT_EXPECTED);
export type BulkInput = z.infer<typeof bulkInput>;

export const bulkJobRef = z.object({ jobId: leadId }, OBJECT_EXPECTED);
