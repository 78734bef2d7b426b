/**
 * The research of 2026-11-28 (shared data file water-per-place-2026-11-28.md) applied to the place facts,
 * and the notes to ourselves two readers found on the pages (reviews of 2026-11-28: the Flemish editor's
 * sections 1, 2 and defects 9-11, the French reader's L4, L6, L7) taken off: what migration
 * 20261128160100 does, each step with its reason in the facts' history. Every new fact quotes its source
 * as the research read it; nothing is inferred from a neighbouring town.
 */
import type { FactValues, ResearchStep } from './fact-sql.ts';
import { NOTES_AND_SOURCES } from './research-2026-11-28-notes.ts';

const READ = '2026-11-28';

/** De Watergroep's list of the (deel)gemeenten it serves, on its tariff page (captured copy of 2026-05-04). */
const dwgList = (quote: string): Pick<FactValues, 'sourceUrl' | 'sourceTitle' | 'sourceDate' | 'sourceReadOn' | 'quote'> => ({
  sourceUrl: 'https://www.dewatergroep.be/nl-be/drinkwater/tarieven',
  sourceTitle: 'De Watergroep – Tarieven',
  sourceDate: '2026-05-04',
  sourceReadOn: READ,
  quote: `Mijn (deel)gemeente: … ${quote}`,
});

/** Farys' list of municipalities on its tariff page (captured copy of 2026-05-04). */
const farysList = (quote: string): Pick<FactValues, 'sourceUrl' | 'sourceTitle' | 'sourceDate' | 'sourceReadOn' | 'quote'> => ({
  sourceUrl: 'https://www.farys.be/nl/watertarieven',
  sourceTitle: 'Farys – Watertarieven',
  sourceDate: '2026-05-04',
  sourceReadOn: READ,
  quote: `Over welke gemeente wil je informatie krijgen? … ${quote}`,
});

/** Pidpa's page of a municipality: its drinking-water supplier and the hardness lookup per street. */
function pidpa(slug: string, name: string, heading: string, date: string): FactValues[] {
  const source = {
    sourceUrl: `https://www.pidpa.be/ons-aanbod/je-gemeente/${slug}`,
    sourceTitle: `Pidpa – Ontdek onze diensten in gemeente ${name}`,
    sourceDate: date,
    sourceReadOn: READ,
  };
  return [
    { kind: 'supplier', text: `Pidpa levert het drinkwater in ${name}.`, ...source, quote: `${heading} … Drinkwater leverancier … Pidpa` },
    {
      kind: 'lookup',
      text: `De hardheid en de gemiddelde samenstelling van het water in uw straat zoekt u op straatnaam op Pidpa's pagina voor ${name}:`,
      linkUrl: source.sourceUrl,
      linkLabel: `Waterhardheid in ${name}`,
      ...source,
      quote: 'Wil je meer weten over de gemiddelde samenstelling en waterhardheid in je straat? … Zoek op straatnaam',
    },
  ];
}

/** De Watergroep's ways to a household's own figure, as its other pages give them (first rows). */
const DWG_WAYS: FactValues[] = [
  {
    kind: 'lookup',
    text: 'Of het water in uw buurt zachter werd, toont De Watergroep op',
    linkUrl: 'https://www.dewatergroep.be/jouw-drinkwater',
    linkLabel: 'www.dewatergroep.be/jouw-drinkwater',
    sourceUrl: 'https://www.hln.be/lanaken/zachter-kraanwater-voor-z-o-limburg~a3edb2be/',
    sourceTitle: 'HLN',
    sourceDate: '2022-09',
    sourceReadOn: '2026-11-25',
    quote: null,
  },
  {
    kind: 'lookup',
    text: 'Of bel De Watergroep: 02 238 96 99, keuze 3, dan uw postcode.',
    sourceUrl: 'https://www.dewatergroep.be/nl-be/drinkwater/veelgestelde-vragen/drinkwaterkwaliteit',
    sourceTitle: 'De Watergroep',
    sourceDate: null,
    sourceReadOn: READ,
    quote: 'Bel naar 02 238 96 99 / kies optie 3 (kwaliteitsdienst) / geef jouw postcode in / bevestig met nummer 1 / kies optie 1 voor kwaliteit.',
  },
];

const AQUAFLANDERS_LINE = 'Hoe hard uw water is, weet uw waterbedrijf; welk bedrijf uw straat bedient, zegt Aquaflanders op';
const PROVINCE_LINES = {
  west: 'In West-Vlaanderen leveren onder meer De Watergroep en Farys drinkwater, elk in een deel van de gemeenten.',
  east: 'In Oost-Vlaanderen delen vooral Farys en De Watergroep de gemeenten onder elkaar.',
  antwerp: 'In 2019 leverde Pidpa het drinkwater in 64 gemeenten van de provincie Antwerpen, water-link in de stad Antwerpen en enkele randgemeenten.',
};
const OWN_SUPPLIER = 'Onderzoek 28/11/2026: het waterbedrijf van de gemeente zelf is bekend; de zin over de provincie zei niet wie de gemeente bedient.';

