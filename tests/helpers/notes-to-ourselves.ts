/**
 * Research notes and notes to ourselves that readers found published as copy (issue 36; the Flemish
 * editor's and the French reader's reports of 2026-11-28): no place page may say them again. Each pattern
 * is matched against a page's visible text (and its facts as the server words them); `pages` limits one to
 * the pages where it misled (Farys buys most of its water: true of the company, not of Oostende's own plant).
 */
interface NoteToOurselves {
  pattern: RegExp;
  pages?: readonly string[];
  /** Who found it. */
  found: string;
}

const NOTES_TO_OURSELVES: readonly NoteToOurselves[] = [
  { pattern: /Een productiecentrum zegt niet welk bedrijf uw straat bedient/i, found: 'Flemish editor, defect 9 (/westerlo, /mol, /herentals)' },
  { pattern: /Le Soir rekende in gram kalk per m³|wij in Franse graden/i, found: 'Flemish editor, /waals-brabant' },
  { pattern: /In de deelgemeente Moorsel is Farys het waterbedrijf/i, found: 'Flemish editor, defect 11 (/aalst, a leak report)' },
  { pattern: /Farys koopt zijn water grotendeels aan/i, pages: ['/oostende'], found: 'Flemish editor, defect 10 (/oostende)' },
  { pattern: /aquawal\.be\W+(?:Source|Bron)\W+CILE/i, found: 'French reader, L6 (Aquawal cited as CILE)' },
  { pattern: /(?:Source|Bron)\W+FTH sprl/i, found: 'French reader, L7 (Vivaqua cited as FTH sprl)' },
  { pattern: /Le Soir relevait de 202 grammes/i, found: 'French reader, L4' },
  { pattern: /zegt de bron niet|vonden we niet|hebben we niet|nous n.avons pas (?:recherché|trouvé)/i, found: 'issue 36' },
];

/** The notes a page's text holds: empty when it holds none. */
export function notesIn(path: string, text: string): string[] {
  return NOTES_TO_OURSELVES.filter((note) => (note.pages === undefined || note.pages.includes(path)) && note.pattern.test(text)).map(
    (note) => `${path}: ${note.pattern.source} (${note.found})`,
  );
}
