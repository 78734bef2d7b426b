/**
 * The one way an order comes to be and changes (issue 33; STYLE "Lifecycles as data"): `placeOrder` when
 * a household accepts a proposal, `transition` for every later step. Each checks the lifecycle table
 * (src/orders/lifecycle.ts), then writes, in the caller's transaction, the order, its history row, the
 * mails (through the outbox: the household's in its language, the seller's and staff's notice) and the
 * audit entry: all of it or none. A withdrawal or cancellation also moves the lead to 'lost' in its
 * history, under the same actor.
 */
import { Installer, type Lead, Order, OrderEvent, type Proposal } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { formatEuroIn } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { type CancelReason, canWithdraw, mayTransition, type OrderActor, type OrderStatus, withdrawalEndsOn } from '../../../src/orders/lifecycle.ts';
import { SITE } from '../../../src/site.ts';
import { registerWarranty } from '../aftercare/warranty-registration.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { moveLead } from '../proposals/proposal-send.ts';
import { orderCancelledMail, orderConfirmationMail, type OrderNotice, orderNoticeMail, orderWithdrawnMail } from './order-mails.ts';
import { writeOrderNotice } from '../installers/installer-notices.ts';
import { checkOrderDay } from './order-dates.ts';
import { depositInstructions, depositOfOrder, refundBy } from './order-money.ts';
import { writeInstallationPlannedMail, writeInstalledMail } from '../visits/step-mails.ts';

/** Who takes a step: its kind (the lifecycle's actors), its name as staff read it, its account if staff. */
export interface OrderActorRef {
  kind: OrderActor;
  name: string;
  userId?: number | null;
}

/** What the mails and notices need to know beyond the order. */
export interface OrderMailSettings {
  publicUrl: string;
  /** LEADS_NOTIFY_EMAIL: staff's copy of every notice; none when unset. */
  staffEmail: string | undefined;
}

const WITH_WIFI: Record<Locale, string> = { nl: 'met wifi', fr: 'avec wifi' };

/** '18L HydroBel met wifi, € 1.890': what was ordered, in a notice (Dutch) or a household's mail (its language). */
function orderSummary(proposal: Proposal, locale: Locale): string {
  return `${proposal.model} ${SITE.brand}${proposal.hasWifi ? ` ${WITH_WIFI[locale]}` : ''}, ${formatEuroIn(locale, proposal.priceEuro)}`;
}

/**
 * The notices of an order placed, withdrawn or cancelled: the seller's in its users' language with a link
 * to its own view (issue 43), staff's in Dutch with a link to the lead in the back office.
 */
async function notify(tx: Em, order: Order, settings: OrderMailSettings, notice: Omit<OrderNotice, 'household' | 'sellerName' | 'dashboardUrl' | 'leadId' | 'what'> & { proposal: Proposal }): Promise<void> {
  const { lead, installer } = order;
  const { proposal, ...facts } = notice;
  await writeOrderNotice(tx, order, installer, { ...facts, what: (locale) => orderSummary(proposal, locale), installed: Boolean(order.installedOn) }, settings.publicUrl);
  if (!settings.staffEmail) return;
  const mail = orderNoticeMail({
    ...facts,
    what: orderSummary(proposal, 'nl'),
    leadId: lead.id,
    sellerName: installer.name,
    household: { name: `${lead.firstName} ${lead.lastName}`, address: addressLine(lead), phone: lead.phone, email: lead.email },
    dashboardUrl: `${settings.publicUrl}/admin/dashboard?lead=${lead.id}`,
  });
  tx.create(OutboxMail, { kind: 'order-notice', lead, recipient: settings.staffEmail, replyTo: lead.email, ...mail, createdAt: notice.at });
}

/**
 * The order an accepted proposal becomes (the lead locked by the caller, the proposal just accepted):
 * the order, its first history row, the confirmation to the household with the accepted text and a new
 * personal link, the notices to the seller and staff, and the audit entry.
 */
export async function placeOrder(tx: Em, lead: Lead, proposal: Proposal, settings: OrderMailSettings, now: Date): Promise<Order> {
  if (!proposal.installer) throw new DomainError('sellerRequired', { postalCode: lead.postalCode, serving: 0 });
  const installer = await tx.findOneOrFail(Installer, { id: proposal.installer.id });
  const order = tx.create(Order, { lead, proposal, installer, status: 'accepted', acceptedAt: now, createdAt: now });
  tx.create(OrderEvent, { order, fromStatus: null, toStatus: 'accepted', actorKind: 'household', actorName: 'Huishouden (eigen pagina)', createdAt: now });
  const acceptedLines = (proposal.acceptedText ?? proposal.text).split('\n');
  const link = issueHouseholdLink(tx, lead.id, settings.publicUrl, lead.language);
  // The order's number is in the confirmation (and in the deposit's reference): written first.
  await tx.flush();
  const deposit = await depositInstructions(tx, order);
  const mail = orderConfirmationMail({ orderId: order.id, firstName: lead.firstName, acceptedAt: now, sellerName: installer.name, acceptedLines, link, deposit }, lead.language);
  tx.create(OutboxMail, { kind: 'order-confirmation', lead, recipient: lead.email, replyTo: installer.email, ...mail, createdAt: now });
  await tx.flush();
  await notify(tx, order, settings, { orderId: order.id, status: 'accepted', at: now, proposal, acceptedLines });
  recordAudit(tx, { action: 'order.accepted', actor: 'het huishouden', leadId: lead.id, details: { orderId: order.id, installerId: installer.id } });
  return order;
}

