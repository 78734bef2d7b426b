/**
 * The analytics cookies named in the cookie policy (spec section 2). The privacy page lists them and the
 * consent code removes them when a visitor withdraws consent: one list for both.
 */
export interface AnalyticsCookie {
  /** As the cookie policy names it. Browsers store these in lower case (e.g. `_ga`, `__utma`). */
  name: string;
  purpose: string;
  retention: string;
}

export const ANALYTICS_COOKIES: readonly AnalyticsCookie[] = [
  { name: '_GA', purpose: 'Onderscheidt bezoekers, om het aantal bezoeken te tellen (Google Analytics).', retention: '2 jaar' },
  { name: '_GID', purpose: 'Onderscheidt bezoekers binnen één dag (Google Analytics).', retention: '24 uur' },
  { name: '_UTMA', purpose: 'Telt bezoeken en het tijdstip van het eerste en laatste bezoek (Google Analytics).', retention: '2 jaar' },
  { name: '_UTMZ', purpose: 'Onthoudt via welke zoekmachine, link of campagne u de site bereikte (Google Analytics).', retention: '6 maanden' },
];

/** True for a stored cookie that belongs to the list above, whatever its case or number of underscores. */
export function isAnalyticsCookie(storedName: string): boolean {
  const bare = storedName.replace(/^_+/, '').toLowerCase();
  // `_ga_<container>` is the per-property variant of `_ga`.
  return ANALYTICS_COOKIES.some((cookie) => {
    const listed = cookie.name.replace(/^_+/, '').toLowerCase();
    return bare === listed || bare.startsWith(`${listed}_`);
  });
}