/** A town whose own supplier the research found: that fact first, the province's sentence off, its company's ways instead of the sector's. */
function ownSupplier(page: string, province: string, facts: FactValues[], ways: FactValues[] | null): ResearchStep[] {
  return [
    { add: facts.filter((f) => f.kind !== 'lookup').map((fact) => ({ page, at: 'first' as const, fact })), note: `Onderzoek 28/11/2026: leverancier uit de eigen lijst of pagina van het waterbedrijf.` },
    { remove: { page, text: province }, note: OWN_SUPPLIER },
    ...(ways
      ? [
          { remove: { page, text: AQUAFLANDERS_LINE }, note: 'Het waterbedrijf van de gemeente toont de hardheid zelf: de verwijzing naar Aquaflanders is niet meer nodig.' },
          { add: [...facts.filter((f) => f.kind === 'lookup'), ...ways].map((fact) => ({ page, at: 'last' as const, fact })), note: 'Waar de huishoudens van de gemeente hun eigen hardheid vinden.' },
        ]
      : []),
  ];
}

const dwgTown = (page: string, province: string, text: string, quote: string) =>
  ownSupplier(page, province, [{ kind: 'supplier', text, ...dwgList(quote) }], DWG_WAYS);
const farysTown = (page: string, text: string, quote: string) => ownSupplier(page, PROVINCE_LINES.east, [{ kind: 'supplier', text, ...farysList(quote) }], null);
const pidpaTown = (slug: string, name: string, heading: string, date: string) => ownSupplier(`/${slug}`, PROVINCE_LINES.antwerp, pidpa(slug, name, heading, date), []);

