/**
 * Who acts on an order after acceptance (issue 34), and how an order is loaded for them: an installer's
 * user reaches only its company's orders (any other answers 404, as if it did not exist), staff reach
 * every order. Each change runs in one transaction with the lead locked, over `transition()`.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, Order } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { Env } from '../../env.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { DomainError } from '../domain-error.ts';
import type { OrderActorRef, OrderMailSettings } from '../orders/order-transition.ts';

export type VisitActor =
  | { kind: 'installer'; username: string; userId: number; installerId: number; language: Locale }
  | { kind: 'staff'; username: string; userId: number };

/** The actor as an order's history and audit log name it. */
export function actorRef(actor: VisitActor): OrderActorRef {
  return actor.kind === 'staff'
    ? { kind: 'staff', name: actor.username, userId: actor.userId }
    : { kind: 'installer', name: `${actor.username} (installateur)`, userId: actor.userId };
}

/** What an order's mails need of the environment. */
export function mailSettingsOf(env: Pick<Env, 'PUBLIC_URL' | 'LEADS_NOTIFY_EMAIL'>): OrderMailSettings {
  return { publicUrl: env.PUBLIC_URL, staffEmail: env.LEADS_NOTIFY_EMAIL };
}

/** The filter that keeps an installer's user to its own company's orders. */
export function ownOrders(actor: VisitActor, id: number) {
  return actor.kind === 'installer' ? { id, installer: actor.installerId } : { id };
}

/** Runs `change` on order `id` (with lead, proposal and installer) in a transaction, its lead locked; 404 when out of reach. */
export async function changeOrder<T>(em: Em, actor: VisitActor, id: number, change: (tx: Em, order: Order) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const found = await tx.findOne(Order, ownOrders(actor, id), { fields: ['id', 'lead'] });
    if (!found) throw new DomainError('orderNotFound');
    await tx.findOne(Lead, { id: found.lead.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const order = await tx.findOneOrFail(Order, { id }, { populate: ['lead', 'proposal', 'installer'], refresh: true });
    return change(tx, order);
  });
}
