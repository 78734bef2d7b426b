import { describe, expect, it } from 'vitest';
import { leadFilter, leadId, leadListQuery, noteInput } from './schema.ts';

describe('leadId', () => {
  it.each([16, '16', '2147483647'])('reads %j as a lead number', (value) => {
    expect(leadId.parse(value)).toBe(Number(value));
  });

  // Each of these would read as another number with Number() or a lenient coercion.
  it.each(['0x10', '1e3', ' 1', '1 ', '+1', '-1', '0', '01', '007', '1.0', '０1', '', '0b1', '99999999999', 1.5, 0, -3, Number.NaN, null, true])(
    'refuses %j',
    (value) => {
      const result = leadId.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ongeldig leadnummer');
    },
  );
});

describe('the list query: page and page size as strict as a lead number (issue 31)', () => {
  it('reads decimal text and JSON numbers', () => {
    expect(leadListQuery.parse({ page: '3', pageSize: '50' })).toMatchObject({ page: 3, pageSize: 50 });
    expect(leadListQuery.parse({ page: 3, pageSize: 100 })).toMatchObject({ page: 3, pageSize: 100 });
    expect(leadListQuery.parse({})).toMatchObject({ page: 1, pageSize: 25 });
  });

  it.each(['0x19', '25.0', '2.5e1', ' 25', '025', '+25', ['25', '50'], 30])('refuses pageSize %j', (pageSize) => {
    const result = leadListQuery.safeParse({ pageSize });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Kies 25, 50, 100 leads per pagina']);
  });

  it.each(['0x1', '1.0', '0', '01', ['1', '2'], '1000001', 1.5])('refuses page %j', (page) => {
    const result = leadListQuery.safeParse({ page });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Pagina: een geheel getal van 1 tot 1.000.000']);
  });

  it('takes one search term, not a repeated one', () => {
    expect(leadFilter.safeParse({ search: ['a', 'b'] }).error?.issues[0]?.message).toBe('Zoekterm: één tekst');
  });
});

describe('notes refuse invisible format characters (issue 31)', () => {
  it.each(['\u202E', '\u200B', '\u2066', '\u00AD', '\u{E0041}'])('refuses U+%s', (character) => {
    const result = noteInput.safeParse({ id: 1, body: `Terugbellen ${character}na 18 uur` });
    expect(result.error?.issues[0]?.message).toMatch(/onzichtbare tekens/);
  });

  it('keeps line breaks, tabs and accents', () => {
    expect(noteInput.parse({ id: 1, body: 'Gebeld\n\tterug na 18 uur — Mélanie' }).body).toBe('Gebeld\n\tterug na 18 uur — Mélanie');
  });
});
