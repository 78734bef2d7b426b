/**
 * Two checks of French text as a household receives it (issue 36), for rendered output (pages, mails,
 * answers), never source files: French typography (a fixed space before `; ! ? : %` and inside « »,
 * one apostrophe, one ellipsis) and no Dutch (or English) word. To check a new page, mail or answer,
 * hand its text to `frenchTextProblems`; tests/e2e/french-words.spec.ts and
 * server/services/mail/french-mails.test.ts show how.
 */

/** Web and e-mail addresses are names, not words: neither rule reads them. */
const ADDRESSES = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\w+/g;

/** What French typography wants, as a pattern that finds where a text breaks it. */
const TYPOGRAPHY: ReadonlyArray<[RegExp, string]> = [
  [/[ \t\r\n]+[;!?:»%]/g, 'a plain space where a fixed one belongs'],
  [/«[ \t\r\n]/g, 'a plain space where a fixed one belongs'],
  [/[^\s\u00a0\u202f«([/;:!?][;!?:](?=[\s\u00a0\u202f]|$)/g, 'no space before the mark'],
  [/[^\s\u00a0\u202f]»|«[^\s\u00a0\u202f]/g, 'no space inside « »'],
  [/\d%/g, 'no space before %'],
  [/'/g, 'a straight apostrophe (’ is the one style)'],
  [/\.\.\./g, 'three dots (… is the one style)'],
];

/**
 * Words that exist in Dutch (or English) and not in French: a French text holding one has a Dutch or
 * English phrase in it. Ambiguous words (de, en, met, van, dit, te, page, gratis) are not listed.
 */
const FOREIGN_WORDS = new Set([
  // Dutch words that carry almost every sentence.
  'het', 'een', 'niet', 'uw', 'u', 'wij', 'we', 'ons', 'onze', 'naar', 'bij', 'aan', 'ook', 'dat', 'deze', 'die',
  'wat', 'hoe', 'wie', 'waar', 'wordt', 'worden', 'werd', 'kunt', 'kan', 'moet', 'hebt', 'heeft', 'hebben', 'zijn',
  'zich', 'nog', 'meer', 'geen', 'voor', 'vóór', 'over', 'op', 'uit', 'om', 'tot', 'als', 'maar', 'of', 'er', 'is',
  'hier', 'daar', 'wanneer', 'graag', 'dag', 'beste', 'groeten', 'vriendelijke',
  // Dutch words of this site.
  'bedankt', 'aanmelding', 'aanmeldingen', 'inschrijving', 'groepsaankoop', 'waterverzachter', 'waterverzachters',
  'voorstel', 'gegevens', 'pagina', 'startpagina', 'probeer', 'opnieuw', 'storing', 'fout', 'kant', 'aanvragen',
  'verzoeken', 'meldingen', 'melding', 'hemelsbreed', 'buurt', 'gemeente', 'gemeenten', 'provincie',
  'kraanwater', 'hardheid', 'waterbedrijf', 'bron', 'ongedateerd', 'nieuwe', 'verstuurd', 'verlopen',
  'aanvaard', 'beantwoord', 'bereikbaar', 'vervangen', 'mijn',
  // English, as a framework's error page says it.
  'the', 'not', 'found', 'did', 'you', 'forget', 'add', 'made', 'home',
]);

/** Where a French text breaks the typography rule: each finding with a little context. */
function typographyProblems(text: string): string[] {
  const plain = text.replace(ADDRESSES, ' ');
  const problems: string[] = [];
  for (const [pattern, what] of TYPOGRAPHY) {
    for (const match of plain.matchAll(pattern)) {
      const at = match.index ?? 0;
      problems.push(`${what}: “${plain.slice(Math.max(0, at - 25), at + 10).replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·')}”`);
    }
  }
  return problems;
}

/** The Dutch or English words of a French text. */
function foreignWords(text: string): string[] {
  // Letters and digits together, so that '1er' and '2e' are no words.
  const words = text.replace(ADDRESSES, ' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => FOREIGN_WORDS.has(word)))];
}

/** Both checks at once: what a French text a household reads should not contain. */
export function frenchTextProblems(text: string): string[] {
  const foreign = foreignWords(text);
  return [...typographyProblems(text), ...(foreign.length > 0 ? [`Dutch or English: ${foreign.join(', ')} in “${text.slice(0, 80)}”`] : [])];
}
