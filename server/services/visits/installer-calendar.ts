/** The installer's .ics download of an appointment (issue 34): the same UID and SEQUENCE as the household's invitation, in its language. */
import { Appointment, Order } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { ownOrders, type VisitActor } from './visit-actors.ts';
import { appointmentCalendar } from './visit-mails.ts';
import { installerTexts } from '../../../src/installers/texts.ts';

export async function installerCalendar(em: Em, actor: VisitActor, id: number, now = new Date()): Promise<{ fileName: string; calendar: string }> {
  const order = await em.findOne(Order, ownOrders(actor, id), { populate: ['lead', 'installer'] });
  if (!order) throw new DomainError('orderNotFound');
  const appointment = await em.findOne(Appointment, { order: order.id, status: 'booked' });
  if (!appointment) throw new DomainError('slotNotFound');
  if (actor.kind === 'installer') {
    recordAudit(em, { action: 'installer.order_read', actor: actor.username, leadId: order.lead.id, details: { installerId: actor.installerId, orderId: order.id, calendar: true } });
    await em.flush();
  }
  // In the installer user's language, the household named (issue 43); staff's download is Dutch.
  const locale = actor.kind === 'installer' ? actor.language : 'nl';
  return { fileName: installerTexts(locale).calendar.fileName(order.id), calendar: appointmentCalendar(order, appointment, 'PUBLISH', now, { kind: 'installer', locale }) };
}
