/**
 * Facts about the area around a place page, each with its source (an id of sources.ts in this folder):
 * water production in the town, the suppliers of its province, where a household finds its own water's
 * hardness (its company's page, or the sector's), what its water company asks of a household's
 * installation, and the municipality itself (deelgemeenten). The place's own water facts are in
 * water-facts.ts.
 */
import type { Locale } from '../../i18n/locale.ts';
import type { RegionCode } from './places.ts';
import type { SourceId } from './sources.ts';
import type { Fact } from './water-facts.ts';

/**
 * Water production in a town, where a source describes it: what is pumped or treated there, which says
 * nothing about who supplies a given street (the page says so).
 */
export const LOCAL_PRODUCTION: Readonly<Record<string, Fact>> = {
  mol: { text: 'Pidpa heeft een waterproductiecentrum in Mol; eind 2017 ontsmette het daar zonder chloor, alleen met uv-licht.', source: 'pidpaReport2017' },
  westerlo: { text: 'Pidpa wint grondwater in Westerlo en plaatste daar in 2014 actievekoolkolommen tegen afbraakproducten van oude pesticiden.', source: 'pidpaReport2014' },
  herentals: { text: 'Pidpa heeft een waterproductiecentrum in Herentals, dat in 2018 zou overschakelen op ontsmetting met uv-licht zonder chloor.', source: 'pidpaReport2017' },
};

/**
 * The suppliers of a province, for a town whose own supplier no source names: the page says which
 * companies work in the province and that it could not confirm which one serves the town.
 */
export const PROVINCE_SUPPLIERS: Readonly<Partial<Record<RegionCode, Fact>>> = {
  'BE-VWV': { text: 'In West-Vlaanderen leveren onder meer De Watergroep en Farys drinkwater, elk in een deel van de gemeenten.', source: 'hlnCompanies2019' },
  'BE-VOV': { text: 'In Oost-Vlaanderen delen vooral Farys en De Watergroep de gemeenten onder elkaar.', source: 'hlnCompanies2019' },
  'BE-VAN': { text: 'In 2019 leverde Pidpa het drinkwater in 64 gemeenten van de provincie Antwerpen, water-link in de stad Antwerpen en enkele randgemeenten.', source: 'hlnCompanies2019' },
  'BE-VBR': { text: 'In Vlaams-Brabant zijn vooral De Watergroep en Farys actief.', source: 'hlnCompanies2019' },
};

/** Facts sorted by the question of a place page they answer. */
export interface FactsByQuestion {
  /** Who supplies the water and where it comes from. */
  supply?: readonly Fact[];
  /** How hard it is, or where to look that up. */
  hardness?: readonly Fact[];
  /** What an installation (a softener's included) must have. */
  installation?: readonly Fact[];
}

/**
 * What a water company says that matters to a household with a softener (the non-return valve) or about
 * where its water comes from, keyed by the company's name as water-facts.ts gives it.
 */
export const COMPANY_FACTS: Readonly<Record<string, FactsByQuestion>> = {
  Pidpa: {
    installation: [
      {
        text: 'Pidpa vraagt een controleerbare keerklep van het type EA achter de watermeter, vóór het eerste tappunt.',
        source: 'pidpaKeerklep',
      },
    ],
  },
  Farys: {
    supply: [
      {
        text: 'Farys koopt zijn water grotendeels aan buiten zijn eigen gebied.',
        source: 'waterLinkAquaduct',
      },
    ],
  },
};

const WALLONIA: FactsByQuestion = {
  installation: [
    {
      text: 'In Wallonië is een terugslagklep verplicht in elke particuliere waterinstallatie, net na de aftapkraan achter de watermeter.',
      source: 'swdeTerugslagklep',
    },
  ],
};

/** What holds for every place of a region, whatever its company. */
export const REGION_FACTS: Readonly<Partial<Record<RegionCode, FactsByQuestion>>> = {
  'BE-WBR': WALLONIA,
  'BE-WHT': WALLONIA,
  'BE-WLG': WALLONIA,
  'BE-WNA': WALLONIA,
  'BE-WLX': WALLONIA,
};

