/**
 * The round part of the home page and the place pages (issue 35): what matters to the page's place,
 * written by src/rounds/round-html.ts from every round, and written again at each phase boundary.
 */
import { REGION_CODES } from '../../src/rounds/area.ts';
import { nextPhaseChange } from '../../src/rounds/phase.ts';
import { type RoundPartArgs, roundPartHtml } from '../../src/rounds/round-html.ts';
import { placeRounds, type RoundSummary } from '../../src/rounds/view.ts';
import { roundSummaries } from '../services/rounds/round-reads.ts';
import type { PagePart } from './page-part.ts';

function isRoundPartArgs(args: unknown): args is RoundPartArgs {
  const a = args as Partial<RoundPartArgs> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    (a.slot === 'hero' || a.slot === 'form') &&
    (a.locale === 'nl' || a.locale === 'fr') &&
    (a.region === null || REGION_CODES.includes(a.region as never)) &&
    (a.where === null || typeof a.where === 'string')
  );
}

export const roundPart: PagePart<RoundSummary[]> = {
  load: (em) => roundSummaries(em),
  render(rounds, args, now) {
    if (!isRoundPartArgs(args)) throw new Error(`round part: unexpected arguments ${JSON.stringify(args)}`);
    return roundPartHtml(placeRounds(rounds, args.region, now), args, now);
  },
  nextChange: (rounds, now) => nextPhaseChange(rounds, now),
};
