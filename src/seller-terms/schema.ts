/**
 * A seller's terms (issue 42 item 1): what an installer company, the seller of every proposal that names
 * it (decision 043), has put in writing about its softener beyond the price. Staff record them per
 * installer from the seller's (or the manufacturer's) own documents, named in `source`. A proposal states
 * them; a public page claims a promise (a guarantee, salt, servicing, help at every hour, "Made in
 * Belgium") only while every active seller that may sell there has it recorded (src/seller-terms/promises.ts,
 * decision 057). Aftercare (issue 44) reads the same record: the guarantee, the service, the servicing
 * interval, the salt allowance and the PFAS filter.
 *
 * One zod schema for the back office's form, tRPC and REST; Dutch messages that name the field. Every
 * text a household reads is given in Dutch and in French. A group is `null` when the seller promises
 * nothing of the kind.
 */
import '../zod-setup.ts';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { recordId } from '../admin/schema.ts';
import { line, phoneField } from '../installers/schema.ts';

export const SELLER_TERMS_LIMITS = {
  name: 200,
  address: 300,
  /** A household-facing text per language (what a guarantee covers, its conditions, opening hours). */
  text: 600,
  source: 300,
  email: 254,
  url: 500,
  guaranteeYearsMax: 30,
  firstAnswerWorkingDaysMax: 20,
  monthsMax: 120,
  saltKgMax: 2000,
  euroMax: 5000,
  depositDueDaysMax: 60,
} as const;

const L = SELLER_TERMS_LIMITS;
const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

/** Who gives the commercial guarantee: the seller itself, or the manufacturer named in `manufacturer`. */
const GUARANTORS = ['seller', 'manufacturer'] as const;
export type Guarantor = (typeof GUARANTORS)[number];

/** A text households read, in both languages. */
function bilingual(label: string) {
  return z.object(
    { nl: line(`${label} (Nederlands)`, 2, L.text), fr: line(`${label} (Frans)`, 2, L.text) },
    { error: `${label}: een object met nl en fr` },
  );
}

function count(label: string, unit: string, min: number, max: number) {
  return z
    .number({ message: `${label}: een aantal ${unit}` })
    .int(`${label}: een geheel aantal ${unit}`)
    .min(min, `${label}: minstens ${min}`)
    .max(max, `${label}: hoogstens ${max}`);
}

const email = (label: string) => z.email({ message: `${label}: geen geldig e-mailadres` }).max(L.email, `${label}: hoogstens ${L.email} tekens`);

const httpsUrl = (label: string) =>
  z
    .url({ protocol: /^https$/, message: `${label}: een volledig adres dat met https:// begint` })
    .max(L.url, `${label}: hoogstens ${L.url} tekens`);

/** An IBAN of any SEPA country, checked (ISO 13616, mod 97) and kept in its electronic form ('BE68539007547034'). */
const iban = z
  .string({ message: 'Rekeningnummer: tekst, bv. BE68 5390 0754 7034' })
  .transform((typed, ctx) => {
    const electronic = electronicFormatIBAN(typed) ?? '';
    if (isValidIBAN(electronic)) return electronic;
    ctx.addIssue({ code: 'custom', message: 'Rekeningnummer: geen geldig IBAN, bv. BE68 5390 0754 7034' });
    return z.NEVER;
  });

/** Who makes the softener, and whether it is made in Belgium (the site's "Gemaakt in België"). */
const manufacturer = z.object(
  {
    name: line('Fabrikant: naam', 2, L.name),
    /** The factory's or head office's geographical address. */
    address: line('Fabrikant: adres', 5, L.address),
    madeInBelgium: z.boolean({ message: 'Fabrikant: gemaakt in België, true of false' }),
  },
  OBJECT_EXPECTED,
);

/** The commercial guarantee (directive 2019/771 art. 17; art. VI.45 §1): who gives it, what, how long, on which conditions. */
const guarantee = z.object(
  {
    by: z.enum(GUARANTORS, { message: 'Garantie: gegeven door seller (de verkoper) of manufacturer (de fabrikant)' }),
    years: count('Garantie: duur', 'jaren', 1, L.guaranteeYearsMax),
    covers: bilingual('Garantie: wat ze dekt'),
    /** The conditions and how a household claims it. */
    conditions: bilingual('Garantie: voorwaarden en hoe u ze inroept'),
  },
  OBJECT_EXPECTED,
);

