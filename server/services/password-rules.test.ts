import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.ts';

describe('a new password (issue 43: one rule for staff and installer users)', () => {
  it.each([
    ['too short', 'kort-pw', 'short'],
    ['digits in a row', '123456789012', 'guessable'],
    ['one letter repeated', 'aaaaaaaaaaaa', 'guessable'],
    ['a common word with digits', 'wachtwoord1234', 'guessable'],
    ['a French common word', 'motdepasse1234', 'guessable'],
    ['the username with a year', 'jan.peeters2026', 'guessable'],
    ['the site’s own words', 'waterverzachter2026', 'guessable'],
  ])('refuses %s', (_what, password, problem) => {
    expect(passwordProblem(password, 'jan.peeters')).toBe(problem);
  });

  it.each(['vier losse woorden op een ladder', 'een-lang-testwachtwoord', 'k7#mQ9!vR2pL', 'correct horse battery staple'])('takes %s', (password) => {
    expect(passwordProblem(password, 'jan.peeters')).toBeNull();
  });

  it('judges a long password by its first 64 characters, and refuses one past the limit', () => {
    expect(passwordProblem('ab1!'.repeat(200), 'jan')).toBe('guessable');
    expect(passwordProblem(`vier losse woorden op een ladder ${'a'.repeat(500)}`, 'jan')).toBeNull();
    expect(passwordProblem('x'.repeat(1025), 'jan')).toBe('tooLong');
  });
});
