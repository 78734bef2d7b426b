/**
 * Rounds for staff (issue 35, decision 047): the list with each round's phase and number of leads, one
 * round with its history, and making or changing one. Two rounds whose registrations run at the same
 * time for the same place are refused (`roundOverlap`, 409): a signup then belongs to exactly one. Every
 * change is written with who made it (`round_changes`), and the pages' round part is written again
 * (`pagesChanged`, decision 048) in the same transaction.
 */
import { Round, RoundChange } from '../../../database/entities/index.ts';
import type { RoundFieldChanges } from '../../../database/entities/RoundChange.ts';
import type { Em } from '../../../database/orm.ts';
import { areasOverlap } from '../../../src/rounds/area.ts';
import { type RoundPhase, roundPhase } from '../../../src/rounds/phase.ts';
import type { RoundInput } from '../../../src/rounds/schema.ts';
import type { RoundSummary } from '../../../src/rounds/view.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { DomainError } from '../domain-error.ts';
/** Who is acting: the signed-in member of staff. */
type Actor = { userId: number; username: string };
import { isoTime } from '../lead-query.ts';
import { roundSummary } from './round-reads.ts';

/** A round as staff see it in the list. */
export interface StaffRound extends RoundSummary {
  phase: RoundPhase;
  /** Leads that belong to it now. */
  leads: number;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
}

interface RoundChangeView {
  id: number;
  changedBy: string;
  createdAt: string;
  /** Per field, its value before (null when the round was made) and after. */
  changes: RoundFieldChanges;
}

export interface RoundDetail extends StaffRound {
  /** Newest first; the last is the round's creation. */
  history: RoundChangeView[];
}

async function leadCounts(em: Em): Promise<Map<number, number>> {
  const rows = await em.execute<Array<{ round_id: number; leads: number }>>(
    `select "round_id", count(*)::int as "leads" from "leads" where "round_id" is not null group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.round_id), row.leads]));
}

function staffRound(round: Round, leads: number, now: Date): StaffRound {
  const summary = roundSummary(round);
  return {
    ...summary,
    phase: roundPhase(summary, now),
    leads,
    createdByName: round.createdByName,
    createdAt: isoTime(round.createdAt),
    updatedAt: isoTime(round.updatedAt),
  };
}

/** Every round, the latest registration first. */
export async function listRounds(em: Em, now: Date): Promise<StaffRound[]> {
  const [rounds, counts] = await Promise.all([em.find(Round, {}, { orderBy: { registrationOpensAt: 'desc', id: 'desc' } }), leadCounts(em)]);
  return rounds.map((round) => staffRound(round, counts.get(round.id) ?? 0, now));
}

export async function getRound(em: Em, id: number, now: Date): Promise<RoundDetail> {
  const round = await em.findOne(Round, { id });
  if (!round) throw new DomainError('roundNotFound', { id });
  const [history, counts] = await Promise.all([em.find(RoundChange, { round: id }, { orderBy: { createdAt: 'desc', id: 'desc' } }), leadCounts(em)]);
  return {
    ...staffRound(round, counts.get(id) ?? 0, now),
    history: history.map((change) => ({ id: change.id, changedBy: change.changedByName, createdAt: isoTime(change.createdAt), changes: change.changes })),
  };
}

/** The fields of a round as stored, compared field by field for the history. */
function storedValues(input: RoundSummary | RoundInput): Record<keyof RoundInput, unknown> {
  return {
    name: input.name,
    provinces: input.provinces,
    postalCodes: input.postalCodes,
    registrationOpensAt: new Date(input.registrationOpensAt).toISOString(),
    registrationClosesAt: new Date(input.registrationClosesAt).toISOString(),
    proposalsFrom: input.proposalsFrom,
    proposalsValidUntil: input.proposalsValidUntil,
    installationsDueBy: input.installationsDueBy,
  };
}

/** Refuses `input` when its registration runs at the same time as another round's for a place of both. */
async function assertNoOverlap(tx: Em, input: RoundInput, ownId: number | null): Promise<void> {
  // One change of rounds at a time (across instances): two overlapping rounds made at once cannot both pass.
  await tx.execute(`select pg_advisory_xact_lock(hashtextextended('rounds', 0))`);
  const opens = Date.parse(input.registrationOpensAt);
  const closes = Date.parse(input.registrationClosesAt);
  const others = await tx.find(Round, ownId === null ? {} : { id: { $ne: ownId } }, { orderBy: { id: 'asc' } });
  const other = others.find(
    (round) => round.registrationOpensAt.getTime() < closes && opens < round.registrationClosesAt.getTime() && areasOverlap(round, input),
  );
  if (other) {
    throw new DomainError('roundOverlap', {
      id: other.id,
      name: other.name,
      registrationOpensAt: other.registrationOpensAt.toISOString(),
      registrationClosesAt: other.registrationClosesAt.toISOString(),
    });
  }
}

function roundValues(input: RoundInput) {
  return {
    name: input.name,
    provinces: [...input.provinces],
    postalCodes: [...input.postalCodes],
    registrationOpensAt: new Date(input.registrationOpensAt),
    registrationClosesAt: new Date(input.registrationClosesAt),
    proposalsFrom: input.proposalsFrom,
    proposalsValidUntil: input.proposalsValidUntil,
    installationsDueBy: input.installationsDueBy,
  };
}

export async function createRound(em: Em, actor: Actor, input: RoundInput, now: Date): Promise<{ id: number }> {
  return em.transactional(async (tx) => {
    await assertNoOverlap(tx, input, null);
    const round = tx.create(Round, { ...roundValues(input), createdByName: actor.username, createdAt: now, updatedAt: now });
    const changes: RoundFieldChanges = {};
    for (const [field, value] of Object.entries(storedValues(input))) changes[field] = { from: null, to: value };
    tx.create(RoundChange, { round, changes, changedBy: actor.userId, changedByName: actor.username, createdAt: now });
    await pagesChanged(tx, 'round');
    await tx.flush();
    return { id: round.id };
  });
}

/** Changes every field of a round to `input`'s; the history keeps the fields that changed. */
export async function updateRound(em: Em, actor: Actor, id: number, input: RoundInput, now: Date): Promise<StaffRound> {
  return em.transactional(async (tx) => {
    const round = await tx.findOne(Round, { id });
    if (!round) throw new DomainError('roundNotFound', { id });
    await assertNoOverlap(tx, input, id);
    const before = storedValues(roundSummary(round));
    const after = storedValues(input);
    const changes: RoundFieldChanges = {};
    for (const [field, value] of Object.entries(after)) {
      const old = before[field as keyof RoundInput];
      if (JSON.stringify(old) !== JSON.stringify(value)) changes[field] = { from: old, to: value };
    }
    if (Object.keys(changes).length > 0) {
      tx.assign(round, { ...roundValues(input), updatedAt: now });
      tx.create(RoundChange, { round, changes, changedBy: actor.userId, changedByName: actor.username, createdAt: now });
      await pagesChanged(tx, 'round');
      await tx.flush();
    }
    return staffRound(round, (await leadCounts(tx)).get(id) ?? 0, now);
  });
}
