/**
 * The second half of the research of 2026-11-28 (research-2026-11-28.ts has the suppliers): the notes to
 * ourselves that readers found taken off (a conversion remark, a source where the company's own page
 * should be cited), newer or missing figures and central softening, the companies' own hardness pages,
 * and the quotes of the sources the research read again, written onto the rows that rest on them.
 */
import type { ResearchStep } from './fact-sql.ts';

const READ = '2026-11-28';

const WATERGROEP_2020 = {
  sourceUrl: 'https://jaarverslag2020.dewatergroep.be/drinkwater/wateronthardingsprojecten/',
  quote:
    'Als het water hard is en veel kalk afzet, zorgen we standaard voor centrale deelontharding. Dat wil zeggen dat het water onthard wordt tot de wettelijk bepaalde grens van 15 Franse graden. … Bij 13.000 huishoudens in Anzegem, Avelgem en een deel van Waregem komt nu zachter water uit de kraan.',
};
const BRUGSE_POLDERS = {
  sourceUrl: 'https://sgbp.integraalwaterbeleid.be/bekkens/bekken-brugse-polders/kennismaking/sectoren/drinkwater-en-watervoorziening',
  quote: "vernieuwd productiecentrum met onthardingsinstallatie in Eeklo dat 'zachter' water levert aan de inwoners van Maldegem en delen van Eeklo en Sint-Laureins",
};
const OUPEYE_2021 = {
  sourceUrl: 'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=104758',
  sourceDate: '2021-05-21',
  sourceReadOn: READ,
  quote: "La dureté « naturelle » de l'eau captée par la SWDE à partir des puits de Vivegnis serait donc de 45°f et l'eau sortant des robinets oupéyens est à 28,5°f.",
  hardnessFh: 28.5,
  scope: 'part',
  period: '2021',
};
const HYDROBRU = {
  sourceUrl: 'http://docplayer.fr/10452159-10-qualite-de-l-eau-de-distribution.html',
  sourceDate: null,
  sourceReadOn: READ,
  quote:
    "La production et la fourniture d'eau sont assurées par l'intercommunale VIVAQUA (ex CIBE) tandis que la distribution de l'eau au sein des 19 communes est du ressort de l'intercommunale HYDROBRU (ex-IBDE). Dans les faits, HYDROBRU a confié l'exploitation technique et commerciale à VIVAQUA.",
};
const INBW = {
  linkUrl: 'https://eau.inbw.be/qualite-eau',
  sourceUrl: 'https://eau.inbw.be/qualite-eau',
  sourceTitle: 'inBW',
  sourceDate: '2026-05-04',
  sourceReadOn: READ,
  quote: 'Dureté & qualité de l’eau par commune … Dureté de mon eau',
};
const WATER_LINK = {
  kind: 'lookup',
  text: 'Water-link heeft een eigen pagina over de hardheid van zijn water:',
  linkUrl: 'https://water-link.be/tips-advies/waterhardheid',
  linkLabel: 'Waterhardheid',
  sourceUrl: 'https://water-link.be/tips-advies/waterhardheid',
  sourceTitle: 'water-link',
  sourceDate: '2026-05-04',
  sourceReadOn: READ,
  quote: 'Waterhardheid',
};
const AQUAWAL_NOTE = 'Lezers 28/11/2026: de link naar Aquawal noemt Aquawal als bron, niet de CILE.';
const REREAD = 'Onderzoek 28/11/2026: de bron opnieuw gelezen; het citaat waarop de zin rust.';

