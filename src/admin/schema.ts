/**
 * What the back office accepts, as zod schemas shared by the browser (forms, URL state) and the server
 * (tRPC inputs and REST adapters). Query-string values arrive as text, hence the coercions.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/status.ts';
import { FUNNEL_GROUPINGS } from '../proposals/funnel.ts';
import { ORDER_STATUSES } from '../orders/lifecycle.ts';
import { hasInvisibleCharacters, isMultiLineText, isSingleLineText } from '../text.ts';
import { ADMIN_LIMITS, PAGE_SIZES } from './limits.ts';

/** What an input that is not an object at all (nothing, a number, a list) is told. */
const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

export const loginInput = z.object({
  username: z
    .string({ message: 'Gebruikersnaam is verplicht' })
    .trim()
    .min(1, 'Gebruikersnaam is verplicht')
    .max(ADMIN_LIMITS.username, `Gebruikersnaam is te lang (hoogstens ${ADMIN_LIMITS.username} tekens)`)
    .refine(isSingleLineText, 'Gebruikersnaam bevat ongeldige tekens'),
  password: z
    .string({ message: 'Wachtwoord is verplicht' })
    .min(1, 'Wachtwoord is verplicht')
    .max(ADMIN_LIMITS.passwordMax, `Wachtwoord is te lang (hoogstens ${ADMIN_LIMITS.passwordMax} tekens)`),
}, OBJECT_EXPECTED);
export type LoginInput = z.infer<typeof loginInput>;

const leadStatus = z.enum(LEAD_STATUSES, {
  message: `Onbekende status: kies uit ${LEAD_STATUSES.join(', ')}`,
});

