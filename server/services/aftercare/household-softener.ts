/**
 * The installed softener a household's link reaches (issue 44): its latest order, which must be
 * installed, with its aftercare record. Every aftercare call of the household goes through here, so that
 * nothing of one household is reachable with another's link, and nothing before installation (409).
 */
import { LockMode } from '@mikro-orm/core';
import { Aftercare, Lead, Order } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { DomainError } from '../domain-error.ts';
import { leadOfLink } from '../household-page/link-tokens.ts';

export interface Softener {
  order: Order;
  aftercare: Aftercare;
}

/**
 * The softener of the link's household (its order with lead, proposal and installer). `lock`: the lead is
 * locked for a change in the caller's transaction, as every change of an order is.
 */
export async function householdSoftener(em: Em, token: string, options: { lock?: boolean } = {}): Promise<Softener> {
  const leadId = await leadOfLink(em, token);
  const lead = await em.findOne(Lead, { id: leadId }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { refresh: true });
  if (!lead) throw new DomainError('householdLinkNotFound');
  const order = await em.findOne(Order, { lead: leadId }, { orderBy: { acceptedAt: 'desc', id: 'desc' }, populate: ['lead', 'proposal', 'installer'], refresh: true });
  if (!order) throw new DomainError('orderNotFound').for(lead.language);
  const aftercare = order.status === 'installed' ? await em.findOne(Aftercare, { order: order.id }, { refresh: true }) : null;
  if (!aftercare) throw new DomainError('notInstalled').for(lead.language);
  return { order, aftercare };
}
