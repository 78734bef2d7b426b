/**
 * What staff send to add or change a place fact (issue 41), as one zod schema shared by the back office's
 * form, tRPC and REST. Each message is Dutch and names the field as an API client sends it, so that a
 * fact without its source's address or quote is refused with a message that says which field is missing.
 */
import '../../zod-setup.ts';
import { z } from 'zod';
import { isRealDay } from '../../admin/format.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { isSingleLineText } from '../../text.ts';
import { FACT_KINDS, HARDNESS_SCOPES, type PlaceFactFields } from './fact.ts';

export const FACT_LIMITS = {
  text: 1000,
  url: 500,
  linkLabel: 200,
  sourceTitle: 200,
  quote: 2000,
  period: 40,
  /** A page's path ('/fr/province-de-luxembourg') or slug. */
  slug: 60,
} as const;

const required = (label: string, field: string) => `${label} (${field}) is verplicht`;

function text(label: string, field: string, max: number) {
  return z
    .string({ message: required(label, field) })
    .trim()
    .min(1, required(label, field))
    .max(max, `${label} (${field}): hoogstens ${max} tekens`)
    .refine(isSingleLineText, `${label} (${field}) bevat ongeldige tekens of regeleinden`);
}

function webAddress(label: string, field: string) {
  return z
    .string({ message: required(label, field) })
    .trim()
    .min(1, required(label, field))
    .max(FACT_LIMITS.url, `${label} (${field}): hoogstens ${FACT_LIMITS.url} tekens`)
    .refine((value) => /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value) && URL.canParse(value), `${label} (${field}): een webadres dat begint met https:// of http://`);
}

/** 2019, 2019-07 or 2019-07-26 (a day that exists). */
const sourceDate = z
  .string({ message: 'Datum van de bron (sourceDate): JJJJ, JJJJ-MM of JJJJ-MM-DD' })
  .trim()
  .refine(
    (value) => /^\d{4}$/.test(value) || (/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value)),
    'Datum van de bron (sourceDate): JJJJ, JJJJ-MM of JJJJ-MM-DD',
  );

