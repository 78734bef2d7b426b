/**
 * Every input of every procedure refuses in Dutch (issue 31: `?search=a&search=b` answered zod's
 * "Invalid input: expected string, received array"). The inputs are read from the router itself, so a
 * new procedure is covered without being listed: each is given wrong values whole and field by field,
 * and no message may be a library's English.
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from './router.ts';

/** Words of zod's English messages. */
const ENGLISH = /\b(invalid input|expected|received|too (big|small)|must|unrecognized|required)\b/i;

const WRONG_VALUES: unknown[] = [
  undefined, null, 0, -1, 1.5, 1e12, '', 'x', '0x19', '25.0', ' 1', ['a', 'b'], [1], {}, { a: 1 }, true, 'a'.repeat(70_000), '\u202E',
];

interface Parser {
  safeParse?(value: unknown): { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };
  parse?(value: unknown): unknown;
}

/** The messages of what `parser` refuses in `value` (a parser with `parse` only throws its error). */
function messagesOf(parser: Parser, value: unknown): string[] {
  if (parser.safeParse) {
    const result = parser.safeParse(value);
    return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  try {
    parser.parse?.(value);
    return [];
  } catch (error) {
    const issues = (error as { issues?: Array<{ message: string; path: PropertyKey[] }> }).issues ?? [];
    return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
}

/** The keys of an object schema (zod and zod/mini keep them in `shape`), nested one level. */
function keysOf(parser: unknown): string[][] {
  const shape = (parser as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.entries(shape).flatMap(([key, inner]) => [[key], ...keysOf(inner).map((nested) => [key, ...nested])]);
}

function withValueAt(keys: string[], value: unknown): unknown {
  return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs: Parser[] } }>);

describe('the inputs of every procedure refuse in Dutch', () => {
  it('covers the router', () => {
    expect(procedures.length).toBeGreaterThan(20);
  });

  it.each(procedures.filter(([, procedure]) => procedure._def.inputs.length > 0))('%s', (_path, procedure) => {
    const english: string[] = [];
    for (const parser of procedure._def.inputs) {
      for (const value of WRONG_VALUES) {
        english.push(...messagesOf(parser, value).filter((message) => ENGLISH.test(message)));
        for (const keys of keysOf(parser)) {
          english.push(...messagesOf(parser, withValueAt(keys, value)).filter((message) => ENGLISH.test(message)));
        }
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });
});
