import { describe, expect, it } from 'vitest';
import { type RoundPartArgs, roundPartHtml } from './round-html.ts';
import { FR_ROUND_TEXTS } from './texts-fr.ts';
import { NL_ROUND_TEXTS } from './texts.ts';
import { placeRounds, type RoundSummary } from './view.ts';

const OOST: RoundSummary = {
  id: 1,
  name: 'Najaar <2026>',
  provinces: ['BE-VOV'],
  postalCodes: [],
  registrationOpensAt: '2026-11-01T08:00:00Z',
  registrationClosesAt: '2026-12-12T22:59:00Z',
  proposalsFrom: '2026-12-20',
  proposalsValidUntil: '2027-01-31',
  installationsDueBy: null,
};
const NEXT: RoundSummary = { ...OOST, id: 2, registrationOpensAt: '2027-03-01T08:00:00Z', registrationClosesAt: '2027-04-01T08:00:00Z' };
const gent = (slot: 'hero' | 'form', locale: 'nl' | 'fr' = 'nl'): RoundPartArgs => ({ slot, locale, region: 'BE-VOV', where: locale === 'nl' ? 'in Gent' : 'à Gand' });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \n]+/g, ' ').trim();
const html = (rounds: RoundSummary[], args: RoundPartArgs, now: string) => roundPartHtml(placeRounds(rounds, args.region, new Date(now)), args, new Date(now));

describe("a page's round part", () => {
  it('says until when registration is open, with the moment it ends and what to say after it', () => {
    const hero = html([OOST], gent('hero'), '2026-12-01T00:00:00Z');
    expect(text(hero)).toBe('Inschrijven kan tot zaterdag 12 december 2026 om 23:59. Gratis en vrijblijvend.');
    expect(hero).toContain('data-round-until="2026-12-12T22:59:00Z"');
    expect(hero).toContain(`data-round-after="${NL_ROUND_TEXTS.closed.priceRound} ${NL_ROUND_TEXTS.nextUnplanned}"`);
    expect(text(html([OOST], gent('form'), '2026-12-01T00:00:00Z'))).toBe('U schrijft zich in voor de ronde die loopt tot zaterdag 12 december 2026 om 23:59.');
    // The round's name is staff's; it never reaches the page, escaped or not.
    expect(hero).not.toContain('Najaar');
  });

  it('after the closing: the phase, and the next round with its opening day', () => {
    const after = text(html([OOST, NEXT], gent('hero'), '2026-12-13T00:00:00Z'));
    expect(after).toBe(`${NL_ROUND_TEXTS.closed.priceRound} ${NL_ROUND_TEXTS.next('maandag 1 maart 2027')}`);
    const proposals = text(html([OOST], gent('hero'), '2027-01-05T00:00:00Z'));
    expect(proposals).toBe(`${NL_ROUND_TEXTS.closed.proposals('zondag 31 januari 2027')} ${NL_ROUND_TEXTS.nextUnplanned}`);
    expect(text(html([OOST, NEXT], gent('form'), '2026-12-13T00:00:00Z'))).toBe(NL_ROUND_TEXTS.form.waiting('in Gent', 'maandag 1 maart 2027'));
  });

  it('without a round: the hero says nothing, the form that a signup counts for the next one, with no date', () => {
    expect(html([], gent('hero'), '2026-12-01T00:00:00Z')).toBe('');
    expect(html([], gent('hero', 'fr'), '2026-12-01T00:00:00Z')).toBe('');
    const form = html([], gent('form'), '2026-12-01T00:00:00Z');
    expect(text(form)).toBe(NL_ROUND_TEXTS.form.waiting('in Gent', null));
    expect(form).not.toMatch(/\d{4}|data-round-until/);
  });

  it('with only a next round planned: the hero names its opening day', () => {
    const hero = html([NEXT], gent('hero'), '2026-12-01T00:00:00Z');
    expect(text(hero)).toBe(NL_ROUND_TEXTS.next('maandag 1 maart 2027'));
    expect(hero).toContain('data-round-phase="announced"');
  });

  it('in French, with a session and Belgian French spacing', () => {
    expect(text(html([OOST], gent('hero', 'fr'), '2026-12-01T00:00:00Z'))).toBe('Inscriptions ouvertes jusqu’au samedi 12 décembre 2026 à 23\u00a0h\u00a059. Gratuit et sans engagement.');
    expect(text(html([], gent('form', 'fr'), '2026-12-01T00:00:00Z'))).toBe(FR_ROUND_TEXTS.form.waiting('à Gand', null));
    expect(FR_ROUND_TEXTS.form.waiting('à Gand', null)).toContain('\u00a0:');
    expect(FR_ROUND_TEXTS.elsewhere).toContain('\u202f?');
  });

  it('on the home page: a round of some provinces by name, and that elsewhere a signup waits', () => {
    const home = text(html([OOST], { slot: 'hero', locale: 'nl', region: null, where: null }, '2026-12-01T00:00:00Z'));
    expect(home).toBe(`${NL_ROUND_TEXTS.partial('Oost-Vlaanderen', 'zaterdag 12 december 2026 om 23:59')} ${NL_ROUND_TEXTS.elsewhere}`);
    const fr = text(html([OOST], { slot: 'hero', locale: 'fr', region: null, where: null }, '2026-12-01T00:00:00Z'));
    expect(fr).toContain('pour la Flandre-Orientale');
  });
});