export const STATUS_FILTERS = ['all', ...LEAD_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Whether the household confirmed its address by opening its personal link (issue 23). */
const CONFIRMED_FILTERS = ['all', 'yes', 'no'] as const;
export type ConfirmedFilter = (typeof CONFIRMED_FILTERS)[number];

/**
 * Which round (issue 35): every lead (`all`), those in no round, waiting for the next one (`none`), or
 * one round's, by its number.
 */
const ROUND_FILTER_MESSAGE = 'Ronde: all, none of een rondenummer';
const roundFilter = z
  .union(
    [
      z.number({ message: ROUND_FILTER_MESSAGE }).int(ROUND_FILTER_MESSAGE).positive(ROUND_FILTER_MESSAGE).max(2_147_483_647, ROUND_FILTER_MESSAGE),
      z.string({ message: ROUND_FILTER_MESSAGE }).regex(/^(all|none|[1-9][0-9]{0,9})$/, ROUND_FILTER_MESSAGE),
    ],
    { message: ROUND_FILTER_MESSAGE },
  )
  .transform(String)
  .pipe(z.string().refine((value) => value === 'all' || value === 'none' || Number(value) <= 2_147_483_647, ROUND_FILTER_MESSAGE));
/** Which leads by their order (issue 33): with any order, without one, or with an order in a status. */
const ORDER_FILTERS = ['all', 'any', 'none', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

const LIST_SORTS = ['newest', 'oldest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Which leads: the filter shared by the list and the CSV export. */
export const leadFilter = z.object({
  search: z
    // A query string may repeat a name (`?search=a&search=b`): one value only.
    .string({ message: 'Zoekterm: één tekst' })
    .trim()
    .max(ADMIN_LIMITS.search, `Zoekterm is te lang (hoogstens ${ADMIN_LIMITS.search} tekens)`)
    .refine(isSingleLineText, 'Zoekterm bevat ongeldige tekens')
    .default(''),
  status: z.enum(STATUS_FILTERS, { message: `Onbekende status: kies uit ${STATUS_FILTERS.join(', ')}` }).default('all'),
  confirmed: z.enum(CONFIRMED_FILTERS, { message: `Bevestigd: kies uit ${CONFIRMED_FILTERS.join(', ')}` }).default('all'),
  round: roundFilter.default('all'),
  order: z.enum(ORDER_FILTERS, { message: `Bestelling: kies uit ${ORDER_FILTERS.join(', ')}` }).default('all'),
  sort: z.enum(LIST_SORTS, { message: 'Sorteer op newest of oldest' }).default('newest'),
}, OBJECT_EXPECTED);
export type LeadFilter = z.infer<typeof leadFilter>;

/** Which leads the statistics count (issue 35): every lead, or one round's. Absent: every lead. */
export const statsQuery = z.object({ round: roundFilter.default('all') }, OBJECT_EXPECTED).default({ round: 'all' });

/** How the funnel groups its households: per month of signup, or per round (issue 35). */
export const funnelQuery = z.object(
  { by: z.enum(FUNNEL_GROUPINGS, { message: `Groepering: kies ${FUNNEL_GROUPINGS.join(' of ')}` }).default('month') },
  OBJECT_EXPECTED,
);

/** What an export takes: the filter, and for the CSV its separator (src/admin/csv.ts). */
export const leadExportQuery = leadFilter.extend({
  separator: z.enum(['semicolon', 'comma'], { message: 'Scheidingsteken: kies semicolon of comma' }).default('semicolon'),
});
export type LeadExportQuery = z.infer<typeof leadExportQuery>;

/**
 * A positive whole number as an id, a page or a page size is written: a JSON number, or text of decimal
 * digits without a leading zero (a path or query value). `0x10`, `1e3`, ` 1`, `+1`, `1.0` and `01` are
 * refused, never read as another number. (A JSON number written `1.0` is refused before it gets here:
 * server/trpc/http.ts.)
 */
export function wholeNumber(message: string, max = 2_147_483_647) {
  return z
    .union([z.number(), z.string().regex(/^[1-9][0-9]{0,9}$/, message)], { message })
    .transform(Number)
    .pipe(z.number({ message }).int(message).positive(message).max(max, message));
}

/** One page of the lead list. */
export const leadListQuery = leadFilter.extend({
  page: wholeNumber('Pagina: een geheel getal van 1 tot 1.000.000', 1_000_000).default(1),
  pageSize: wholeNumber(`Kies ${PAGE_SIZES.join(', ')} leads per pagina`)
    .refine((value): value is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(value), {
      message: `Kies ${PAGE_SIZES.join(', ')} leads per pagina`,
    })
    .default(PAGE_SIZES[0]),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

/** A record's number (a lead's, an installer's, an order's: `wholeNumber`): never another record's number by another spelling. */
export function recordId(message: string) {
  return wholeNumber(message);
}

export const leadId = recordId('Ongeldig leadnummer');

export const leadRef = z.object({ id: leadId }, OBJECT_EXPECTED);

/**
 * A lead's version as the screen (or the REST client's If-Match) saw it: a change against an older one
 * is refused (412) instead of overwriting a colleague's work (issue 26).
 */
const leadVersion = z
  .number({ message: 'Ongeldige versie: een geheel getal vanaf 1' })
  .int('Ongeldige versie: een geheel getal vanaf 1')
  .positive('Ongeldige versie: een geheel getal vanaf 1')
  .max(2_147_483_647, 'Ongeldige versie: een geheel getal vanaf 1');

/**
 * `version`: the version the change was decided on; or the versions it may apply to (a REST If-Match
 * with several entity tags; an empty list matches none). Without it, the change is made whatever the
 * version (the spec's PATCH).
 */
export const statusChangeInput = z.object({
  id: leadId,
  status: leadStatus,
  version: z
    .union([leadVersion, z.array(leadVersion).max(20, 'Hoogstens 20 versies')], { error: 'Ongeldige versie: een geheel getal vanaf 1' })
    .optional(),
}, OBJECT_EXPECTED);
export type StatusChangeInput = z.infer<typeof statusChangeInput>;

export const noteInput = z.object({
  id: leadId,
  body: z
    .string({ message: 'Notitie is verplicht' })
    .trim()
    .min(1, 'Notitie is verplicht')
    .max(ADMIN_LIMITS.noteBody, `Notitie is te lang (hoogstens ${ADMIN_LIMITS.noteBody} tekens)`)
    .refine(isMultiLineText, 'Notitie bevat ongeldige tekens')
    // The household reads its notes in its download: no text that shows differently from what it is.
    .refine((value) => !hasInvisibleCharacters(value), 'Notitie bevat onzichtbare tekens (zoals richtingstekens): typ de tekst opnieuw'),
}, OBJECT_EXPECTED);
export type NoteInput = z.infer<typeof noteInput>;
