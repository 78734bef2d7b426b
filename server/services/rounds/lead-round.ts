/**
 * Staff move a lead to another round, or out of every round (waiting for the next one): a lead joins
 * a round by its place at signup (`submit_lead`, decision 047), and staff correct it (a household that
 * moved, a signup kept as interest that joins the round when it opens). The move is part of the lead's
 * history and raises its version, like a status change.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, LeadRoundChange, Round } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { DomainError } from '../domain-error.ts';
/** Who is acting: the signed-in member of staff. */
type Actor = { userId: number; username: string };
import { isoTime } from '../lead-query.ts';

export interface LeadRoundChangeView {
  id: number;
  fromRoundId: number | null;
  toRoundId: number | null;
  changedBy: string;
  createdAt: string;
}

export function leadRoundChangeView(change: LeadRoundChange): LeadRoundChangeView {
  return {
    id: change.id,
    fromRoundId: change.fromRound ?? null,
    toRoundId: change.toRound ?? null,
    changedBy: change.changedByName,
    createdAt: isoTime(change.createdAt),
  };
}

export interface LeadRoundMoveResult {
  id: number;
  roundId: number | null;
  /** The move written, or null when the lead already was in that round. */
  change: LeadRoundChangeView | null;
  version: number;
}

export async function moveLeadToRound(em: Em, actor: Actor, input: { id: number; roundId: number | null }, now: Date): Promise<LeadRoundMoveResult> {
  return em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new DomainError('leadNotFound', { id: input.id });
    if (input.roundId !== null && !(await tx.findOne(Round, { id: input.roundId }, { fields: ['id'] }))) {
      throw new DomainError('roundNotFound', { id: input.roundId });
    }
    const from = lead.roundId ?? null;
    if (from === input.roundId) return { id: lead.id, roundId: from, change: null, version: lead.version };
    lead.roundId = input.roundId;
    const change = tx.create(LeadRoundChange, {
      lead,
      fromRound: from,
      toRound: input.roundId,
      changedBy: actor.userId,
      changedByName: actor.username,
      createdAt: now,
    });
    // The flush raises the lead's version (a colleague's screen then learns of the move).
    await tx.flush();
    return { id: lead.id, roundId: lead.roundId ?? null, change: leadRoundChangeView(change), version: lead.version };
  });
}
