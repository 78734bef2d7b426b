/**
 * The exports of the back office, a service like the others: `exportLeads` streams every lead matching
 * a filter as CSV (src/admin/csv.ts) or as an Excel workbook, reading keyset pages in turn
 * (lead-query.ts), so memory stays flat whatever the number of leads. Who exported how many leads, in
 * which format, and whether the download finished, is audited here when the stream ends; the filter's
 * search term (possibly a name) is not kept. The REST route only sends what this returns.
 */
import { PassThrough, Readable } from 'node:stream';
import type { Em } from '../../database/orm.ts';
import { csvLine, csvPreamble, exportFileName, LANGUAGE_LABELS, LEAD_CSV_HEADER, leadCsvCells, roundCell } from '../../src/admin/csv.ts';
import { brusselsClock } from '../../src/admin/format.ts';
import { formatPhone } from '../../src/admin/phone.ts';
import type { LeadExportQuery } from '../../src/admin/schema.ts';
import { softenerLabel } from '../../src/leads/softeners.ts';
import { statusLabel } from '../../src/leads/status.ts';
import { PROPOSAL_STATUS_LABELS } from '../../src/proposals/status.ts';
import { CANCEL_REASON_LABELS, ORDER_STATUS_LABELS } from '../../src/orders/lifecycle.ts';
import { recordAudit } from './audit.ts';
import { leadRowPages, STREAM_PAGE_SIZE } from './lead-query.ts';
import { type ExportRow, withLatestProposals } from './proposals/proposal-export.ts';
import { withOrders } from './visits/order-export.ts';
import type { ExportOrder } from '../../src/orders/export-columns.ts';

export type ExportFormat = 'csv' | 'xlsx';

const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface LeadExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

export interface ExportOptions {
  now?: Date;
  pageSize?: number;
  /** Told when the audit entry cannot be written (the download itself has gone out by then). */
  onAuditError?: (error: unknown) => void;
}

/** The streamed file of every lead matching `query`, audited in the name of `actor` when it ends. */
export function exportLeads(
  em: Em,
  query: LeadExportQuery,
  actor: { username: string },
  format: ExportFormat,
  options: ExportOptions = {},
): LeadExport {
  const pages = withOrders(em, withRoundNames(em, withLatestProposals(em, leadRowPages(em, query, options.pageSize ?? STREAM_PAGE_SIZE))));
  const progress = { rows: 0, complete: false };
  const audit = async () => {
    const fork = em.fork();
    recordAudit(fork, {
      action: 'leads.exported',
      actor: actor.username,
      details: { format, rows: progress.rows, complete: progress.complete, status: query.status, searched: query.search !== '' },
    });
    await fork.flush().catch((error: unknown) => options.onAuditError?.(error));
  };
  const counted = async function* () {
    for await (const page of pages) {
      progress.rows += page.length;
      yield page;
    }
    progress.complete = true;
  };
  const body = format === 'csv' ? csvStream(counted(), query.separator, audit) : xlsxStream(counted(), audit);
  return { fileName: exportFileName(options.now ?? new Date(), format), contentType: EXPORT_CONTENT_TYPES[format], body };
}

type NamedRow = ExportRow & { roundName: string | null };
type OrderedRow = NamedRow & { order: ExportOrder | null };

/** Each lead's round by name (the rounds are few: read once, when the first page comes). */
async function* withRoundNames(em: Em, pages: AsyncIterable<ExportRow[]>): AsyncGenerator<NamedRow[]> {
  let names: Map<number, string> | undefined;
  for await (const page of pages) {
    names ??= new Map((await em.execute<Array<{ id: number; name: string }>>(`select "id", "name" from "rounds"`)).map((row) => [Number(row.id), row.name]));
    yield page.map((lead) => ({ ...lead, roundName: lead.roundId === null ? null : (names?.get(lead.roundId) ?? null) }));
  }
}

function csvStream(pages: AsyncIterable<OrderedRow[]>, separator: LeadExportQuery['separator'], done: () => Promise<void>): Readable {
  async function* chunks() {
    try {
      yield Buffer.from(csvPreamble(separator), 'utf8');
      for await (const page of pages) {
        let chunk = '';
        for (const lead of page) chunk += csvLine(leadCsvCells(lead), separator);
        yield Buffer.from(chunk, 'utf8');
      }
    } finally {
      await done();
    }
  }
  return Readable.from(chunks());
}

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      stream.off('drain', settle).off('close', settle);
      resolve();
    };
    stream.on('drain', settle).on('close', settle);
  });
}

