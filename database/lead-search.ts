/**
 * Accented Latin letters and their plain letter, for PostgreSQL's `translate()`: 'é' -> 'e', 'Ö' -> 'O',
 * 'ç' -> 'c', 'ł' -> 'l' (Latin-1 and Latin Extended-A/B, derived from Unicode's decompositions, plus
 * the few letters that have none). `translate` is immutable, so it may feed a generated column and its
 * index, and it works the same in PGlite and any PostgreSQL: the `unaccent` extension is not needed.
 */
export const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳøØłŁđĐıħĦ';
export const UNACCENTED = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYyoOlLdDihH';

/** SQL that folds a text expression for search: accents off, then lower case. */
export function searchFold(sql: string): string {
  return `lower(translate(${sql}, '${ACCENTED}', '${UNACCENTED}'))`;
}

/**
 * Search of the back office over the leads: one folded text per lead (no accents, lower case), kept by
 * PostgreSQL itself in the generated column `search_text` (names, e-mail, phone as typed and as digits
 * only, so that '0470123456' finds '0470 12 34 56', postcode and city). The term is folded the same
 * way, so 'melanie' finds 'Mélanie' and 'golcuk' finds 'Gölçük'. A trigram (pg_trgm) GIN index on it
 * serves substring search (`LIKE '%term%'`) at scale; terms too short for trigrams still scan one short
 * stored column instead of recomputing the text for every row.
 */
export const LEAD_SEARCH_DOCUMENT = searchFold(
  `"first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || "postal_code" || ' ' || "city"`,
);

export const LEAD_SEARCH_INDEX = 'leads_search_text_trgm_index';
