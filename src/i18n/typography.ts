/**
 * French typography by rule (issue 36), for every French text a household reads, pages and mails alike:
 * a narrow no-break space (U+202F) before `; ! ?` and inside « », a no-break space (U+00A0) before `:`
 * and `%`, one apostrophe (’) and one ellipsis (…). Applied where French texts are made, never by hand:
 * - every French dictionary is wrapped in `inFrench(…)` where it is defined (src/i18n/fr.ts,
 *   src/household-page/texts-fr.ts, src/proposals/texts-fr.ts, src/content/fr/, the French place
 *   facts): its strings, and what its functions return, come out typeset;
 * - every French mail passes `composeMail` (server/services/mail/templates.ts), which also spaces the
 *   punctuation that template code adds between dictionary texts (`label: value`).
 * Both are idempotent: typesetting a typeset text changes nothing. docs/i18n.md says how a new text gets it.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Where a space before `; ! ? :` may stand: a plain, a no-break or a narrow no-break space. */
const SPACES = '[ \\u00a0\\u202f]+';
/** What may stand right before a mark that gets a space inserted: not a space, not an opening sign, not another mark. */
const BEFORE = '([^\\s;:!?«(\\[/])';
/** A mark takes a space only where it ends a word: before a space, the end, or closing punctuation. */
const AFTER = '(?=$|[\\s),.;:!?»"’\\]])';

/** One apostrophe and one ellipsis. */
const SIGNS: ReadonlyArray<[RegExp, string]> = [
  [/\.\.\./g, '…'],
  [/'/g, '’'],
];

/** The spaces around punctuation. */
const SPACING: ReadonlyArray<[RegExp, string]> = [
  // « text »: a narrow no-break space inside the guillemets, whatever space was typed.
  [/«[ \u00a0\u202f]*(?=\S)/g, `«${NNBSP}`],
  [/(\S)[ \u00a0\u202f]*»/g, `$1${NNBSP}»`],
  // ; ! ? take a narrow no-break space: the typed space becomes one, a missing one is added.
  [new RegExp(`(\\S)${SPACES}([;!?])${AFTER}`, 'g'), `$1${NNBSP}$2`],
  [new RegExp(`${BEFORE}([;!?])${AFTER}`, 'g'), `$1${NNBSP}$2`],
  // A text that begins with its mark (a list item's ' ;' after a word the page prints before it).
  [new RegExp(`^${SPACES}([;!?])${AFTER}`), `${NNBSP}$1`],
  [new RegExp(`^${SPACES}:${AFTER}`), `${NBSP}:`],
  // : takes a no-break space (never in 14:05, https:// or mailto:, where no space follows).
  [new RegExp(`(\\S)${SPACES}:${AFTER}`, 'g'), `$1${NBSP}:`],
  [new RegExp(`${BEFORE}:${AFTER}`, 'g'), `$1${NBSP}:`],
  // 90 % (not a URL's %C3).
  [/(\d)[ \u00a0\u202f]*%(?![0-9A-Fa-f]{2})/g, `$1${NBSP}%`],
];

const apply = (rules: ReadonlyArray<[RegExp, string]>, text: string) =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

/** A French text typeset by the rule above. */
export function frenchTypography(text: string): string {
  return apply(SPACING, apply(SIGNS, text));
}

/**
 * Only the spaces of the rule: for a whole mail, whose dictionary texts are typeset already and whose
 * values the household typed (an e-mail address with an apostrophe) must stay as typed.
 */
export function frenchSpacing(text: string): string {
  return apply(SPACING, text);
}

type Typeset<T> = T;

function typeset(value: unknown): unknown {
  if (typeof value === 'string') return frenchTypography(value);
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => typeset(fn(...args));
  }
  if (Array.isArray(value)) return value.map(typeset);
  // A React element (a link a text function places among its words) is no text to typeset.
  if (value !== null && typeof value === 'object' && !('$$typeof' in value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typeset(inner)]));
  }
  return value;
}

/**
 * A French value typeset: every string, and what every function returns (the values passed in too: a
 * name's apostrophe becomes ’).
 */
export function typesetFrench<T>(value: T): Typeset<T> {
  return typeset(value) as T;
}

/**
 * A French dictionary, made by `make` and typeset. Wrap each French dictionary where it is defined, the
 * call marked pure so that bundles drop the ones a page does not use (its argument is a function, so
 * nothing in it runs unless the dictionary is used): `export const X = /* @__PURE__ *\/ inFrench(() => ({ … }))`.
 */
export function inFrench<T>(make: () => T): Typeset<T> {
  return typesetFrench(make());
}

/** The first of the private-use characters that stand for an entity while the text is typeset. */
const ENTITY_BASE = 0xe000;

/**
 * HTML whose text (between tags; never attributes such as a link's address) gets the spaces of the
 * rule. Entities stand aside meanwhile (the `;` of `&amp;` is no semicolon). The rule looks across
 * tags, so `<strong>Prénom</strong>: Mélanie` gets its space before the colon too.
 */
export function frenchSpacingOfHtml(html: string): string {
  const entities: string[] = [];
  const hidden = html.replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, (entity) => {
    entities.push(entity);
    return String.fromCharCode(ENTITY_BASE + entities.length - 1);
  });
  let previous = '';
  const typeset = hidden
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<') || part === '') return part;
      const done = frenchSpacing(previous + part).slice(previous.length);
      previous = done.slice(-1);
      return done;
    })
    .join('');
  return typeset.replace(/[\ue000-\uf8ff]/g, (char) => entities[char.charCodeAt(0) - ENTITY_BASE] ?? char);
}

/** The units a place page writes after a figure, as printed by the sources. */
const UNIT = '(?:°fH|°dH|°f|°F|km|m³|L|%|€)(?![\\p{L}\\p{N}])';

/**
 * A figure and its unit on one line, in both languages: a no-break space between a number and the unit
 * after it ('22 °fH', '85 km', '1 000 L'), before m³ wherever it stands ('per m³') and after a euro sign
 * before its amount ('€ 200'). For the sentences of place pages, where a phone's narrow column otherwise
 * leaves '°fH' or 'm³' alone at the start of a line.
 */
export function keepUnitsWithFigures(text: string): string {
  return text
    .replace(new RegExp(`(\\d) (?=${UNIT})`, 'gu'), `$1${NBSP}`)
    .replace(/ (?=m³)/g, NBSP)
    .replace(/€ (?=\d)/g, `€${NBSP}`);
}
