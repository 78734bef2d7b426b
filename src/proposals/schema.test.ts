import { describe, expect, it } from 'vitest';
import { bulkInput, proposalInput } from './schema.ts';

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const terms = { model: '18L', priceEuro: 1890, validUntil: day(10), installationFrom: day(20), installationTo: day(30) };

describe('the staff texts of a proposal refuse invisible format characters, as lead fields do (issue 31)', () => {
  it.each([
    ['note', '\u202E'],
    ['note', '\u200F'],
    ['note', '\u2068'],
    ['note', '\u202D'],
    ['note', '\uFEFF'],
  ])('%s with U+%s', (field, character) => {
    const value = `Korting ${character}fdp.exe`;
    for (const result of [proposalInput.safeParse({ ...terms, id: 1, [field]: value }), bulkInput.safeParse({ selection: {}, terms: { ...terms, [field]: value } })]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/onzichtbare tekens/);
    }
  });

  it('takes the installation window as two dates, not as free text', () => {
    const result = proposalInput.safeParse({ ...terms, id: 1, installationFrom: 'Korting \u202Efdp.exe' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Installatie vanaf: kies een datum/);
  });

  it('keeps a note of several lines with accents', () => {
    expect(proposalInput.parse({ ...terms, id: 1, note: 'Plaatsing in de kelder.\nMet 10 % korting — dank u, Mélanie' }).note).toContain('Mélanie');
  });
});
