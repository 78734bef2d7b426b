import { describe, expect, it } from 'vitest';
import { cutToLength, isMultiLineText, isSingleLineText, withoutControlCharacters } from './text.ts';

describe('isSingleLineText and isMultiLineText', () => {
  it.each([
    ['Jan', true, true],
    ["Zoë D'Hondt 😀", true, true],
    ['<script>alert(1)</script>', true, true],
    // A Unicode line separator is a line break to most readers (issue 43: serial numbers, addresses).
    ['a\u2028b', false, true],
    ['tab\there', false, true],
    ['two\r\nlines', false, true],
    ['nul\u0000', false, false],
    ['bell\u0007', false, false],
    ['del\u007F', false, false],
    ['c1\u0085', false, false],
    ['lone high \uD83D', false, false],
    ['\uDE00 lone low', false, false],
    ['\uDE00\uD83D reversed pair', false, false],
  ])('%j: one line %s, several lines %s', (value, single, multi) => {
    expect(isSingleLineText(value)).toBe(single);
    expect(isMultiLineText(value)).toBe(multi);
  });
});

describe('withoutControlCharacters', () => {
  it('keeps text and drops control characters and unpaired surrogates', () => {
    expect(withoutControlCharacters('a\u0000b\nc\uD800d 😀')).toBe('abcd 😀');
  });
});

describe('cutToLength', () => {
  it('cuts to the length, or one fewer rather than split a surrogate pair', () => {
    expect(cutToLength('abcdef', 3)).toBe('abc');
    expect(cutToLength('ab', 3)).toBe('ab');
    expect(cutToLength('ab😀', 3)).toBe('ab');
    expect(cutToLength('ab😀', 4)).toBe('ab😀');
  });
});
