/**
 * The leads CSV (spec section 9): pure functions for the header, each row and each cell, so that the
 * streaming endpoint only moves bytes. Every cell is quoted; cells that a spreadsheet would run as a
 * formula are neutralised (OWASP's advice: prefix a single quote).
 */
import { softenerLabel } from '../leads/softeners.ts';
import { statusLabel } from '../leads/status.ts';
import { formatDateTime, isoDateInBrussels } from './format.ts';
import type { LeadRow } from './lead-row.ts';

/** Excel reads a UTF-8 file as UTF-8 (é, ë, ç) only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** Separator and line end: comma and CRLF (RFC 4180), which Excel and LibreOffice both read. */
const SEPARATOR = ',';
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
] as const;

/** The fields of a lead the CSV shows. */
export type CsvLead = Omit<LeadRow, 'id'>;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading `=`, `+`, `-`, `@`, tab or carriage return makes a spreadsheet evaluate the cell. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Neutralised, then quoted with inner quotes doubled. */
export function quoteCell(value: string): string {
  return `"${neutraliseCell(value).replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(quoteCell).join(SEPARATOR) + LINE_END;
}

export function leadCsvCells(lead: CsvLead): string[] {
  return [
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.postalCode,
    lead.city,
    softenerLabel(lead.waterSoftenerType),
    statusLabel(lead.status),
    formatDateTime(lead.createdAt),
  ];
}

/** The first chunk of the file: byte-order mark and header line. */
export function csvPreamble(): string {
  return CSV_BOM + csvLine(LEAD_CSV_HEADER);
}

/** 'leads-export-2026-11-21.csv', the date of the export in Brussels. */
export function exportFileName(now: Date): string {
  return `leads-export-${isoDateInBrussels(now)}.csv`;
}