export const RESEARCH_STEPS: readonly ResearchStep[] = [
  // The fourteen towns without a supplier, and Herentals (contradiction 1).
  ...dwgTown('/menen', PROVINCE_LINES.west, 'Menen hoort met Lauwe en Rekkem bij het verzorgingsgebied van De Watergroep: zij levert er het drinkwater.', '8930 - Menen (Menen) … 8930 - Lauwe (Menen) … 8930 - Rekkem (Menen)'),
  ...dwgTown('/oudenburg', PROVINCE_LINES.west, 'Oudenburg hoort met Westkerke, Ettelgem en Roksem bij het verzorgingsgebied van De Watergroep: zij levert er het drinkwater.', '8460 - Oudenburg (Oudenburg) … 8460 - Westkerke … 8460 - Ettelgem … 8460 - Roksem'),
  ...dwgTown('/geraardsbergen', PROVINCE_LINES.east, 'Geraardsbergen en al zijn deelgemeenten, van Idegem tot Zarlardinge, horen bij het verzorgingsgebied van De Watergroep: zij levert er het drinkwater.', '9500 - Geraardsbergen (Geraardsbergen) … Nederboelare … Goeferdinge … Zarlardinge … 9506 - Idegem … Nieuwenhove'),
  ...dwgTown('/ninove', PROVINCE_LINES.east, 'Ninove en zijn deelgemeenten, van Appelterre tot Outer, horen bij het verzorgingsgebied van De Watergroep: zij levert er het drinkwater.', '9400 - Ninove (Ninove) … Appelterre … 9401 - Pollare … 9402 - Meerbeke … 9403 - Neigem … 9404 - Aspelare … 9406 - Outer'),
  ...farysTown('/oudenaarde', 'Farys levert het drinkwater in Oudenaarde en zijn deelgemeenten, van Bevere tot Welden: ze staan in de lijst van gemeenten op de tariefpagina van Farys.', '9700 - Oudenaarde centrum (Oudenaarde) … Bevere … Edelare … Eine … Ename … Heurne … Leupegem … Mater … Melden … Mullem … Nederename … Volkegem … Welden'),
  ...farysTown('/wetteren', 'Farys levert het drinkwater in Wetteren, Massemen en Westrem: ze staan in de lijst van gemeenten op de tariefpagina van Farys.', '9230 - Wetteren (Wetteren) … 9230 - Massemen (Wetteren) … 9230 - Westrem (Wetteren)'),
  ...pidpaTown('mol', 'Mol', '2400 - Mol', '2026-03-10'),
  ...pidpaTown('geel', 'Geel', '2440 - Geel Drinkwater', '2026-05-04'),
  ...pidpaTown('heist-op-den-berg', 'Heist-op-den-Berg', '2220 - Heist-op-den-Berg', '2026-09'),
  ...pidpaTown('westerlo', 'Westerlo', 'Westerlo', '2026-09'),
  ...pidpaTown('brecht', 'Brecht', 'Brecht', '2026-09'),
  ...pidpaTown('vorselaar', 'Vorselaar', 'Vorselaar', '2026-09'),
  ...pidpaTown('herentals', 'Herentals', '2200 - Herentals', '2026-09'),
  // Lokeren and Temse (contradiction 2): named by De Watergroep itself, not only through the Waasland.
  {
    add: [{ page: '/lokeren', at: 'first', fact: { kind: 'supplier', text: 'Lokeren hoort met Daknam, Eksaarde en sinds 2025 Moerbeke bij het verzorgingsgebied van De Watergroep: zij levert er het drinkwater.', ...dwgList('9160 - Lokeren (Lokeren) … 9160 - Eksaarde … 9160 - Daknam … 9180 - Moerbeke-Waas (Lokeren)') } }],
    note: 'Onderzoek 28/11/2026: De Watergroep noemt Lokeren zelf.',
  },
  {
    add: [{ page: '/temse', at: 'first', fact: { kind: 'supplier', text: 'Temse hoort met Steendorp, Tielrode en Elversele bij het verzorgingsgebied van De Watergroep: zij levert er het drinkwater.', ...dwgList('9140 - Temse (Temse) … 9140 - Steendorp … 9140 - Tielrode … 9140 - Elversele') } }],
    note: 'Onderzoek 28/11/2026: De Watergroep noemt Temse zelf.',
  },
  // Aalst (contradiction 3): all of it is Farys; the leak report about one deelgemeente goes.
  { remove: { page: '/aalst', text: 'In de deelgemeente Moorsel is Farys het waterbedrijf.' }, note: 'Lezer 28/11/2026: afgeleid uit een bericht over een lek in één deelgemeente.' },
  {
    add: [{ page: '/aalst', at: 'first', fact: { kind: 'supplier', text: 'Farys levert het drinkwater in heel Aalst, ook in Baardegem, Erembodegem, Gijzegem, Herdersem, Hofstade, Meldert, Moorsel en Nieuwerkerken.', ...farysList('9300 - Aalst (Aalst) … 9310 - Baardegem … 9320 - Erembodegem … 9308 - Gijzegem … 9310 - Herdersem … 9308 - Hofstade … 9310 - Meldert … 9310 - Moorsel … 9320 - Nieuwerkerken') } }],
    note: 'Onderzoek 28/11/2026: Farys noemt alle deelgemeenten van Aalst, De Watergroep geen.',
  },
  // Oostende (contradiction 4): more than one supplier; Farys buying its water does not hold for Oostende's own plant.
  { remove: { page: '/oostende', text: 'Farys koopt zijn water grotendeels aan buiten zijn eigen gebied.' }, note: 'Lezer 28/11/2026: misleidend naast de zin dat Oostende water uit het eigen productiecentrum van Farys krijgt.' },
  {
    add: [{ page: '/oostende', at: 'last', fact: { kind: 'supplier', text: 'Ook De Watergroep noemt Stene en Zandvoorde, deelgemeenten van Oostende, in haar verzorgingsgebied.', ...dwgList('8400 - Stene (Oostende) … 8400 - Zandvoorde (Oostende)') } }],
    note: 'Onderzoek 28/11/2026: Oostende heeft meer dan één waterbedrijf.',
  },
  // Beveren (contradiction 5): the merged municipality has two suppliers by area.
  {
    add: [
      { page: '/beveren', at: 'last', fact: { kind: 'supplier', text: 'Sinds de fusie van 2025 noemt De Watergroep ook Kruibeke, Bazel en Rupelmonde, onder Beveren-Kruibeke-Zwijndrecht, in haar verzorgingsgebied.', ...dwgList('Kruibeke … Bazel … Rupelmonde (Beveren-Kruibeke-Zwijndrecht)') } },
      {
        page: '/beveren',
        at: 'last',
        fact: {
          kind: 'supplier',
          text: 'Zwijndrecht, nu ook deel van de gemeente, krijgt zijn water van water-link.',
          sourceUrl: 'https://www.hln.be/regio/antwerpen/water-link-investeert-46-miljoen-onder-meer-voor-200-000-digitale-watermeters~aa1c14c6/',
          sourceTitle: 'HLN',
          sourceDate: '2019-01-14',
          sourceReadOn: '2026-11-23',
          quote: 'Water-link is actief in de stad Antwerpen, in Edegem, Hove, Mortsel en Zwijndrecht.',
        },
      },
    ],
    note: 'Onderzoek 28/11/2026: de fusiegemeente heeft twee waterbedrijven, elk in een deel.',
  },
  // Waregem: De Watergroep lists all four deelgemeenten.
  {
    add: [{ page: '/waregem', at: 'first', fact: { kind: 'supplier', text: 'De Watergroep levert het drinkwater in heel Waregem: Waregem, Beveren-Leie, Desselgem en Sint-Eloois-Vijve horen bij haar verzorgingsgebied.', ...dwgList('8790 - Waregem … 8791 - Beveren-Leie … 8792 - Desselgem … 8793 - Sint- Eloois-Vijve') } }],
    note: 'Onderzoek 28/11/2026: De Watergroep noemt alle deelgemeenten van Waregem.',
  },
  ...NOTES_AND_SOURCES,
];
