/**
 * The audit log: what staff did (and a household's erasure of its own data, its order's steps), never
 * the personal data of a lead (a lead is named by its number).
 */
import { AuditLogEntry } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import type { SaltDeliveryStatus } from '../../src/aftercare/salt.ts';
import type { SupportStatus } from '../../src/aftercare/support.ts';
import type { OrderStatus } from '../../src/orders/lifecycle.ts';

type AuditAction =
  | 'admin.created'
  | 'admin.password_reset'
  | 'admin.login'
  | 'admin.logout'
  | 'lead.erased'
  // A household erased its own data on its page (issue 23): the lead number only.
  | 'lead.erased_by_household'
  // Every personal link of a lead ended, by the household or by staff (issue 31): how many.
  | 'lead.links_ended'
  | 'leads.exported'
  // The retention purge (retention.ts): one entry per batch erased, with the lead numbers, and one per run.
  | 'leads.purged'
  | 'retention.purge'
  // An order's steps (issue 33, server/services/orders/order-transition.ts): order number and who.
  | `order.${OrderStatus}`
  // A household asked to erase everything while its order is kept (decision 046): what went, and until when the rest stays.
  | 'lead.erasure_requested_by_household'
  // A proposal sent to a customer or a lost lead by the staff's explicit override (issue 31): its status then.
  | 'proposal.sent_despite_status'

  // Issue 34: staff create an installer company's user, give an order to a company; an installer's user
  // reads its list (the order numbers) or one order (its lead): every read of a household by an installer.
  | 'installer.user_created'
  | 'installer.user_changed'
  | 'installer.user_removed'
  | 'order.collected'
  | 'order.date_corrected'
  | 'order.assigned'
  | 'order.installer_note'
  | 'installer.orders_read'
  | 'installer.order_read'
  // Issue 41: staff add, change or remove a place page's fact (its page, number and kind; the fields before and after are in place_fact_changes).
  | 'place.fact_added'
  | 'place.fact_changed'
  | 'place.fact_removed'
  // Issue 42: staff record or remove a seller's terms (the installer's number and the groups that changed).
  | 'seller_terms.saved'
  | 'seller_terms.removed'
  // Issue 44, aftercare: the PFAS filter handed over or reported missing; a request for help or a service
  // visit created, answered, its visit offered or booked, its status changed; a service recorded; salt asked
  // for, confirmed, delivered or cancelled; a review written or moderated; an installer's read of its list.
  | 'aftercare.filter_handed_over'
  | 'aftercare.filter_missing'
  | 'support.created'
  | 'support.answered'
  | 'support.slots_offered'
  | 'support.visit_booked'
  | `support.${SupportStatus}`
  | 'service.recorded'
  | `salt.${SaltDeliveryStatus}`
  | 'review.written'
  | 'review.published'
  | 'review.hidden'
  | 'installer.aftercare_read';

export interface AuditEvent {
  action: AuditAction;
  actor: string;
  leadId?: number;
  details?: Record<string, string | number | boolean | null>;
}

/** Adds an entry to the unit of work of `em`: it is written with the caller's next flush or transaction. */
export function recordAudit(em: Em, event: AuditEvent): AuditLogEntry {
  return em.create(AuditLogEntry, {
    action: event.action,
    actor: event.actor,
    leadId: event.leadId ?? null,
    details: event.details ?? null,
  });
}