export const NOTES_AND_SOURCES: readonly ResearchStep[] = [
  // Notes to ourselves off the pages (Flemish editor, French reader L4, L6, L7).
  {
    change: { page: '/waals-brabant', text: 'In 2017 liep de hardheid van ongeveer 20 °fH in het oosten van Waterloo tot 44 °fH in Hélécine (Le Soir rekende in gram kalk per m³, wij in Franse graden).' },
    set: { text: 'In 2017 liep de hardheid van ongeveer 20 °fH in het oosten van Waterloo tot 44 °fH in Hélécine.' },
    note: 'Lezer 28/11/2026: de opmerking over de eenheid was een notitie voor onszelf.',
  },
  {
    change: { page: '/fr/brabant-wallon', text: "En 2017, Le Soir relevait de 202 grammes de calcaire par mètre cube dans l'est de Waterloo à 440 grammes à Hélécine, soit d'environ 20 à 44 °f." },
    set: { text: "En 2017, Le Soir relevait des teneurs allant de 202 grammes de calcaire par mètre cube dans l'est de Waterloo à 440 grammes à Hélécine, soit d'environ 20 à 44 °f." },
    note: 'Lecteur 28/11/2026 (L4): « relevait de 202 grammes » se lisait mal.',
  },
  { change: { page: null, sourceUrl: 'https://cile.be/en/node/192' }, set: { sourceUrl: 'https://www.aquawal.be', sourceTitle: 'Aquawal', sourceDate: null, sourceReadOn: READ }, note: AQUAWAL_NOTE },
  {
    change: { page: '/fr/bruxelles', sourceUrl: 'https://fthsprl.be/?p=288' },
    set: {
      text: 'Vivaqua vous renseigne sur la dureté et la composition de votre eau, sur sa page',
      sourceUrl: 'https://www.vivaqua.be/nl/klantenhoek/hardheid-en-samenstelling-van-het-water',
      sourceTitle: 'Vivaqua',
      sourceDate: null,
      sourceReadOn: READ,
      quote: 'U kunt informeren naar de hardheid en naar de samenstelling van uw water',
    },
    note: 'Lecteur 28/11/2026 (L7): la page de Vivaqua est citée par Vivaqua, plus par un installateur.',
  },
  // Newer figure (contradiction 6), Brussels' distribution (contradiction 7).
  {
    add: [
      { page: '/luik', at: 'last', fact: { kind: 'hardness', text: 'In 2021 kwam het water in Oupeye volgens een parlementaire vraag met 28,5 °fH uit de kraan; het grondwater dat de SWDE er in Vivegnis oppompt, zou van nature 45 °fH hard zijn.', sourceTitle: 'Waals Parlement', ...OUPEYE_2021 } },
      { page: '/fr/province-de-liege', at: 'last', fact: { kind: 'hardness', text: "En 2021, selon une question au Parlement de Wallonie, l'eau sortait des robinets d'Oupeye à 28,5 °f ; l'eau que la SWDE capte aux puits de Vivegnis aurait une dureté naturelle de 45 °f.", sourceTitle: 'Parlement de Wallonie', ...OUPEYE_2021 } },
    ],
    note: 'Onderzoek 28/11/2026: een nieuwer cijfer voor Oupeye (2021).',
  },
  {
    add: [
      { page: '/brussel', at: 'last', fact: { kind: 'supplier', text: 'Volgens een fiche van Leefmilieu Brussel produceert en levert Vivaqua het water; de verdeling in de Brusselse gemeenten was formeel de taak van HYDROBRU, dat de uitbating aan Vivaqua toevertrouwde.', sourceTitle: 'Leefmilieu Brussel', ...HYDROBRU } },
      { page: '/fr/bruxelles', at: 'last', fact: { kind: 'supplier', text: "Selon une fiche de Bruxelles Environnement, VIVAQUA assure la production et la fourniture de l'eau ; la distribution dans les communes bruxelloises relevait d'HYDROBRU, qui en avait confié l'exploitation à VIVAQUA.", sourceTitle: 'Bruxelles Environnement', ...HYDROBRU } },
    ],
    note: 'Onderzoek 28/11/2026: wie in Brussel het water verdeelt.',
  },
  // Central softening in the provinces, as the research lists it per province.
  {
    add: [
      { page: '/west-vlaanderen', at: 'last', fact: { kind: 'softening', text: 'Sinds 2020 onthardt De Watergroep het water van haar productiecentrum Waarmaarde centraal tot 15 °fH: 13.000 huishoudens in Anzegem, Avelgem en een deel van Waregem krijgen zachter water.', sourceTitle: 'De Watergroep', sourceDate: '2020', sourceReadOn: READ, ...WATERGROEP_2020 } },
      { page: '/oost-vlaanderen', at: 'last', fact: { kind: 'softening', text: 'Het productiecentrum van De Watergroep in Eeklo onthardt het water; het zachtere water gaat naar Maldegem en naar delen van Eeklo en Sint-Laureins.', sourceTitle: 'Integraalwaterbeleid.be', sourceDate: null, sourceReadOn: READ, ...BRUGSE_POLDERS } },
    ],
    note: 'Onderzoek 28/11/2026: centrale ontharding in een deel van de provincie.',
  },
  // The companies' own hardness pages.
  {
    add: [
      { page: '/waals-brabant', at: 'last', fact: { kind: 'lookup', text: 'InBW heeft een pagina met de hardheid en de kwaliteit van het water per gemeente (in het Frans):', linkLabel: 'Dureté & qualité de l’eau par commune', ...INBW } },
      { page: '/fr/brabant-wallon', at: 'last', fact: { kind: 'lookup', text: "L'inBW publie la dureté et la qualité de l'eau par commune :", linkLabel: '« Dureté & qualité de l’eau par commune »', ...INBW } },
      { page: '/antwerpen-stad', at: 'last', fact: WATER_LINK },
      { page: '/antwerpen', at: 'last', fact: WATER_LINK },
    ],
    note: 'Onderzoek 28/11/2026: de eigen pagina van het waterbedrijf over de hardheid.',
  },
  // Quotes of the sources the research read again.
  { change: { page: '/waregem', sourceUrl: WATERGROEP_2020.sourceUrl }, set: { quote: WATERGROEP_2020.quote, sourceReadOn: READ }, note: REREAD },
  { change: { page: '/eeklo', sourceUrl: BRUGSE_POLDERS.sourceUrl }, set: { quote: BRUGSE_POLDERS.quote, sourceReadOn: READ }, note: REREAD },
  {
    change: { page: '/vlaams-brabant', sourceUrl: 'https://www.hln.be/in-de-buurt/kortenaken/is-er-meer-kalk-in-het-kortenaakse-water~a6789019/' },
    set: { quote: 'drinkwater met een stabiele hardheid van 20 Franse graden', sourceReadOn: READ },
    note: REREAD,
  },
  {
    change: { page: null, text: 'De SWDE vermeldt de hardheid van het water op haar jaarfactuur.' },
    set: { quote: 'la SWDE a envoyé à ses clients la facture annuelle sur laquelle on peut lire que la dureté est de 42,5°f', sourceReadOn: READ },
    note: REREAD,
  },
  {
    change: { page: null, text: 'La SWDE indique la dureté de votre eau sur sa facture annuelle.' },
    set: { quote: 'la SWDE a envoyé à ses clients la facture annuelle sur laquelle on peut lire que la dureté est de 42,5°f', sourceReadOn: READ },
    note: REREAD,
  },
  {
    change: { page: null, sourceUrl: 'http://environnement.wallonie.be/de/eso/eau_distribution/index.htm' },
    set: { quote: 'III.3. La dureté de l’eau au robinet + Carte : Dureté totale moyenne de l’eau distribuée en Wallonie (mise à jour de la carte : 07/2021)', sourceReadOn: READ },
    note: REREAD,
  },
  {
    change: { page: null, text: 'Hoe hard uw water is, weet uw waterbedrijf; welk bedrijf uw straat bedient, zegt Aquaflanders op' },
    set: { quote: 'Om te weten hoe hard jouw kraantjeswater is, kan je contact opnemen met jouw drinkwaterbedrijf.', sourceReadOn: READ },
    note: REREAD,
  },
  {
    change: { page: '/brussel', sourceUrl: 'https://www.vivaqua.be/nl/klantenhoek/hardheid-en-samenstelling-van-het-water' },
    set: { quote: 'U kunt informeren naar de hardheid en naar de samenstelling van uw water', sourceReadOn: READ },
    note: REREAD,
  },
  {
    change: { page: null, text: 'Of bel De Watergroep: 02 238 96 99, keuze 3, dan uw postcode.' },
    set: { quote: 'Bel naar 02 238 96 99 / kies optie 3 (kwaliteitsdienst) / geef jouw postcode in / bevestig met nummer 1 / kies optie 1 voor kwaliteit.', sourceReadOn: READ },
    note: REREAD,
  },
];
