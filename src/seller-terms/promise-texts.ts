/**
 * The words of the sellers' promises on the public pages (issue 42 item 1, decision 057), Dutch here,
 * French in promise-texts-fr.ts with the same keys. Each says what the sellers recorded
 * (src/seller-terms/promises.ts), and who gives it; the FAQ's guarantee answer says what holds without
 * any (the legal guarantee, as information, not as a benefit of ours). Plain strings: the build and the
 * server's page part write them (promise-html.ts).
 */
import { formatEuroIn } from '../i18n/format.ts';
import type { SitePromises } from './site-promises.ts';

type Guarantee = NonNullable<SitePromises['guarantee']>;
type Salt = NonNullable<SitePromises['salt']>;
type Filter = NonNullable<SitePromises['pfasFilter']>;

/** 24 → '2 jaar', 18 → '18 maanden'. */
const period = (months: number) => (months % 12 === 0 ? `${months / 12} jaar` : `${months} maanden`);
/** ['A', 'B', 'C'] → 'A, B of C'. */
const oneOf = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} of ${names.at(-1)}`);
const euro = (value: number) => formatEuroIn('nl', value);

export const NL_PROMISE_TEXTS = {
  guarantee: {
    short: (g: Guarantee) => `${g.years} jaar garantie`,
    description: (g: Guarantee) => `Gegeven door ${oneOf(g.guarantors)}. Wat ze dekt en op welke voorwaarden, staat in uw persoonlijke voorstel.`,
    line: (g: Guarantee) => `${g.years} jaar garantie van ${oneOf(g.guarantors)}`,
    question: 'Welke garantie krijg ik?',
    answer: (g: Guarantee | null) =>
      g
        ? `${g.years} jaar garantie, gegeven door ${oneOf(g.guarantors)}; wat ze dekt en op welke voorwaarden, staat in uw persoonlijke voorstel. Daarnaast staat de verkoper, zoals bij elke aankoop, twee jaar in voor gebreken (de wettelijke garantie).`
        : 'Zoals bij elke aankoop staat de verkoper twee jaar in voor gebreken (de wettelijke garantie). Geeft de verkoper of de fabrikant er een commerciële garantie bovenop, dan staan in uw persoonlijke voorstel wie ze geeft, wat ze dekt en op welke voorwaarden.',
  },
  salt: {
    short: (s: Salt) => `${period(s.months)} gratis zout`,
    description: (s: Salt) => `${s.kg} kg regeneratiezout${s.deliveredHome ? ', aan huis geleverd' : ''}.`,
    line: (s: Salt) => `${period(s.months)} gratis zout (${s.kg} kg)${s.deliveredHome ? ', aan huis geleverd' : ''}`,
    question: 'Hoeveel zout verbruikt het toestel?',
    answer: (s: Salt | null) =>
      'Dat hangt af van de hardheid van uw water en van hoeveel water uw gezin verbruikt; bij het persoonlijke voorstel rekenen wij het voor u uit.' +
      (s ? ` Bij de groepsaankoop krijgt u ${s.kg} kg regeneratiezout gratis, gespreid over ${period(s.months)}${s.deliveredHome ? ' en aan huis geleverd' : ''}.` : ''),
  },
  filter: {
    short: 'Gratis PFAS-filter',
    description: (f: Filter) =>
      `Een filter voor uw drinkwater${f.valueEuro === null ? '' : `, ter waarde van ${euro(f.valueEuro)}`}, bij elke waterverzachter.`,
    line: (f: Filter) => `Gratis PFAS-filter${f.valueEuro === null ? '' : ` (${euro(f.valueEuro)})`}`,
    question: 'Wat is de gratis PFAS-filter?',
    answer: (f: Filter) =>
      `Bij elke waterverzachter krijgt u gratis een filter voor uw drinkwater (PFAS-filter)${f.valueEuro === null ? '' : ` ter waarde van ${euro(f.valueEuro)}`}. Welke filter het is, staat in uw persoonlijke voorstel.`,
  },
  servicing: {
    short: 'Minimaal onderhoud',
    description: (months: number) => `Maar eens om de ${period(months)}, dankzij updates via wifi en een zelfreinigend systeem.`,
    question: 'Hoeveel onderhoud vraagt een waterverzachter?',
    answer: (months: number) =>
      `Dankzij automatische updates via wifi en een zelfreinigend systeem is een onderhoudsbeurt maar eens om de ${period(months)} nodig.`,
  },
  support: {
    short: '24/7 ondersteuning',
    description: 'Online hulp op elk moment, via wifi en de mobiele app.',
    question: 'Heb ik wifi nodig?',
    answer: (aroundTheClock: boolean) =>
      `Nee, elk formaat bestaat met en zonder wifi. Met wifi krijgt het toestel automatische updates${aroundTheClock ? ' en hebt u 24/7 online ondersteuning via de mobiele app' : ''}.`,
  },
  madeIn: {
    short: 'Gemaakt in België',
    line: (makers: readonly string[]) => `Gemaakt in België door ${oneOf(makers)}`,
    description: (makers: readonly string[], organiser: string | null, sellers: readonly string[]) =>
      `Gemaakt door ${oneOf(makers)}. ${organiser ? `De groepsaankoop organiseert ${organiser}; u` : 'U'} koopt bij de installateur die uw voorstel als verkoper noemt (nu ${oneOf(sellers)}).`,
    question: 'Waar worden de toestellen gemaakt?',
  },
};

/** A language's promise texts: the Dutch ones' shape, any words. */
export type PromiseTexts = typeof NL_PROMISE_TEXTS;
