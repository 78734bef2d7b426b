/**
 * The round part of a public page as HTML (issue 35): the hero's lines and the line above the signup
 * form, from what matters to the page's place (view.ts) at a moment. One function for the build (which
 * knows no round: a fresh install's truth) and for the server, which writes the part again when a round
 * changes and at each phase boundary (decision 048). Plain strings, not React: the server runs TypeScript
 * without a JSX step. No script in it (the pages' inline scripts are allowed by hash).
 *
 * An element that stops being true at a known moment carries that moment (`data-round-until`) and what
 * to say after it (`data-round-after`): the page's script swaps the text then (round-closing.ts), so a
 * page open past the moment, or served a little before its rewrite, says nothing untrue.
 */
import type { RegionCode } from '../places/data/places.ts';
import { formatDateIn, formatMomentIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { postalCodesIn } from './area.ts';
import { roundPhase, startOfDayInBrussels } from './phase.ts';
import { FR_ROUND_TEXTS } from './texts-fr.ts';
import { NL_ROUND_TEXTS, type RoundTexts } from './texts.ts';
import type { PlaceRounds, RoundSummary } from './view.ts';

type RoundSlot = 'hero' | 'form';

/** What a page's round part needs to know of its page: written into its marker at build time. */
export interface RoundPartArgs {
  slot: RoundSlot;
  locale: Locale;
  /** The place's province, or null for the home page (the whole country). */
  region: RegionCode | null;
  /** The place in a sentence ('in Gent', 'à Liège'), or null. */
  where: string | null;
}

const ROUND_TEXTS: Record<Locale, RoundTexts> = { nl: NL_ROUND_TEXTS, fr: FR_ROUND_TEXTS };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] as string);

function paragraph(className: string, text: string, data: Record<string, string> = {}): string {
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escape(value)}"`)
    .join('');
  return `<p class="${className}"${attributes}>${escape(text)}</p>`;
}

/** 'Oost-Vlaanderen en postcode 9000' / 'la Flandre-Orientale et le code postal 9000'. */
function areaText(round: RoundSummary, region: RegionCode | null, t: RoundTexts): string {
  const codes = region === null ? round.postalCodes : postalCodesIn(round, region);
  const parts = [
    ...(region === null ? round.provinces.map((code) => t.regions[code]) : []),
    ...(codes.length > 0 ? [t.postalCodes(codes.join(', '), codes.length > 1)] : []),
  ];
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${t.and} ${parts.at(-1)}`;
}

/** The open rounds of part of the place: one line each (three at most). */
function partialLines(rounds: PlaceRounds, args: RoundPartArgs, t: RoundTexts, className: string): string[] {
  return rounds.partial
    .slice(0, 3)
    .map((round) => paragraph(className, t.partial(areaText(round, args.region, t), moment(args, round.registrationClosesAt)), { 'round-phase': 'registration' }));
}

const moment = (args: RoundPartArgs, iso: string) => formatMomentIn(args.locale, new Date(iso));
const day = (args: RoundPartArgs, isoDay: string | null) => (isoDay ? formatDateIn(args.locale, startOfDayInBrussels(isoDay)) : null);
const opening = (args: RoundPartArgs, rounds: PlaceRounds) =>
  rounds.next ? formatDateIn(args.locale, new Date(rounds.next.registrationOpensAt)) : null;

/** The hero's lines. */
function heroHtml(rounds: PlaceRounds, args: RoundPartArgs, now: Date, t: RoundTexts): string {
  const opens = opening(args, rounds);
  const nextLine = opens ? t.next(opens) : t.nextUnplanned;
  const lines: string[] = [];
  if (rounds.open) {
    lines.push(
      paragraph('round-status__line', t.open(moment(args, rounds.open.registrationClosesAt)), {
        'round-phase': 'registration',
        'round-until': rounds.open.registrationClosesAt,
        'round-after': `${t.closed.priceRound} ${nextLine}`,
      }),
      paragraph('round-status__note', t.openNote),
    );
  } else if (rounds.running) {
    const running = rounds.running;
    const phase = roundPhase(running, now);
    const text =
      phase === 'proposals'
        ? t.closed.proposals(day(args, running.proposalsValidUntil))
        : phase === 'installations'
          ? t.closed.installations(day(args, running.installationsDueBy))
          : t.closed.priceRound;
    lines.push(paragraph('round-status__line', text, { 'round-phase': phase }), paragraph('round-status__note', nextLine));
  }
  lines.push(...partialLines(rounds, args, t, 'round-status__line'));
  if (!rounds.open && !rounds.running) {
    if (rounds.partial.length > 0) lines.push(paragraph('round-status__note', t.elsewhere));
    // No round open, running or planned: the hero says nothing (the subtitle says that signing up is
    // free, the line above the form that a signup waits for the next round).
    else if (opens) lines.push(paragraph('round-status__line', nextLine, { 'round-phase': 'announced' }));
  }
  return lines.join('');
}

/** The line above the form. */
function formHtml(rounds: PlaceRounds, args: RoundPartArgs, t: RoundTexts): string {
  const waiting = t.form.waiting(args.where, opening(args, rounds));
  if (rounds.open) {
    return paragraph('round-note', t.form.open(moment(args, rounds.open.registrationClosesAt)), {
      'round-until': rounds.open.registrationClosesAt,
      'round-after': waiting,
    });
  }
  if (rounds.partial.length > 0) return [...partialLines(rounds, args, t, 'round-note'), paragraph('round-note', t.elsewhere)].join('');
  return paragraph('round-note', waiting);
}

/** The part's HTML for one page. */
export function roundPartHtml(rounds: PlaceRounds, args: RoundPartArgs, now: Date): string {
  const t = ROUND_TEXTS[args.locale];
  return args.slot === 'hero' ? heroHtml(rounds, args, now, t) : formHtml(rounds, args, t);
}