/**
 * Where a household finds the hardness of its own water, per company and per language: the company's
 * own lookup or information page where a source names one (its address in `link`, its source who names
 * it), or the bill where a source says the company prints it there (the SWDE only). No source named a
 * lookup of Farys, Pidpa, water-link, Aquaduin, AGSO or inBW: their pages get the sector's page
 * (WAYS_TO_FIGURE_BY_REGION). A household reads 'op uw factuur' only where a source says so.
 */
export const WAYS_TO_FIGURE: Readonly<Record<string, Partial<Record<Locale, readonly Fact[]>>>> = {
  'De Watergroep': {
    nl: [
      {
        text: 'Of het water in uw buurt zachter werd, toont De Watergroep op',
        link: { label: 'www.dewatergroep.be/jouw-drinkwater', url: 'https://www.dewatergroep.be/jouw-drinkwater' },
        source: 'hlnLanaken2022',
      },
      {
        text: 'Of bel De Watergroep: 02 238 96 99, keuze 3, dan uw postcode.',
        source: 'watergroepQualityFaq',
      },
    ],
  },
  Vivaqua: {
    nl: [
      {
        text: 'De hardheid en de samenstelling van het water in uw straat vraagt u op bij Vivaqua:',
        link: { label: 'Hardheid en samenstelling van het water', url: 'https://www.vivaqua.be/nl/klantenhoek/hardheid-en-samenstelling-van-het-water' },
        source: 'vivaquaHardnessNl',
      },
    ],
    fr: [
      {
        text: 'Vivaqua donne une estimation de la dureté de votre eau selon votre adresse, sur sa page',
        link: { label: '« Dureté et composition de l’eau »', url: 'https://www.vivaqua.be/fr/espace-clients/durete-et-composition-de-leau' },
        source: 'fthVivaqua',
      },
    ],
  },
  SWDE: {
    nl: [{ text: 'De SWDE vermeldt de hardheid van het water op haar jaarfactuur.', source: 'walloonParliament2018' }],
    fr: [{ text: 'La SWDE indique la dureté de votre eau sur sa facture annuelle.', source: 'walloonParliament2018' }],
  },
  CILE: {
    fr: [
      {
        text: 'La CILE présente la qualité de son eau sur sa page',
        link: { label: '« Qualité de l’eau »', url: 'https://www.cile.be/index.php/qualite-de-leau' },
        source: 'cile',
      },
    ],
  },
  INASEP: {
    fr: [
      {
        text: 'L’INASEP présente ses analyses de l’eau, paramètres de confort compris, sur sa page',
        link: { label: '« L’eau potable »', url: 'https://www.inasep.be/leau-potable' },
        source: 'inasepWater',
      },
    ],
  },
};

/** The Walloon government's hardness map and the finder of one's distributor, in French (as their pages are). */
const WALLOON_WAYS = {
  nl: [
    {
      text: 'De hardheidskaart van Wallonië (Waalse overheid, in het Frans):',
      link: { label: 'Qualité des eaux distribuées en Wallonie', url: 'http://environnement.wallonie.be/de/eso/eau_distribution/index.htm' },
      source: 'spwWaterQuality',
    },
    {
      text: 'Het waterbedrijf van uw gemeente:',
      link: { label: 'www.aquawal.be', url: 'https://www.aquawal.be' },
      source: 'cileAquawal',
    },
  ],
  fr: [
    {
      text: 'Carte officielle de la dureté en Wallonie :',
      link: { label: 'Qualité des eaux distribuées en Wallonie', url: 'http://environnement.wallonie.be/de/eso/eau_distribution/index.htm' },
      source: 'spwWaterQuality',
    },
    {
      text: 'Le distributeur de votre commune :',
      link: { label: 'www.aquawal.be', url: 'https://www.aquawal.be' },
      source: 'cileAquawal',
    },
  ],
} as const satisfies Partial<Record<Locale, readonly Fact[]>>;

/** Flanders: the sector's page, which says to ask one's company and how to find it. */
const FLEMISH_WAYS = {
  nl: [
    {
      text: 'Hoe hard uw water is, weet uw waterbedrijf; welk bedrijf uw straat bedient, zegt Aquaflanders op',
      link: { label: 'Mijn waterhardheid', url: 'https://www.aquaflanders.be/mijn-waterhardheid.aspx' },
      source: 'aquaflanders',
    },
  ],
} as const satisfies Partial<Record<Locale, readonly Fact[]>>;

