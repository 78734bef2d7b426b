/**
 * What staff do with an order (issue 33): record the day it was installed, cancel it with a reason and a
 * text (the household is mailed in its language), and record a withdrawal the household sent by mail,
 * post or phone. Each is one transaction over `transition()`, with the lead locked.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, Order } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { OrderStatus } from '../../../src/orders/lifecycle.ts';
import type { CancellationInput, InstallationInput, WithdrawalInput } from '../../../src/orders/schema.ts';
import { DomainError } from '../domain-error.ts';
import type { Actor } from '../lead-admin.ts';
import { type OrderMailSettings, type TransitionDetails, transition } from './order-transition.ts';
import { type StaffOrderView, staffOrderOf } from './order-views.ts';

async function staffTransition(em: Em, actor: Actor, id: number, to: OrderStatus, settings: OrderMailSettings, details: TransitionDetails): Promise<StaffOrderView> {
  await em.transactional(async (tx) => {
    const order = await tx.findOne(Order, { id }, { populate: ['lead', 'proposal', 'installer'], refresh: true });
    if (!order) throw new DomainError('orderNotFound');
    await tx.findOne(Lead, { id: order.lead.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    await transition(tx, order, to, { kind: 'staff', name: actor.username, userId: actor.userId }, settings, details);
  });
  const view = await staffOrderOf(em, { id });
  if (!view) throw new DomainError('orderNotFound');
  return view;
}

export function recordInstallation(em: Em, actor: Actor, input: InstallationInput, settings: OrderMailSettings): Promise<StaffOrderView> {
  return staffTransition(em, actor, input.id, 'installed', settings, { installedOn: input.installedOn });
}

export function cancelOrder(em: Em, actor: Actor, input: CancellationInput, settings: OrderMailSettings): Promise<StaffOrderView> {
  return staffTransition(em, actor, input.id, 'cancelled', settings, { reason: input.reason, note: input.note });
}

export function recordWithdrawal(em: Em, actor: Actor, input: WithdrawalInput, settings: OrderMailSettings): Promise<StaffOrderView> {
  return staffTransition(em, actor, input.id, 'withdrawn', settings, { note: input.note });
}
