/**
 * The leads CSV (spec section 9): pure functions for the header, each row and each cell, so that the
 * streaming endpoint only moves bytes. Every cell is quoted; cells that a spreadsheet would run as a
 * formula are neutralised (OWASP's advice: prefix a single quote), whichever separator the reader uses.
 */
import { type LatestProposal, PROPOSAL_EXPORT_HEADER, proposalCsvCells } from '../proposals/export-columns.ts';
import { type ExportOrder, ORDER_EXPORT_HEADER, orderCsvCells } from '../orders/export-columns.ts';
import { softenerLabel } from '../leads/softeners.ts';
import { statusLabel } from '../leads/status.ts';
import { formatDateTime, isoDateInBrussels } from './format.ts';
import type { LeadRow } from './lead-row.ts';
import { formatPhone } from './phone.ts';

/** Excel reads a UTF-8 file as UTF-8 (é, ë, ç) only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * Separators of the export. Dutch-locale Excel (Belgium, the Netherlands) splits a CSV file on its list
 * separator, the semicolon, so that is the default. The comma (RFC 4180, English-locale tools, most
 * scripts) is the documented option `?separator=comma`. No `sep=` line: with it Excel ignores the
 * byte-order mark and shows 'Mélanie' as 'MÃ©lanie'.
 */
const CSV_SEPARATORS = { semicolon: ';', comma: ',' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;
const LINE_END = '\r\n';

export const LEAD_CSV_HEADER = [
  'Voornaam',
  'Naam',
  'E-mail',
  'Telefoon',
  'Postcode',
  'Plaats',
  'Type waterverzachter',
  'Status',
  'Aangemaakt op',
  // Issue 23: when the household confirmed its address by opening its personal link; empty: not (yet).
  'Bevestigd op',
  'Taal',
  // Issue 35: the round the lead belongs to, by number and name; empty: waiting for the next round.
  'Ronde',
  // Issue 24: the lead's proposals (src/proposals/export-columns.ts).
  ...PROPOSAL_EXPORT_HEADER,
  // Issue 34: the lead's order after acceptance, step by step (src/orders/export-columns.ts).
  ...ORDER_EXPORT_HEADER,
] as const;

/** The lead's language as staff read it (the back office is Dutch). */
export const LANGUAGE_LABELS = { nl: 'Nederlands', fr: 'Frans' } as const;

/** The fields of a lead the CSV shows, with its round's name (read once per export). */
export type CsvLead = Omit<LeadRow, 'id'> & { latestProposal?: LatestProposal | null; roundName?: string | null; order?: ExportOrder | null };

/** '3 · Najaar 2026 Oost-Vlaanderen' (its number alone when the name is not known); '' without a round. */
export function roundCell(roundId: number | null, roundName: string | null | undefined): string {
  if (roundId === null) return '';
  return roundName ? `${roundId} · ${roundName}` : String(roundId);
}

/** What makes a spreadsheet evaluate a cell: a leading `=`, `+`, `-`, `@`, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * The same characters after a separator, a quote or a line break inside the text: a reader that splits
 * on another separator, or ignores quotes, starts a new cell there ('x;=1+1' is one cell to a reader
 * that splits on commas, but two, the second '=1+1', to a naive one that splits on semicolons).
 */
const FORMULA_INSIDE = /([,;"\r\n])([=+\-@\t\r])/g;

/** Prefixes a single quote (OWASP's advice) wherever a cell could start a formula, in any reader. */
export function neutraliseCell(value: string): string {
  const inner = value.replace(FORMULA_INSIDE, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** Neutralised, then quoted with inner quotes doubled. */
export function quoteCell(value: string): string {
  return `"${neutraliseCell(value).replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly string[], separator: CsvSeparator = 'semicolon'): string {
  return cells.map(quoteCell).join(CSV_SEPARATORS[separator]) + LINE_END;
}

/**
 * A phone number as the CSV shows it: the back office's readable international form (src/admin/
 * phone.ts, '+32 470 12 34 56') with its leading '+' written as '00', the same number as dialled from
 * Belgium ('0032 470 12 34 56'): no spreadsheet reads it as a formula, so it needs no apostrophe, and
 * its spaces keep it text (a bare '0470123456' became the number 470123456 in Excel). A number that
 * cannot be read as one keeps its typed form, without a leading '+'.
 */
export function csvPhone(phone: string): string {
  const shown = formatPhone(phone);
  return shown.startsWith('+') ? `00${shown.slice(1)}` : shown;
}

export function leadCsvCells(lead: CsvLead): string[] {
  return [
    lead.firstName,
    lead.lastName,
    lead.email,
    csvPhone(lead.phone),
    lead.postalCode,
    lead.city,
    softenerLabel(lead.waterSoftenerType),
    statusLabel(lead.status),
    formatDateTime(lead.createdAt),
    lead.confirmedAt === null ? '' : formatDateTime(lead.confirmedAt),
    LANGUAGE_LABELS[lead.language],
    roundCell(lead.roundId, lead.roundName),
    ...proposalCsvCells(lead.latestProposal),
    ...orderCsvCells(lead.order),
  ];
}

/** The first chunk of the file: byte-order mark and header line. */
export function csvPreamble(separator: CsvSeparator = 'semicolon'): string {
  return CSV_BOM + csvLine(LEAD_CSV_HEADER, separator);
}

/** 'leads-export-2026-11-21.csv' (or .xlsx), the date of the export in Brussels. */
export function exportFileName(now: Date, extension: 'csv' | 'xlsx' = 'csv'): string {
  return `leads-export-${isoDateInBrussels(now)}.${extension}`;
}
