import { describe, expect, it } from 'vitest';
import { changesByOthers, changeText, noteEntryKey, statusEntryKey } from './lead-changes.ts';

const before = {
  history: [{ id: 1, fromStatus: 'new' as const, toStatus: 'contacted' as const, changedBy: 'anna', createdAt: '2026-11-25T09:00:00.000Z' }],
  notes: [{ id: 7, author: 'anna', body: 'Gebeld', createdAt: '2026-11-25T09:01:00.000Z' }],
};

describe('what colleagues changed while a lead was open', () => {
  it('lists the new status changes and notes of others, oldest first, and leaves out this screen’s own', () => {
    const after = {
      history: [
        { id: 3, fromStatus: 'converted' as const, toStatus: 'lost' as const, changedBy: 'anna', createdAt: '2026-11-25T13:10:00.000Z' },
        { id: 2, fromStatus: 'contacted' as const, toStatus: 'converted' as const, changedBy: 'bert', createdAt: '2026-11-25T13:05:00.000Z' },
        ...before.history,
      ],
      notes: [{ id: 8, author: 'bert', body: 'Contract getekend', createdAt: '2026-11-25T13:06:00.000Z' }, ...before.notes],
    };
    const changes = changesByOthers(before, after, new Set([statusEntryKey(3)]));
    expect(changes.map(changeText)).toEqual([
      'bert zette de status van Gecontacteerd op Klant geworden (25/11/2026 14:05)',
      'bert schreef een notitie (25/11/2026 14:06): "Contract getekend"',
    ]);
    expect(changesByOthers(before, after, new Set([statusEntryKey(2), statusEntryKey(3), noteEntryKey(8)]))).toEqual([]);
  });

  it('finds nothing when nothing was added', () => {
    expect(changesByOthers(before, before, new Set())).toEqual([]);
  });

  it('shortens a long note', () => {
    const body = 'x'.repeat(200);
    const text = changeText({ kind: 'note', key: 'note:1', who: 'bert', at: '2026-11-25T13:06:00.000Z', body });
    expect(text.endsWith('x…"')).toBe(true);
    expect(text.length).toBeLessThan(130);
  });
});
