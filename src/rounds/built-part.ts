/**
 * The round part as the build writes it (issue 35, decision 048): what a fresh install knows, no round,
 * between the part's markers; the server writes it again from the rounds (server/page-parts/). Read by
 * the page components through the server-only setting `roundPart` (pages/(site)/+roundPart.ts), never
 * imported by browser code: the browser adopts the server's HTML.
 */
import { markedPart } from '../page-parts/markers.ts';
import { type RoundPartArgs, roundPartHtml } from './round-html.ts';
import { placeRounds } from './view.ts';

export function builtRoundPart(args: RoundPartArgs): string {
  const asBuilt = new Date(0);
  return markedPart('round', args, roundPartHtml(placeRounds([], args.region, asBuilt), args, asBuilt));
}
