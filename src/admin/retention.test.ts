import { describe, expect, it } from 'vitest';
import { retentionNoteText } from './retention.ts';

describe('retentionNoteText', () => {
  it('says the rule and that no purge ran yet', () => {
    expect(retentionNoteText({ months: 24, last: null })).toBe(
      'Bewaartermijn: 24 maanden na het laatste contact (klanten uitgezonderd). De automatische opschoning is nog niet uitgevoerd.',
    );
  });

  it.each([
    [0, '0 leads gewist'],
    [1, '1 lead gewist'],
    [1250, '1.250 leads gewist'],
  ])('shows when the last purge ran (Brussels time) and that it erased %i', (leads, erased) => {
    expect(retentionNoteText({ months: 18, last: { at: '2026-11-23T13:05:00.000Z', leads } })).toBe(
      `Bewaartermijn: 18 maanden na het laatste contact (klanten uitgezonderd). Laatste opschoning: 23/11/2026 14:05, ${erased}.`,
    );
  });
});
