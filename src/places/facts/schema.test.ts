import { describe, expect, it } from 'vitest';
import { addFactInput, changeFactInput, wholeFact } from './schema.ts';

const gent = {
  slug: 'gent',
  language: 'nl',
  kind: 'hardness',
  text: 'Farys geeft voor Gent-centrum 19,5 °fH (2026).',
  sourceUrl: 'https://www.farys.be/nl/waterhardheid',
  sourceTitle: 'Farys – Waterhardheid',
  sourceDate: '2026-11',
  quote: 'Gent-centrum: 19,5 °F',
  hardnessFH: 19.5,
  scope: 'municipality',
  period: '2026',
};

/** Each refused field with its first message, as the server answers it (server/errors/invalid-input.ts). */
function refused(input: unknown): Record<string, string> {
  const result = addFactInput.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('a place fact as staff enter it', () => {
  it('takes a sourced hardness figure with its scope, named in the sentence', () => {
    expect(refused(gent)).toEqual({});
    expect(addFactInput.parse(gent)).toMatchObject({ hardnessFH: 19.5, hardnessMaxFH: null, hardnessAbove: false, linkUrl: null, sourceReadOn: null });
  });

  it('refuses a fact without its source’s address or quote, in Dutch, naming the field as sent', () => {
    const { sourceUrl: _url, quote: _quote, ...bare } = gent;
    expect(refused(bare)).toEqual({
      sourceUrl: 'Webadres van de bron (sourceUrl) is verplicht',
      quote: 'Citaat uit de bron (quote) is verplicht',
    });
    expect(refused({ ...gent, sourceUrl: '  ', quote: '' })).toEqual({
      sourceUrl: 'Webadres van de bron (sourceUrl) is verplicht',
      quote: 'Citaat uit de bron (quote) is verplicht',
    });
    expect(refused({ ...gent, sourceUrl: 'javascript:alert(1)' }).sourceUrl).toBe('Webadres van de bron (sourceUrl): een webadres dat begint met https:// of http://');
    expect(refused({ ...gent, sourceTitle: undefined }).sourceTitle).toBe('Titel van de bron (sourceTitle) is verplicht');
  });

  it('refuses a figure the sentence does not give, without its scope, on another kind, or a range upside down', () => {
    expect(refused({ ...gent, hardnessFH: 20 }).text).toMatch(/^Tekst \(text\) noemt 20 °fH niet/);
    expect(refused({ ...gent, hardnessFH: 19 }).text).toMatch(/noemt 19 °fH niet/);
    expect(refused({ ...gent, scope: null }).scope).toMatch(/^Reikwijdte \(scope\) is verplicht bij een hardheidscijfer/);
    expect(refused({ ...gent, kind: 'supplier' }).hardnessFH).toBe('Hardheid (hardnessFH) hoort alleen bij een feit van soort hardness');
    expect(refused({ ...gent, text: 'Van 19,5 tot 18 °fH.', hardnessMaxFH: 18 }).hardnessMaxFH).toMatch(/moet hoger zijn/);
    expect(refused({ ...gent, hardnessFH: null }).scope).toMatch(/hoort alleen bij een hardheidscijfer/);
    expect(refused({ ...gent, kind: 'note' }).kind).toMatch(/^Soort \(kind\): kies uit supplier, origin/);
  });

  it('refuses a source date that is no date, a link without its words, a sentence over lines', () => {
    expect(refused({ ...gent, sourceDate: '2026-13' }).sourceDate).toBe('Datum van de bron (sourceDate): JJJJ, JJJJ-MM of JJJJ-MM-DD');
    expect(refused({ ...gent, sourceDate: '2026-02-30' }).sourceDate).toBeDefined();
    expect(refused({ ...gent, linkUrl: 'https://www.pidpa.be/x' }).linkLabel).toMatch(/gaan samen/);
    expect(refused({ ...gent, text: 'Twee\nregels 19,5 °fH' }).text).toMatch(/regeleinden/);
    expect(refused('geen object')).toEqual({ '': 'Verstuur het feit als JSON-object' });
  });

  it('checks a change field by field, and the fact as changed as a whole', () => {
    expect(changeFactInput.safeParse({ slug: 'gent', id: '12', quote: 'iets' }).success).toBe(true);
    expect(changeFactInput.safeParse({ slug: 'gent', id: 'x' }).success).toBe(false);
    const stored = { ...gent, linkUrl: null, linkLabel: null, sourceReadOn: null, hardnessMaxFH: null, hardnessAbove: false, quote: null };
    expect(wholeFact.safeParse(stored).success).toBe(false);
    expect(wholeFact.safeParse({ ...stored, quote: 'Gent-centrum: 19,5 °F' }).success).toBe(true);
  });
});