const readOn = z
  .string({ message: 'Gelezen op (sourceReadOn): een datum JJJJ-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Gelezen op (sourceReadOn): een datum JJJJ-MM-DD')
  .refine(isRealDay, 'Gelezen op (sourceReadOn): deze datum bestaat niet');

const figure = (label: string, field: string) =>
  z.number({ message: `${label} (${field}): een getal in °fH` }).min(0, `${label} (${field}): tussen 0 en 100 °fH`).max(100, `${label} (${field}): tussen 0 en 100 °fH`);

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** The fields of a fact, each checked on its own. */
const factShape = {
  kind: z.enum(FACT_KINDS, { message: `Soort (kind): kies uit ${FACT_KINDS.join(', ')}` }),
  text: text('Tekst', 'text', FACT_LIMITS.text),
  linkUrl: optional(webAddress('Link', 'linkUrl')),
  linkLabel: optional(text('Tekst van de link', 'linkLabel', FACT_LIMITS.linkLabel)),
  sourceUrl: webAddress('Webadres van de bron', 'sourceUrl'),
  sourceTitle: text('Titel van de bron', 'sourceTitle', FACT_LIMITS.sourceTitle),
  sourceDate: optional(sourceDate),
  sourceReadOn: optional(readOn),
  quote: text('Citaat uit de bron', 'quote', FACT_LIMITS.quote),
  hardnessFH: optional(figure('Hardheid', 'hardnessFH')),
  hardnessMaxFH: optional(figure('Hardheid tot', 'hardnessMaxFH')),
  hardnessAbove: z.boolean({ message: 'Meer dan (hardnessAbove): true of false' }).nullish().transform((value) => value ?? false),
  scope: optional(z.enum(HARDNESS_SCOPES, { message: `Reikwijdte (scope): kies uit ${HARDNESS_SCOPES.join(', ')}` })),
  period: optional(text('Periode', 'period', FACT_LIMITS.period)),
};

/** Whether a sentence in French degrees gives the figure: '19 °fH', '27,5 °f', '20 tot 22 °fH', 'de 20 à 44 °f'. */
function namesFigure(text: string, fh: number): boolean {
  const [whole, decimals] = String(fh).split('.');
  const number = decimals ? `${whole}[,.]${decimals}` : `${whole}(?![,.]\\d)`;
  return /°\s*f/i.test(text) && new RegExp(`(?<![\\d,.])${number}(?!\\d)`).test(text);
}

/** The rules between fields: a figure only on a hardness fact, with its scope, named in the sentence; a link with its words. */
function checkTogether(fact: PlaceFactFields, ctx: z.RefinementCtx): void {
  const issue = (path: keyof PlaceFactFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const figures = fact.hardnessFH !== null || fact.hardnessMaxFH !== null || fact.hardnessAbove;
  if (figures && fact.kind !== 'hardness') issue('hardnessFH', 'Hardheid (hardnessFH) hoort alleen bij een feit van soort hardness');
  if (fact.hardnessFH === null && (fact.hardnessMaxFH !== null || fact.hardnessAbove)) issue('hardnessFH', required('Hardheid', 'hardnessFH'));
  if (fact.hardnessFH !== null && fact.scope === null) issue('scope', `Reikwijdte (scope) is verplicht bij een hardheidscijfer: ${HARDNESS_SCOPES.join(', ')}`);
  if (fact.hardnessFH === null && fact.scope !== null) issue('scope', 'Reikwijdte (scope) hoort alleen bij een hardheidscijfer (hardnessFH)');
  if (fact.hardnessMaxFH !== null && fact.hardnessAbove) issue('hardnessAbove', 'Meer dan (hardnessAbove) en Hardheid tot (hardnessMaxFH) sluiten elkaar uit');
  if (fact.hardnessFH !== null && fact.hardnessMaxFH !== null && fact.hardnessMaxFH <= fact.hardnessFH) {
    issue('hardnessMaxFH', 'Hardheid tot (hardnessMaxFH) moet hoger zijn dan Hardheid (hardnessFH)');
  }
  for (const [field, value] of [['hardnessFH', fact.hardnessFH], ['hardnessMaxFH', fact.hardnessMaxFH]] as const) {
    if (value !== null && !namesFigure(fact.text, value)) issue('text', `Tekst (text) noemt ${String(value).replace('.', ',')} °fH niet: de zin moet het cijfer geven zoals de bron (${field})`);
  }
  if ((fact.linkUrl === null) !== (fact.linkLabel === null)) issue(fact.linkUrl === null ? 'linkUrl' : 'linkLabel', 'Link (linkUrl) en tekst van de link (linkLabel) gaan samen');
}

const language = z.enum(LOCALES, { message: "Taal (language): 'nl' of 'fr'" });

const slug = z
  .string({ message: 'Plaats (slug) is verplicht' })
  .regex(/^[a-z0-9-]{1,60}$/, 'Plaats (slug): kleine letters, cijfers en koppeltekens');

const factId = z.coerce.number({ message: 'Feit (id): een nummer' }).int('Feit (id): een nummer').positive('Feit (id): een nummer').max(2_147_483_647, 'Feit (id): een nummer');

/** A fact as staff enter it, on the page `slug` in `language` (flat: a REST body's fields are named as sent). */
export const addFactInput = z
  .object({ slug, language, ...factShape }, { message: 'Verstuur het feit als JSON-object' })
  .superRefine((fact, ctx) => checkTogether(fact, ctx));

export type PlaceFactInput = z.output<typeof addFactInput>;

/** The rules of a whole fact: a change is merged with the stored fact and checked by these (a row without a quote then needs one). */
export const wholeFact = z.object(factShape).superRefine((fact, ctx) => checkTogether(fact, ctx));

/** A change: any of the fields, each checked on its own here, the whole by `wholeFact` once merged. */
export const changeFactInput = z.object({ slug, id: factId, language: language.optional(), ...z.object(factShape).partial().shape }, { message: 'Verstuur de wijziging als JSON-object' });

export type PlaceFactChange = z.output<typeof changeFactInput>;

export const placeRef = z.object({ slug, language }, { message: 'Verstuur de gegevens als JSON-object' });
/** Without `language`: the fact's own (a French page may be named by its Dutch twin's slug with 'fr'). */
export const removeFactInput = z.object({ slug, id: factId, language: language.optional() }, { message: 'Verstuur de gegevens als JSON-object' });