/** The columns of the workbook: the CSV's, typed (date as a date, phone and postcode as text). */
const XLSX_COLUMNS = [
  { key: 'firstName', width: 16 },
  { key: 'lastName', width: 20 },
  { key: 'email', width: 30 },
  { key: 'phone', width: 18, style: { numFmt: '@' } },
  { key: 'postalCode', width: 10, style: { numFmt: '@' } },
  { key: 'city', width: 18 },
  { key: 'type', width: 22 },
  { key: 'status', width: 20 },
  { key: 'createdAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  { key: 'confirmedAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  { key: 'language', width: 12 },
  { key: 'round', width: 28 },
  { key: 'proposals', width: 12 },
  { key: 'proposalStatus', width: 16 },
  { key: 'proposalModel', width: 10 },
  { key: 'proposalPrice', width: 14, style: { numFmt: '#,##0' } },
  { key: 'proposalValidUntil', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
  { key: 'proposalSentAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  { key: 'proposalAnsweredAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  { key: 'orderStatus', width: 18 },
  { key: 'orderInstaller', width: 24 },
  { key: 'orderAcceptedAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  { key: 'orderVisitPlannedAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  { key: 'orderVisitedOn', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
  { key: 'orderInstalledOn', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
  { key: 'orderHardness', width: 12, style: { numFmt: '0.0' } },
  { key: 'orderSerialNumber', width: 18 },
  { key: 'orderCancelReason', width: 28 },
].map((column, index) => ({ ...column, header: LEAD_CSV_HEADER[index] }));

/**
 * The workbook, written by exceljs's streaming writer: each row is committed (and leaves memory) as
 * soon as it is added. Times are Brussels wall-clock times (a spreadsheet date has no time zone).
 * Strings stay strings, so no cell of the workbook is ever a formula. exceljs loads with the first
 * workbook, not with the server.
 */
function xlsxStream(pages: AsyncIterable<OrderedRow[]>, done: () => Promise<void>): Readable {
  const out = new PassThrough();
  let closed = false;
  out.on('close', () => (closed = true));
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = XLSX_COLUMNS;
      sheet.getRow(1).font = { bold: true };
      for await (const page of pages) {
        if (closed) return;
        for (const lead of page) {
          sheet
            .addRow({
              ...lead,
              phone: formatPhone(lead.phone),
              type: softenerLabel(lead.waterSoftenerType),
              status: statusLabel(lead.status),
              createdAt: brusselsClock(lead.createdAt),
              confirmedAt: lead.confirmedAt === null ? null : brusselsClock(lead.confirmedAt),
              language: LANGUAGE_LABELS[lead.language],
              round: roundCell(lead.roundId, lead.roundName),
              ...proposalXlsxCells(lead.latestProposal),
              ...orderXlsxCells(lead.order),
            })
            .commit();
        }
        // The client reads slower than the database answers: wait instead of buffering the file.
        if (out.writableNeedDrain) await drainedOrClosed(out);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    } finally {
      await done();
    }
  })();
  return out;
}

/** The proposal columns of the workbook, typed (latest proposal; empty without one). */
function proposalXlsxCells(proposal: ExportRow['latestProposal']) {
  if (!proposal) return { proposals: 0 };
  return {
    proposals: proposal.count,
    proposalStatus: PROPOSAL_STATUS_LABELS[proposal.status],
    proposalModel: proposal.model,
    proposalPrice: proposal.priceEuro,
    proposalValidUntil: new Date(`${proposal.validUntil}T00:00:00Z`),
    proposalSentAt: brusselsClock(proposal.sentAt),
    proposalAnsweredAt: proposal.answeredAt === null ? null : brusselsClock(proposal.answeredAt),
  };
}

/** The order columns of the workbook, typed (the latest order; empty without one). */
function orderXlsxCells(order: ExportOrder | null) {
  if (!order) return {};
  const day = (isoDay: string | null) => (isoDay === null ? null : new Date(`${isoDay}T00:00:00Z`));
  return {
    orderStatus: ORDER_STATUS_LABELS[order.status],
    orderInstaller: order.installer,
    orderAcceptedAt: brusselsClock(order.acceptedAt),
    orderVisitPlannedAt: order.visitPlannedAt === null ? null : brusselsClock(order.visitPlannedAt),
    orderVisitedOn: day(order.visitedOn),
    orderInstalledOn: day(order.installedOn),
    orderHardness: order.hardnessFh,
    orderSerialNumber: order.serialNumber,
    orderCancelReason: order.cancelReason === null ? null : CANCEL_REASON_LABELS[order.cancelReason],
  };
}
