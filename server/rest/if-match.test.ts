import { describe, expect, it } from 'vitest';
import { ifMatchVersions } from './if-match.ts';

describe('If-Match of a lead PATCH', () => {
  it.each([
    [undefined, 'any'],
    ['', 'empty'],
    ['  ', 'empty'],
    ['*', 'any'],
    [' * ', 'any'],
    ['"3"', [3]],
    ['"3", "5"', [3, 5]],
    ['W/"3"', []],
    ['3', []],
    ['"abc"', []],
    ['"0"', []],
    ['"99999999999"', []],
    ['"2", W/"4", "7"', [2, 7]],
  ] as const)('reads %j as %j', (header, expected) => {
    expect(ifMatchVersions(header)).toEqual(expected);
  });
});
