/**
 * What others changed on a lead while it was open on this screen: the status changes and notes of
 * colleagues, and what the household changed itself on its own page (issue 23), in a newer copy of the
 * lead's detail that the older copy did not have and that this screen did not make itself. Pure, so
 * that the drawer only shows what this returns (decision 027).
 */
import type { ContactChanges, HouseholdChangeKind } from '../household-page/changes.ts';
import { NL_TEXTS } from '../i18n/nl.ts';
import type { LeadStatus } from '../leads/status.ts';
import { statusLabel } from '../leads/status.ts';
import { formatDateTime } from './format.ts';

interface StatusChangeEntry {
  id: number;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string;
  createdAt: string;
}

interface NoteEntry {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

interface HouseholdChangeEntry {
  id: number;
  kind: HouseholdChangeKind;
  changes: ContactChanges | null;
  createdAt: string;
}

export interface LeadActivity {
  history: readonly StatusChangeEntry[];
  notes: readonly NoteEntry[];
  householdChanges: readonly HouseholdChangeEntry[];
}

export type ChangeByOther =
  | { kind: 'status'; key: string; who: string; at: string; from: LeadStatus | null; to: LeadStatus }
  | { kind: 'note'; key: string; who: string; at: string; body: string }
  | { kind: 'household'; key: string; at: string; change: HouseholdChangeKind; changes: ContactChanges | null };

/** The key under which this screen remembers an entry it wrote itself. */
export const statusEntryKey = (id: number) => `status:${id}`;
export const noteEntryKey = (id: number) => `note:${id}`;

/** Entries of `next` that `previous` lacks and that are not in `own`, oldest first. */
export function changesByOthers(previous: LeadActivity, next: LeadActivity, own: ReadonlySet<string>): ChangeByOther[] {
  const seenStatus = new Set(previous.history.map((entry) => entry.id));
  const seenNotes = new Set(previous.notes.map((note) => note.id));
  const seenHousehold = new Set(previous.householdChanges.map((change) => change.id));
  const changes: ChangeByOther[] = [
    ...next.history
      .filter((entry) => !seenStatus.has(entry.id) && !own.has(statusEntryKey(entry.id)))
      .map((entry): ChangeByOther => ({
        kind: 'status',
        key: statusEntryKey(entry.id),
        who: entry.changedBy,
        at: entry.createdAt,
        from: entry.fromStatus,
        to: entry.toStatus,
      })),
    ...next.notes
      .filter((note) => !seenNotes.has(note.id) && !own.has(noteEntryKey(note.id)))
      .map((note): ChangeByOther => ({ kind: 'note', key: noteEntryKey(note.id), who: note.author, at: note.createdAt, body: note.body })),
    ...next.householdChanges
      .filter((change) => !seenHousehold.has(change.id))
      .map((change): ChangeByOther => householdChangeOf(change)),
  ];
  return changes.sort((a, b) => a.at.localeCompare(b.at));
}

/** A household's own change as the drawer lists it. */
export function householdChangeOf(change: HouseholdChangeEntry): ChangeByOther {
  return { kind: 'household', key: `household:${change.id}`, at: change.createdAt, change: change.kind, changes: change.changes };
}

/** 'Telefoonnummer (0470 12 34 56 → 0471 00 00 00), Straat (…)': what a household corrected. */
export function contactChangesText(changes: ContactChanges | null): string {
  return Object.entries(changes ?? {})
    .map(([field, value]) => `${NL_TEXTS.lead.labels[field as keyof ContactChanges]} (${value.from ?? '—'} → ${value.to})`)
    .join(', ');
}

/** What a household did itself, in the staff's words. */
export function householdChangeTitle(change: HouseholdChangeKind): string {
  if (change === 'mail-stopped') return 'Het huishouden wil geen e-mails meer';
  if (change === 'mail-resumed') return 'Het huishouden wil weer e-mails';
  return 'Het huishouden wijzigde zijn gegevens';
}

/** 'bert zette de status van Nieuw op Klant geworden (25/11/2026 14:05)' in Dutch. */
export function changeText(change: ChangeByOther): string {
  const when = formatDateTime(change.at);
  if (change.kind === 'household') {
    const what = change.change === 'contact' ? `Het huishouden wijzigde ${contactChangesText(change.changes)}` : householdChangeTitle(change.change);
    return `${what} (${when})`;
  }
  if (change.kind === 'status') {
    const from = change.from === null ? '' : ` van ${statusLabel(change.from)}`;
    return `${change.who} zette de status${from} op ${statusLabel(change.to)} (${when})`;
  }
  const body = change.body.length > 80 ? `${change.body.slice(0, 79)}…` : change.body;
  return `${change.who} schreef een notitie (${when}): "${body}"`;
}
