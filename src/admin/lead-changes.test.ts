import { describe, expect, it } from 'vitest';
import { changesByOthers, changeText, noteEntryKey, statusEntryKey } from './lead-changes.ts';

const before = {
  history: [{ id: 1, fromStatus: 'new' as const, toStatus: 'contacted' as const, changedBy: 'anna', createdAt: '2026-11-25T09:00:00.000Z' }],
  notes: [{ id: 7, author: 'anna', body: 'Gebeld', createdAt: '2026-11-25T09:01:00.000Z' }],
  householdChanges: [],
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
      householdChanges: [],
    };
    const changes = changesByOthers(before, after, new Set([statusEntryKey(3)]));
    expect(changes.map(changeText)).toEqual([
      'bert zette de status van Gecontacteerd op Klant geworden (25/11/2026 14:05)',
      'bert schreef een notitie (25/11/2026 14:06): "Contract getekend"',
    ]);
    expect(changesByOthers(before, after, new Set([statusEntryKey(2), statusEntryKey(3), noteEntryKey(8)]))).toEqual([]);
  });

  it('lists what the household changed itself on its page', () => {
    const after = {
      ...before,
      householdChanges: [
        { id: 5, kind: 'mail-stopped' as const, changes: null, createdAt: '2026-11-25T13:20:00.000Z' },
        {
          id: 4,
          kind: 'contact' as const,
          changes: { phone: { from: '0470 12 34 56', to: '0471 00 00 00' }, street: { from: null, to: 'Kerkstraat' } },
          createdAt: '2026-11-25T13:15:00.000Z',
        },
      ],
    };
    expect(changesByOthers(before, after, new Set()).map(changeText)).toEqual([
      'Het huishouden wijzigde Telefoonnummer (0470 12 34 56 → 0471 00 00 00), Straat (— → Kerkstraat) (25/11/2026 14:15)',
      'Het huishouden wil geen e-mails meer (25/11/2026 14:20)',
    ]);
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
