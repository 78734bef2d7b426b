/**
 * An installer company as staff enter it (issue 33): the seller a proposal names, with what the
 * household's contract needs of it (identity, contact, where it works, its payment and return terms).
 * One zod schema for the back office's form and the server; Dutch messages that name the field, which an
 * API client reads too.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { phoneE164 } from '../leads/phone.ts';
import { recordId } from '../admin/schema.ts';
import { REGIONS, type RegionCode } from '../places/data/places.ts';
import { hasInvisibleCharacters, isSingleLineText } from '../text.ts';
import { parseCompanyNumber } from './company-number.ts';

export const INSTALLER_LIMITS = {
  name: 200,
  address: 300,
  phone: 20,
  email: 254,
  /** Postal codes of one installer's area (Belgium has about 1,150). */
  postalCodes: 1200,
  depositPercentMax: 50,
  paymentDaysMax: 90,
  returnCostEuroMax: 5000,
} as const;

const REGION_CODES = Object.keys(REGIONS) as [RegionCode, ...RegionCode[]];
const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

/** One line of text a person types, between `min` and `max` characters; messages name the field (`label`). */
export function line(label: string, min: number, max: number) {
  return z
    .string({ message: `${label}: tekst` })
    .trim()
    .min(min, `${label}: vul in`)
    .max(max, `${label}: hoogstens ${max} tekens`)
    .refine(isSingleLineText, `${label} bevat ongeldige tekens`)
    .refine((value) => !hasInvisibleCharacters(value), `${label} bevat onzichtbare tekens: typ het opnieuw`);
}

const companyNumber = z
  .string({ message: 'Ondernemingsnummer: tekst, bv. 0123.456.749' })
  .transform((typed, ctx) => {
    const parsed = parseCompanyNumber(typed);
    if (parsed) return parsed;
    ctx.addIssue({ code: 'custom', message: 'Ondernemingsnummer: geen geldig Belgisch ondernemingsnummer (KBO), bv. 0123.456.749' });
    return z.NEVER;
  });

/** A phone number of the numbering plan, stored in E.164; `label` names the field. */
export function phoneField(label: string) {
  return z
    .string({ message: `${label}: tekst` })
    .trim()
    .max(INSTALLER_LIMITS.phone, `${label}: hoogstens ${INSTALLER_LIMITS.phone} tekens`)
    .transform((typed, ctx) => {
      const e164 = /\d{8}/.test(typed.replace(/\D/g, '')) ? phoneE164(typed) : null;
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: `${label}: geen geldig telefoonnummer, bv. 014 12 34 56` });
      return z.NEVER;
    });
}

const postalCodes = z
  .array(z.string({ message: 'Postcodes: vier cijfers' }).trim().regex(/^[1-9]\d{3}$/, 'Postcodes: elke postcode is vier cijfers (1000-9999)'), {
    message: 'Postcodes: een lijst',
  })
  .max(INSTALLER_LIMITS.postalCodes, `Postcodes: hoogstens ${INSTALLER_LIMITS.postalCodes}`)
  .transform((codes) => [...new Set(codes)].sort());

const provinces = z
  .array(z.enum(REGION_CODES, { message: `Provincies: kies uit ${REGION_CODES.join(', ')}` }), { message: 'Provincies: een lijst' })
  .transform((codes) => [...new Set(codes)].sort());

/** The fields of an installer; `terms` are what its proposals promise (payment, return after withdrawal). */
const installerFields = {
  name: line('Naam', 2, INSTALLER_LIMITS.name),
  companyNumber,
  address: line('Adres', 5, INSTALLER_LIMITS.address),
  phone: phoneField('Telefoon'),
  email: z.email({ message: 'E-mail: geen geldig e-mailadres' }).max(INSTALLER_LIMITS.email, `E-mail: hoogstens ${INSTALLER_LIMITS.email} tekens`),
  postalCodes,
  provinces,
  active: z.boolean({ message: 'Actief: true of false' }),
  /** Part of the price the seller asks when the order is placed (0: none); refunded on withdrawal. */
  depositPercent: z
    .number({ message: 'Voorschot: een percentage' })
    .int('Voorschot: een geheel percentage')
    .min(0, 'Voorschot: 0 of meer')
    .max(INSTALLER_LIMITS.depositPercentMax, `Voorschot: hoogstens ${INSTALLER_LIMITS.depositPercentMax} %`),
  /** Days the household has to pay the invoice after the installation. */
  paymentDays: z
    .number({ message: 'Betaaltermijn: een aantal dagen' })
    .int('Betaaltermijn: een geheel aantal dagen')
    .min(0, 'Betaaltermijn: 0 of meer dagen')
    .max(INSTALLER_LIMITS.paymentDaysMax, `Betaaltermijn: hoogstens ${INSTALLER_LIMITS.paymentDaysMax} dagen`),
  /**
   * What a household that withdraws after the installation pays for taking the softener out and back
   * (0: the seller does it at its own cost). The seller's figure: never guessed.
   */
  returnCostEuro: z
    .number({ message: 'Kosten bij herroeping: een bedrag in euro' })
    .int('Kosten bij herroeping: een geheel bedrag in euro')
    .min(0, 'Kosten bij herroeping: 0 of meer')
    .max(INSTALLER_LIMITS.returnCostEuroMax, `Kosten bij herroeping: hoogstens ${INSTALLER_LIMITS.returnCostEuroMax} euro`),
};

/** A new installer: the identity and area required; the terms default to no deposit, 14 days, return at the seller's cost. */
export const installerInput = z
  .object(
    {
      ...installerFields,
      postalCodes: installerFields.postalCodes.default([]),
      provinces: installerFields.provinces.default([]),
      active: installerFields.active.default(true),
      depositPercent: installerFields.depositPercent.default(0),
      paymentDays: installerFields.paymentDays.default(14),
      returnCostEuro: installerFields.returnCostEuro.default(0),
    },
    OBJECT_EXPECTED,
  )
  .refine((installer) => installer.postalCodes.length + installer.provinces.length > 0, {
    path: ['postalCodes'],
    message: 'Werkgebied: geef postcodes of provincies op',
  });
export type InstallerInput = z.infer<typeof installerInput>;

/** A change to installer `id`: only the fields sent change. */
const installerId = recordId('Ongeldig installateursnummer');

export const installerUpdate = z.object({ id: installerId, ...z.object(installerFields).partial().shape }, OBJECT_EXPECTED);
export type InstallerUpdate = z.infer<typeof installerUpdate>;

