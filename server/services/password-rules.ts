/**
 * Whether a new password is strong enough (issue 43), for every account alike: staff's (admin:create,
 * ADMIN_PASSWORD) and an installer user's (created or reset by staff). The length is the shared schema's
 * (src/admin/account.ts); here zxcvbn-ts estimates how many guesses it takes, with the dictionaries of
 * common passwords, names and words in English, French and Belgian Dutch, and the username and the
 * site's own words as words a guesser would try first. Score 3 ("safely unguessable", about 10^8
 * guesses, against an argon2id hash) is the least accepted.
 *
 * The dictionaries are loaded on the first check (about 0.2 s), never in the browser. Only the first
 * 64 characters are analysed and l33t substitutions are capped, so that a check takes a few ms whatever
 * is sent (a longer password is judged by its start).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as nl from '@zxcvbn-ts/language-nl-be';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { SITE } from '../../src/site.ts';

const LEAST_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    maxLength: 64,
    l33tMaxSubstitutions: 10,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...nl.dictionary },
  });
  return checker;
}

/** Words a guesser of this site's passwords tries first. */
const SITE_WORDS = [SITE.name, ...SITE.name.split(/\s+/), 'groepsaankoop', 'waterverzachter', 'adoucisseur', 'installateur', 'admin', 'beheer'];

export type PasswordProblem = 'short' | 'tooLong' | 'guessable';

/** What is wrong with `password` as a new password of `username`, or null. */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  if (password.length < ADMIN_LIMITS.passwordMin) return 'short';
  if (password.length > ADMIN_LIMITS.passwordMax) return 'tooLong';
  const userInputs = [username, ...username.split(/[._@-]+/).filter((part) => part.length >= 3), ...SITE_WORDS];
  return zxcvbn().check(password, userInputs).score < LEAST_SCORE ? 'guessable' : null;
}