/**
 * The ways every place of a region has, besides its companies': Wallonia's map and finder on every
 * Walloon page; in Flanders, the sector's page where a company has no lookup of its own or none is named.
 */
export const WAYS_TO_FIGURE_BY_REGION: Readonly<Partial<Record<RegionCode, { always: boolean; ways: Partial<Record<Locale, readonly Fact[]>> }>>> = {
  'BE-VWV': { always: false, ways: FLEMISH_WAYS },
  'BE-VOV': { always: false, ways: FLEMISH_WAYS },
  'BE-VAN': { always: false, ways: FLEMISH_WAYS },
  'BE-VLI': { always: false, ways: FLEMISH_WAYS },
  'BE-VBR': { always: false, ways: FLEMISH_WAYS },
  'BE-WBR': { always: true, ways: WALLOON_WAYS },
  'BE-WHT': { always: true, ways: WALLOON_WAYS },
  'BE-WLG': { always: true, ways: WALLOON_WAYS },
  'BE-WNA': { always: true, ways: WALLOON_WAYS },
  'BE-WLX': { always: true, ways: WALLOON_WAYS },
};

/** The municipality itself: its deelgemeenten or districts, as a source lists them. */
export const MUNICIPALITY_FACTS: Readonly<Record<string, Fact>> = {
  beveren: {
    text: 'Sinds de fusie van 1977 omvat Beveren Beveren-Waas, Doel, Haasdonk, Kallo, Kieldrecht, Melsele, Verrebroek en Vrasene.',
    source: 'landVanWaas',
  },
  brugge: {
    text: 'Brugge bestaat uit de deelgemeenten Brugge, Koolkerke, Sint-Andries, Sint-Michiels, Assebroek, Sint-Kruis, Dudzele en Lissewege.',
    source: 'wikipediaBrugge',
  },
  lier: { text: 'Lier bestaat uit de stad zelf, waarvan het centrum door de Nete wordt omringd, en het dorp Koningshooikt.', source: 'wikipediaLier' },
  menen: {
    text: 'Menen is in 1977 samengevoegd met Lauwe en Rekkem; de stad ligt aan de Leie en aan de Franse grens, waar ze met Halluin één agglomeratie vormt.',
    source: 'erfgoedMenen',
  },
  oudenburg: { text: 'In 1977 fusioneerde Oudenburg met Ettelgem, Roksem en Westkerke.', source: 'oudenburgWeetjes' },
  oudenaarde: {
    text: 'Oudenaarde fusioneerde in drie stappen: in 1965 met Bevere, Edelare, Eine, Ename, Leupegem, Nederename en Volkegem, in 1971 met Heurne, Mater, Melden en Welden, en in 1977 met Mullem en een deel van Ooike.',
    source: 'erfgoedOudenaarde',
  },
  zottegem: {
    text: 'Sinds 1971 horen Elene, Erwetegem, Godveerdegem, Grotenberge, Leeuwergem, Sint-Goriks-Oudenhove, Strijpen en Velzeke-Ruddershove bij Zottegem; in 1977 kwam daar een groot deel van Oombergen en Sint-Maria-Oudenhove bij.',
    source: 'zottegemHistory',
  },
  lokeren: { text: 'Sinds de fusie van 1977 bestaat Lokeren uit Lokeren, Daknam en Eksaarde.', source: 'landVanWaas' },
  'sint-niklaas': { text: 'Sinds de fusie van 1977 horen Belsele, Nieuwkerken-Waas en Sinaai bij Sint-Niklaas.', source: 'landVanWaas' },
  temse: { text: 'Temse heeft sinds 1977 vier deelgemeenten: Temse zelf, Elversele, Steendorp en Tielrode.', source: 'landVanWaas' },
  vorselaar: { text: 'Vorselaar heeft geen deelgemeenten: de gemeente bestaat alleen uit het dorp zelf, met 7.995 inwoners in 2021.', source: 'wikipediaVorselaar' },
};

/** Facts that hold everywhere (the hardness explanation), with their sources. */
export const GENERAL_FACTS = {
  /** Aquaflanders' classes in °fH. */
  hardnessClasses: { soft: 7, medium: 15, hard: 30, veryHard: 45, source: 'aquaflanders' as SourceId },
  /** 1 °fH = 10 mg calcium carbonate per litre, so 10 g per m³. */
  gramsPerCubicMetrePerFh: 10,
} as const;