export interface TransitionDetails {
  /** For `installed`: the day it was installed, and the device's serial number (issue 34). */
  installedOn?: string;
  serialNumber?: string;
  /** For `visited`: what the technical visit found (issue 34). */
  visit?: { visitedOn: string; hardnessFh: number; suitable: boolean };
  /** For `installation_planned`: the day. */
  plannedOn?: string;
  /** For `withdrawn`: the day of the technical visit at which the household declared it (issue 42), else none. */
  atVisitOn?: string;
  /** For `cancelled`: why. */
  reason?: CancelReason;
  note?: string | null;
}

/**
 * Moves an order (loaded with its lead, proposal and installer, the lead locked by the caller) to `to`,
 * if the lifecycle allows it to this actor; refuses a withdrawal after its period.
 */
export async function transition(
  tx: Em,
  order: Order,
  to: OrderStatus,
  actor: OrderActorRef,
  settings: OrderMailSettings,
  details: TransitionDetails = {},
  now = new Date(),
): Promise<Order> {
  const from = order.status;
  if (!mayTransition(from, to, actor.kind)) throw new DomainError('orderTransitionRefused', { from, to });
  if (to === 'withdrawn' && !canWithdraw(from, order.installedOn ?? null, isoDateInBrussels(now))) {
    throw new DomainError('withdrawalPeriodOver', { lastDay: withdrawalEndsOn(order.installedOn ?? null) ?? '' });
  }
  // Every date within the order's life (issue 43): before the acceptance or the visit, or in the future, is refused.
  if (to === 'visited' && details.visit) checkOrderDay(order, 'visitedOn', details.visit.visitedOn, now);
  if (to === 'installation_planned' && details.plannedOn) checkOrderDay(order, 'plannedOn', details.plannedOn, now);
  if (to === 'installed') checkOrderDay(order, 'installedOn', details.installedOn ?? isoDateInBrussels(now), now);
  const { lead, proposal, installer } = order;
  order.status = to;
  if (to === 'installed') {
    order.installedOn = details.installedOn ?? isoDateInBrussels(now);
    if (details.serialNumber) order.serialNumber = details.serialNumber;
  }
  if (to === 'visited' && details.visit) {
    order.visitedOn = details.visit.visitedOn;
    order.hardnessFh = details.visit.hardnessFh;
    order.suitable = details.visit.suitable;
  }
  if (to === 'installation_planned') order.installationPlannedOn = details.plannedOn ?? null;
  // The household is told the installation's day, and once installed its last day of withdrawal (issue 42).
  if (to === 'installation_planned' && order.installationPlannedOn) writeInstallationPlannedMail(tx, order, order.installationPlannedOn, false, settings.publicUrl, now);
  if (to === 'installed') {
    // The installation registers the warranty (issue 44); its certificate goes with this mail.
    const { certificate } = await registerWarranty(tx, order, now);
    await writeInstalledMail(tx, order, settings.publicUrl, now, certificate);
  }
  // Any step towards the visit or the installation is a contact (the first service level, issue 34).
  if (to !== 'withdrawn' && to !== 'cancelled') order.firstContactAt ??= now;
  if (to === 'withdrawn') order.withdrawnAt = now;
  if (to === 'cancelled') {
    order.cancelledAt = now;
    order.cancelReason = details.reason ?? 'other';
    order.cancelNote = details.note ?? null;
  }
  tx.create(OrderEvent, {
    order,
    fromStatus: from,
    toStatus: to,
    actorKind: actor.kind,
    actorName: actor.name,
    reason: to === 'cancelled' ? order.cancelReason : null,
    note: details.note ?? null,
    createdAt: now,
  });
  if (to === 'withdrawn' || to === 'cancelled') {
    moveLead(tx, lead, 'lost', actor.name, now, actor.userId ?? null);
    const what = orderSummary(proposal, lead.language);
    const refund = { sellerName: installer.name, what, refundBy: refundBy(now) };
    const household =
      to === 'withdrawn'
        ? orderWithdrawnMail(
            { ...refund, firstName: lead.firstName, withdrawnAt: now, returnCostEuro: from === 'installed' ? installer.returnCostEuro : null, atVisitOn: details.atVisitOn ?? null },
            lead.language,
          )
        : orderCancelledMail(
            { ...refund, firstName: lead.firstName, reason: order.cancelReason ?? 'other', note: order.cancelNote ?? null, depositEuro: depositOfOrder(proposal, installer) },
            lead.language,
          );
    tx.create(OutboxMail, { kind: to === 'withdrawn' ? 'order-withdrawn' : 'order-cancelled', lead, recipient: lead.email, replyTo: installer.email, ...household, createdAt: now });
    await notify(tx, order, settings, { orderId: order.id, status: to, at: now, proposal, reason: order.cancelReason ?? null, note: order.cancelNote ?? null });
  }
  recordAudit(tx, { action: `order.${to}`, actor: actor.kind === 'household' ? 'het huishouden' : actor.name, leadId: lead.id, details: { orderId: order.id, from } });
  await tx.flush();
  return order;
}
