/**
 * Fixtures of the aftercare tests (issue 44): a household whose softener is installed (through the
 * installer's REST path, as in real life), the seller's terms recorded by staff, and a mail's attachment.
 */
import { expect } from 'vitest';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import type { TestApp } from './app.ts';
import { SELLER_TERMS_INPUT } from './seller-terms.ts';
import { acceptedOrder } from './visits.ts';

type Headers = { authorization: string };

/** Staff record the seller's terms of installer `installerId` (the test terms, with `changes`). */
export async function recordTerms(t: TestApp, staff: Headers, installerId: number, changes: Record<string, unknown> = {}): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/admin/installers/${installerId}/terms`, headers: staff, payload: { ...SELLER_TERMS_INPUT, ...changes } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A household of installer `installerId` whose softener its user `fitter` recorded as installed on `installedOn` (default today). */
export async function installedOrder(t: TestApp, staff: Headers, installerId: number, fitter: Headers, fields: Record<string, unknown> = {}, installedOn = isoDateInBrussels(new Date())) {
  const order = await acceptedOrder(t, staff, installerId, fields);
  // An installation falls within its order's life (issue 43): one in the past had its order the day before.
  if (installedOn < isoDateInBrussels(new Date())) {
    await t.db.orm.em.fork().execute(`update "orders" set "accepted_at" = (?::date - 1)::timestamptz + interval '10 hours' where "id" = ?`, [installedOn, order.orderId]);
  }
  const serialNumber = `HB-${order.orderId}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const res = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${order.orderId}/installation`, headers: fitter, payload: { installedOn, serialNumber } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...order, serialNumber, installedOn };
}

export interface MailWithAttachment {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  calendar: string | null;
  attachment: { filename: string; contentType: string; base64: string } | null;
}

/** The mails of lead `leadId` of `kind`, with what they carry. */
export function aftercareMails(t: TestApp, leadId: number, kind: string): Promise<MailWithAttachment[]> {
  return t.db.orm.em
    .fork()
    .execute<MailWithAttachment[]>(`select "kind", "recipient", "subject", "text", "calendar", "attachment" from "mail_outbox" where "lead_id" = ? and "kind" = ? order by "id"`, [leadId, kind]);
}

/** The text of every page of a PDF, as Mozilla's pdf.js reads it (what a reader's viewer shows). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n');
}
