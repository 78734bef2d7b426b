/**
 * An order's dates within its life (issue 43, src/orders/date-rules.ts): every step that records one
 * (`transition()`, a new plan, a collection) checks it here; a date once recorded is corrected by staff
 * only, with a reason, in the audit log and the order's history, and the household is told by mail in
 * its language. The collection of a withdrawn softener is recorded here too: the order leaves the
 * installer's list of things to collect.
 */
import { type Order, OrderEvent } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { correctionTexts } from '../../../src/orders/correction-texts.ts';
import { dayOutOfRange, type OrderDateField, type OrderDates } from '../../../src/orders/date-rules.ts';
import { type OrderActor, withdrawalEndsOn } from '../../../src/orders/lifecycle.ts';

/** Who records or corrects a date, as the order's history names it. */
interface DateActor {
  kind: OrderActor;
  name: string;
}
import type { CollectionInput } from '../../../src/visits/schema.ts';
import type { DateCorrectionInput } from '../../../src/orders/schema.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { composeMail, escapeHtml, htmlDocument, signatureHtml } from '../mail/templates.ts';

/** The order's dates as the rules read them (days in Brussels). */
function datesOf(order: Order): OrderDates {
  return {
    acceptedOn: isoDateInBrussels(order.acceptedAt),
    visitedOn: order.visitedOn ?? null,
    installedOn: order.installedOn ?? null,
    withdrawnOn: order.withdrawnAt ? isoDateInBrussels(order.withdrawnAt) : null,
  };
}

/** Refuses (400, naming the range) a `day` for `field` outside the order's life. */
export function checkOrderDay(order: Order, field: OrderDateField, day: string, now: Date, dates: OrderDates = datesOf(order)): void {
  const range = dayOutOfRange(field, day, dates, isoDateInBrussels(now));
  if (range) throw new DomainError('orderDateOutOfRange', { field, ...range });
}

/** A withdrawn softener taken back (installer or staff): its day, once. */
export async function recordCollection(tx: Em, order: Order, actor: DateActor, input: CollectionInput, now: Date): Promise<{ id: number; status: string }> {
  if (order.status !== 'withdrawn' || !order.installedOn || order.collectedOn) throw new DomainError('nothingToCollect');
  checkOrderDay(order, 'collectedOn', input.collectedOn, now);
  order.collectedOn = input.collectedOn;
  tx.create(OrderEvent, { order, fromStatus: 'withdrawn', toStatus: 'withdrawn', actorKind: actor.kind, actorName: actor.name, note: `Toestel opgehaald op ${input.collectedOn}`, createdAt: now });
  recordAudit(tx, { action: 'order.collected', actor: actor.name, leadId: order.lead.id, details: { orderId: order.id, collectedOn: input.collectedOn } });
  await tx.flush();
  return { id: order.id, status: order.status };
}

const PROPERTY = { visitedOn: 'visitedOn', installedOn: 'installedOn', collectedOn: 'collectedOn' } as const;

/** Staff correct a recorded date (its rule holds as for the step itself), with a reason the household reads. */
export async function correctOrderDate(tx: Em, order: Order, actor: DateActor, input: DateCorrectionInput, now: Date): Promise<void> {
  const property = PROPERTY[input.field];
  const previous = order[property] ?? null;
  if (previous === null) throw new DomainError('orderDateNotSet', { field: input.field });
  if (previous === input.day) return;
  // The day is checked against the order's other dates, not against the one it replaces.
  checkOrderDay(order, input.field, input.day, now, { ...datesOf(order), [input.field]: null });
  order[property] = input.day;
  const note = `${input.field}: ${previous} → ${input.day}. ${input.reason}`;
  tx.create(OrderEvent, { order, fromStatus: order.status, toStatus: order.status, actorKind: actor.kind, actorName: actor.name, note, createdAt: now });
  recordAudit(tx, { action: 'order.date_corrected', actor: actor.name, leadId: order.lead.id, details: { orderId: order.id, field: input.field, from: previous, to: input.day, reason: input.reason } });
  writeCorrectionMail(tx, order, input.field, previous, input.day, input.reason, now);
  await tx.flush();
}

function writeCorrectionMail(tx: Em, order: Order, field: DateCorrectionInput['field'], from: string, to: string, reason: string, now: Date): void {
  const lead = order.lead;
  const T = correctionTexts(lead.language);
  const lastDay = field === 'installedOn' && order.status !== 'withdrawn' && order.status !== 'cancelled' ? withdrawalEndsOn(to) : null;
  const lines = [T.changed(T.fields[field], from, to), T.reason(reason), ...(lastDay ? [T.withdrawal(lastDay)] : []), T.questions];
  const text = [T.greeting(lead.firstName), '', ...lines, '', ...T.signature].join('\n');
  const html = htmlDocument(T.subject, `<p>${escapeHtml(T.greeting(lead.firstName))}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${signatureHtml(T.signature)}`, lead.language);
  const mail = composeMail(lead.language, { subject: T.subject, text, html });
  tx.create(OutboxMail, { kind: 'order-date-corrected', lead, recipient: lead.email, replyTo: order.installer.email, ...mail, createdAt: now });
}