/** The after-sales service: how to reach it, when, and how soon it answers. */
const service = z
  .object(
    {
      phone: phoneField('Dienst na verkoop: telefoon').nullable().default(null),
      email: email('Dienst na verkoop: e-mail').nullable().default(null),
      hours: bilingual('Dienst na verkoop: bereikbaar'),
      firstAnswerWorkingDays: count('Dienst na verkoop: eerste antwoord binnen', 'werkdagen', 1, L.firstAnswerWorkingDaysMax),
      /** Help at every hour of every day (the site's "24/7"), e.g. online in the app. */
      aroundTheClock: z.boolean({ message: 'Dienst na verkoop: dag en nacht, true of false' }).default(false),
    },
    OBJECT_EXPECTED,
  )
  .refine((value) => value.phone !== null || value.email !== null, { path: ['phone'], message: 'Dienst na verkoop: geef een telefoon of een e-mail' });

/** Regeneration salt given with the softener: how much, over how many months, brought to the door or not. */
const salt = z.object(
  {
    kg: count('Zout: hoeveelheid', 'kilogram', 1, L.saltKgMax),
    months: count('Zout: periode', 'maanden', 1, L.monthsMax),
    deliveredHome: z.boolean({ message: 'Zout: aan huis geleverd, true of false' }),
  },
  OBJECT_EXPECTED,
);

/** The PFAS filter handed over with the softener; its value only with where that value comes from. */
const pfasFilter = z
  .object(
    {
      description: bilingual('PFAS-filter: wat u krijgt'),
      valueEuro: count('PFAS-filter: waarde', 'euro', 1, L.euroMax).nullable().default(null),
      valueSource: line('PFAS-filter: bron van de waarde', 5, L.source).nullable().default(null),
    },
    OBJECT_EXPECTED,
  )
  .refine((value) => value.valueEuro === null || value.valueSource !== null, { path: ['valueSource'], message: 'PFAS-filter: geef de bron van de waarde' });

/** How a household pays the deposit: to the seller's account (or its payment page), with the order's reference, within N days. */
const payment = z.object(
  {
    iban,
    paymentUrl: httpsUrl('Betaalpagina').nullable().default(null),
    /** Days after the order within which the deposit is paid. */
    depositDueDays: count('Voorschot: te betalen binnen', 'dagen', 1, L.depositDueDaysMax),
  },
  OBJECT_EXPECTED,
);

const sellerTermsShape = {
  /** Where these terms come from: the seller's or manufacturer's document and its date. */
  source: line('Bron', 5, L.source),
  manufacturer: manufacturer.nullable().default(null),
  guarantee: guarantee.nullable().default(null),
  service: service.nullable().default(null),
  /** How often the softener is serviced, in months. */
  servicingIntervalMonths: count('Onderhoud: om de', 'maanden', 1, L.monthsMax).nullable().default(null),
  salt: salt.nullable().default(null),
  pfasFilter: pfasFilter.nullable().default(null),
  payment: payment.nullable().default(null),
};

/** A guarantee given by the manufacturer names it. */
const guarantorNamed = (terms: { guarantee: { by: Guarantor } | null; manufacturer: object | null }) =>
  terms.guarantee?.by !== 'manufacturer' || terms.manufacturer !== null;
const GUARANTOR_UNNAMED = { path: ['guarantee', 'by'], message: 'Garantie: gegeven door de fabrikant, maar er is geen fabrikant opgegeven' };

/** The terms alone. */
export const sellerTermsFields = z.object(sellerTermsShape, OBJECT_EXPECTED).refine(guarantorNamed, GUARANTOR_UNNAMED);

/** The terms as stored and read back. */
export type SellerTerms = z.infer<typeof sellerTermsFields>;

/** Staff record the terms of installer `installerId`: the whole record (a group left out is `null`). */
export const sellerTermsInput = z.object({ installerId: recordId('Ongeldig installateursnummer'), ...sellerTermsShape }, OBJECT_EXPECTED).refine(guarantorNamed, GUARANTOR_UNNAMED);
export type SellerTermsInput = z.infer<typeof sellerTermsInput>;

export const installerRef = z.object({ installerId: recordId('Ongeldig installateursnummer') }, OBJECT_EXPECTED);
