import { describe, expect, it } from 'vitest';
import { accountUsername, normalizeUsername, usernameProblem } from './account.ts';

describe('a new account’s username (issue 43)', () => {
  it('is stored in one form: NFKC, trimmed, lower case', () => {
    expect(normalizeUsername('  Jan.Peeters ')).toBe('jan.peeters');
    expect(normalizeUsername('ＪＡＮ')).toBe('jan');
    expect(normalizeUsername('𝐣𝐚𝐧')).toBe('jan');
    expect(accountUsername('nl').parse('Élodie.Dupont')).toBe('élodie.dupont');
  });

  it.each([
    ['a zero-width space', 'pe\u200bter', 'invisible'],
    ['a right-to-left override', 'peter\u202e', 'invisible'],
    ['a soft hyphen', 'pe\u00adter', 'invisible'],
    ['a Cyrillic е among Latin letters', 'p\u0435ter', 'mixedScripts'],
    ['a Greek ο among Latin letters', 'm\u03bfnteur', 'mixedScripts'],
    ['a space', 'pe ter', 'characters'],
    ['a slash', 'pe/ter', 'characters'],
  ])('refuses %s', (_what, name, problem) => {
    expect(usernameProblem(normalizeUsername(name))).toBe(problem);
    expect(accountUsername('nl').safeParse(name).success).toBe(false);
  });

  it.each(['jan', 'jan.peeters', 'e2e-beheerder', 'monteur_2', 'élodie', 'петр', 'info@example.be'])('takes %s', (name) => {
    expect(usernameProblem(normalizeUsername(name))).toBeNull();
  });
});
