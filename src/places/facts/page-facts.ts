/**
 * What a place page says about its water, from its facts (the rows staff keep, issue 41): the questions
 * in the open (who supplies it and where it comes from; how hard it is, where it is softened centrally and
 * where the household finds its own figure; what an installation must have), the municipality, and the
 * published figure the calculator's line names. Pure: the server writes the page part from it
 * (server/page-parts/place-part.ts) and the back office's preview shows the same.
 */
import type { FaqEntry } from '../../content/faq.ts';
import { PLACE_TEXT_FR } from '../../content/fr/place-page.ts';
import { PLACE_TEXT, type PublishedFigure } from '../../content/place-page.ts';
import { SOURCE_LABEL } from '../../content/source-label.ts';
import { frenchTypography } from '../../i18n/typography.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { PlaceQuestion, SourcedText } from '../local.ts';
import { asked } from '../local.ts';
import { describesPlace, type PlaceFact } from './fact.ts';
import { HARDNESS_MEANING_SOURCES, hardnessClass, hardnessClassFr, limePerCubicMetre } from './hardness-meaning.ts';

/** What the page needs of itself to word its questions. */
export interface PageFactsContext {
  language: Locale;
  isProvince: boolean;
  /** 'in Gent', 'à Liège'. */
  where: string;
}

/** 'HLN, 26/07/2019', 'Aquaflanders, ongedateerd', 'RTBF, 01/2020', 'CILE, non daté'. */
export function sourceLabel(title: string, date: string | null, language: Locale): string {
  const when = date ? date.split('-').reverse().join('/') : language === 'fr' ? PLACE_TEXT_FR.undated : 'ongedateerd';
  const label = `${title}, ${when}`;
  return language === 'fr' ? frenchTypography(label) : label;
}

function cited(fact: Pick<PlaceFact, 'text' | 'linkUrl' | 'linkLabel' | 'sourceUrl' | 'sourceTitle' | 'sourceDate'>, language: Locale): SourcedText {
  const typeset = (text: string) => (language === 'fr' ? frenchTypography(text) : text);
  return {
    text: typeset(fact.text),
    ...(fact.linkUrl ? { link: { label: typeset(fact.linkLabel ?? fact.linkUrl), url: fact.linkUrl } } : {}),
    source: {
      label: sourceLabel(fact.sourceTitle, fact.sourceDate, language),
      url: fact.sourceUrl,
      ...(language === 'fr' ? { prefix: PLACE_TEXT_FR.sourcePrefix } : {}),
    },
  };
}

/** What a published figure means for a household: its class (and, in Dutch, the lime per m³), with the scale's source. */
function hardnessMeaning(fact: PlaceFact, language: Locale): SourcedText {
  const min = fact.hardnessFH ?? 0;
  const max = fact.hardnessAbove ? min : (fact.hardnessMaxFH ?? min);
  const source = HARDNESS_MEANING_SOURCES[language];
  if (language === 'fr') {
    const classes = [...new Set([hardnessClassFr(min), hardnessClassFr(max)])].map((c) => PLACE_TEXT_FR.hardnessClasses[c]).join(PLACE_TEXT_FR.hardnessClasses.join);
    return cited({ ...source, text: PLACE_TEXT_FR.hardnessMeaning(classes), linkUrl: null, linkLabel: null }, 'fr');
  }
  const classes = [...new Set([hardnessClass(min), hardnessClass(max)])].join(' tot ');
  return cited({ ...source, text: PLACE_TEXT.hardnessMeaning(classes, limePerCubicMetre(fact)), linkUrl: null, linkLabel: null }, 'nl');
}

const ofKind = (facts: readonly PlaceFact[], ...kinds: PlaceFact['kind'][]) =>
  [...facts].filter((fact) => kinds.includes(fact.kind)).sort((a, b) => a.position - b.position || a.id - b.id);

/** The page's questions about its water, each answered by its facts in their order; a question without facts is left out. */
export function factQuestions(facts: readonly PlaceFact[], page: PageFactsContext): PlaceQuestion[] {
  const { language, isProvince, where } = page;
  const t = language === 'fr' ? PLACE_TEXT_FR : PLACE_TEXT;
  const supply = ofKind(facts, 'supplier', 'origin').map((fact) => cited(fact, language));

  const hardness: SourcedText[] = [];
  let meaningShown = false;
  for (const fact of ofKind(facts, 'hardness')) {
    hardness.push(cited(fact, language));
    if (!meaningShown && describesPlace(fact, isProvince)) {
      hardness.push(hardnessMeaning(fact, language));
      meaningShown = true;
    }
  }
  const softening = ofKind(facts, 'softening');
  hardness.push(...softening.map((fact) => cited(fact, language)));
  if (softening.length > 0) hardness.push({ text: t.softenedCaveat });
  hardness.push(...ofKind(facts, 'lookup').map((fact) => cited(fact, language)));

  const installation = ofKind(facts, 'installation').map((fact) => cited(fact, language));
  const questions: PlaceQuestion[] = [];
  if (supply.length > 0) questions.push({ ...asked(isProvince ? t.questionSuppliers : t.questionSupplier, where), paragraphs: supply });
  if (hardness.length > 0) questions.push({ ...asked(t.questionHardness, where), paragraphs: hardness });
  if (installation.length > 0) questions.push({ ...asked(t.questionInstallation, where), paragraphs: installation });
  return questions;
}

/** What sources say about the municipality itself ('Over Brugge'), or null. */
export function aboutFacts(facts: readonly PlaceFact[], language: Locale): SourcedText[] {
  return ofKind(facts, 'municipality').map((fact) => cited(fact, language));
}

/** The page's published figure for the calculator's line: its first figure that describes the whole place, or null. */
export function publishedFigure(facts: readonly PlaceFact[], isProvince: boolean): PublishedFigure | null {
  const fact = ofKind(facts, 'hardness').find((candidate) => describesPlace(candidate, isProvince));
  if (!fact || fact.hardnessFH === null) return null;
  return { minFh: fact.hardnessFH, maxFh: fact.hardnessAbove ? null : (fact.hardnessMaxFH ?? fact.hardnessFH) };
}

/** The calculator's line about the published figure, in the page's language, or null. */
export function calculatorHint(facts: readonly PlaceFact[], page: Pick<PageFactsContext, 'language' | 'isProvince'>): string | null {
  const figure = publishedFigure(facts, page.isProvince);
  return page.language === 'fr' ? PLACE_TEXT_FR.calculatorHint(figure) : PLACE_TEXT.calculatorHint(figure);
}

/** The questions as the FAQPage structured data carries them: plain text, each source named. */
export function placeFaqEntries(questions: readonly PlaceQuestion[]): FaqEntry[] {
  return questions.map(({ question, paragraphs }) => ({
    question,
    answer: paragraphs
      .map((p) => {
        const text = p.link ? `${p.text} ${p.link.label}.` : p.text;
        return p.source ? `${text} (${p.source.prefix ?? `${SOURCE_LABEL}:`} ${p.source.label})` : text;
      })
      .join(' '),
  }));
}
