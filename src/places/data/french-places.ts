/**
 * The French place pages (issue 25): one French twin for each Dutch page about a place in Wallonia or
 * Brussels, and what French-language sources say about each. Every sentence names its source (an id of
 * sources.ts in this folder); the facts are those of the Dutch pages (water-facts.ts), written for
 * French-speaking readers, plus what French-language sources add. Nothing here is invented: where no source
 * has a figure, the page shows where the household finds its own (area-facts.ts, WAYS_TO_FIGURE). The code
 * that turns an entry into a page: src/places/french.ts.
 */
import type { Fact, Hardness } from './water-facts.ts';

/** One French page, as the data gives it. */
export interface FrenchPlaceEntry {
  /** The French page's slug, under /fr/. */
  slug: string;
  /** The slug of the Dutch twin (its kind, region, coordinates and companies come from there). */
  twinSlug: string;
  /** The name in French ('Liège'), and the label that stands alone ('Province de Liège'). */
  name: string;
  label: string;
  /** 'à Liège', 'dans la province de Liège', 'en Brabant wallon', 'dans le Hainaut'. */
  where: string;
  /** Water: who supplies it and where it comes from. */
  supply: readonly Fact[];
  hardness?: Hardness;
  /** What sources say about the hardness besides a figure for the place. */
  hardnessNotes?: readonly Fact[];
  /** The municipality itself, as a source describes it. */
  about?: Fact;
}

/** What an MP quoted the SWDE as saying of lime in 2015 (a company fact, on the pages where it supplies the water). */
const SWDE_NO_DECALCIFICATION: Fact = {
  text: "En 2015, un député citait la SWDE au Parlement de Wallonie : elle ne traite pas l'eau contre le calcaire, faute d'obligation ou de seuil.",
  source: 'swdeNoDecalcification2015',
};

export const FRENCH_PLACE_ENTRIES: readonly FrenchPlaceEntry[] = [
  {
    slug: 'brabant-wallon',
    twinSlug: 'waals-brabant',
    name: 'Brabant wallon',
    label: 'Brabant wallon',
    where: 'en Brabant wallon',
    supply: [
      { text: "L'inBW distribue l'eau du robinet dans une dizaine de communes du centre du Brabant wallon.", source: 'rtbfInbw2020' },
      { text: "La SWDE dessert une quinzaine de communes de la province, surtout dans l'est.", source: 'rtbfSwdeBw2021' },
      SWDE_NO_DECALCIFICATION,
    ],
    hardness: {
      minFh: 20,
      maxFh: 44,
      year: 2017,
      text: "En 2017, Le Soir relevait de 202 grammes de calcaire par mètre cube dans l'est de Waterloo à 440 grammes à Hélécine, soit d'environ 20 à 44 °f.",
      source: 'lesoirBw2017',
      describesPlace: true,
    },
    hardnessNotes: [
      {
        text: "Les communes les plus calcaires étaient Hélécine et Jodoigne (440 et 437 grammes au plus par mètre cube), les moins calcaires Waterloo et Mont-Saint-Guibert (259 et 262 grammes) ; l'est de Waterloo, alimenté par le réservoir de Callois à Lillois, reçoit une eau plus douce.",
        source: 'lesoirBw2017',
      },
    ],
  },
  {
    slug: 'hainaut',
    twinSlug: 'henegouwen',
    name: 'Hainaut',
    label: 'Hainaut',
    where: 'dans le Hainaut',
    supply: [
      { text: "À Charleroi et dans sa région, c'est la SWDE qui distribue l'eau.", source: 'rtbfCharleroi2023' },
      { text: 'Dans le Borinage aussi, la SWDE assure la distribution : 100 000 raccordements en dépendent.', source: 'rtbfBorinage' },
      { text: "À Beloeil, l'intercommunale a transféré la distribution de l'eau à la SWDE en 2019.", source: 'rtlBeloeil2019' },
      SWDE_NO_DECALCIFICATION,
    ],
    hardness: {
      minFh: 30,
      maxFh: null,
      otherFh: [42],
      year: 2015,
      text: "Dans la région de Charleroi, l'eau dépasse 30 °f, soit plus de 300 grammes de calcaire par mètre cube, et atteint 42 °f à Pont-à-Celles, selon une question parlementaire de 2015.",
      source: 'walloonParliament2015',
      describesPlace: false,
    },
    hardnessNotes: [
      {
        text: "Sur la carte de la dureté publiée par le Service public de Wallonie, tout l'arrondissement de Mons a une eau dure ou très dure, relevait La Province en 2020.",
        source: 'laprovinceMons2020',
      },
      {
        text: "En Wallonie, 90 % des consommateurs utilisent de l'eau dure ; le Hainaut, au sous-sol calcaire, compte parmi les régions les plus touchées, écrivait L'Avenir en 2018.",
        source: 'lavenirHardWater2018',
      },
    ],
  },
  {
    slug: 'charleroi',
    twinSlug: 'charleroi',
    name: 'Charleroi',
    label: 'Charleroi',
    where: 'à Charleroi',
    supply: [
      { text: "À Charleroi, l'eau est distribuée par la SWDE, à qui appartient le réseau jusqu'au compteur.", source: 'rtbfCharleroi2023' },
      SWDE_NO_DECALCIFICATION,
    ],
    hardness: {
      minFh: 30,
      maxFh: null,
      otherFh: [42],
      year: 2015,
      text: "Une question parlementaire de 2015 relevait, dans la région de Charleroi, plus de 300 grammes de calcaire pour 1 000 litres d'eau, soit plus de 30 °f, et 424 grammes (42 °f) à Pont-à-Celles.",
      source: 'walloonParliament2015',
      describesPlace: true,
    },
  },
  {
    slug: 'province-de-liege',
    twinSlug: 'luik',
    name: 'Liège',
    label: 'Province de Liège',
    where: 'dans la province de Liège',
    supply: [
      { text: 'La CILE alimente en eau 24 communes de la province de Liège, pour près de 565 000 usagers.', source: 'cile' },
      { text: "Ailleurs dans la province, à Oupeye par exemple, c'est la SWDE qui distribue l'eau.", source: 'walloonParliament2018' },
      {
        text: "L'essentiel de l'eau de la CILE vient des nappes de la craie de Hesbaye et des calcaires du bassin du Néblon ; elle en achète aussi, notamment aux captages de Vivaqua à Modave.",
        source: 'cileOrigin',
      },
    ],
    hardness: {
      minFh: 30,
      maxFh: 30,
      year: 2018,
      text: "À Oupeye, l'eau de la SWDE est depuis longtemps de l'ordre de 30 °f, rappelait un député au Parlement de Wallonie en 2018.",
      source: 'walloonParliament2018',
      describesPlace: false,
    },
  },
  {
    slug: 'liege',
    twinSlug: 'liege',
    name: 'Liège',
    label: 'Liège',
    where: 'à Liège',
    supply: [
      { text: "À Liège, c'est la CILE qui gère le réseau et distribue l'eau.", source: 'rtlCile2019' },
      {
        text: "L'eau de la rive gauche vient des captages de la CILE en Hesbaye : 47 kilomètres de galeries creusées à 30 et à 60 mètres de profondeur à partir du XIXe siècle, pour débarrasser Liège du choléra ; à Ans, la CILE élimine les nitrates de cette eau grâce à des bactéries.",
        source: 'rtbfCileHesbaye',
      },
      { text: "Un tiers de l'eau de Liège et de Herstal vient de sept sources de la vallée du Néblon, à Ouffet.", source: 'rtbfNeblon2020' },
    ],
    hardnessNotes: [
      {
        text: 'Le directeur de la production de la CILE qualifie l’eau de Hesbaye d’« eau forte, chargée en calcaire ».',
        source: 'lalibreHesbaye2019',
      },
    ],
  },
  {
    slug: 'province-de-namur',
    twinSlug: 'namen',
    name: 'Namur',
    label: 'Province de Namur',
    where: 'dans la province de Namur',
    supply: [
      { text: "À Namur et dans ses sections, comme Jambes et Erpent, c'est la SWDE qui gère le réseau.", source: 'swdeJambes2018' },
      { text: "L'INASEP dessert dix communes du sud de la province et distribue l'eau à plus de 38 000 abonnés.", source: 'confluentInasep' },
      {
        text: "À Couvin, Viroinval et Philippeville, l'INASEP distribuait en 2016 une eau produite par la SWDE, précisait une question au Parlement de Wallonie.",
        source: 'walloonParliament2016Inasep',
      },
    ],
  },
  {
    slug: 'province-de-luxembourg',
    twinSlug: 'luxemburg',
    name: 'Luxembourg',
    label: 'Province de Luxembourg',
    where: 'dans la province de Luxembourg',
    supply: [
      {
        text: '21 des 44 communes de la province captent et distribuent elles-mêmes leur eau potable ; dans les autres, c’est la SWDE.',
        source: 'lesoirLuxembourg2020',
      },
    ],
    hardnessNotes: [
      {
        text: "Selon écoconso, l'eau est naturellement dure dans la plus grande partie de la Belgique, sauf celle de quelques nappes peu profondes de l'est du pays, dans les provinces de Liège et de Luxembourg.",
        source: 'ecoconsoHardness',
      },
      {
        text: "Le CSTC considère qu'une eau est dure à partir de 30 °f et note qu'en Belgique, hors du nord de la Flandre et du sud-est du pays, l'eau distribuée compte le plus souvent de 30 à 45 °f.",
        source: 'cstcAntitartre',
      },
    ],
  },
  {
    slug: 'bruxelles',
    twinSlug: 'brussel',
    name: 'Bruxelles',
    label: 'Bruxelles',
    where: 'à Bruxelles',
    supply: [
      {
        text: "Vivaqua est la société publique chargée de l'eau en Région bruxelloise ; la dureté de l'eau de votre rue se trouve sur son site, rubrique qualité de l'eau.",
        source: 'bxlCityNewsHardness',
      },
      {
        text: "Selon Vivaqua, l'eau distribuée doit répondre à plus de 55 paramètres de qualité : en Région de Bruxelles-Capitale, l'eau du robinet est une excellente eau de boisson.",
        source: 'vivaquaQuality',
      },
    ],
    hardness: {
      minFh: 23,
      maxFh: 23,
      year: 2022,
      text: "Le média bruxellois néerlandophone BRUZZ a mesuré 23 °f en 2022 à une seule adresse, la place Flagey à Ixelles, et rappelle que la dureté varie d'une commune à l'autre, et même d'une rue à l'autre : ce n'est donc pas un chiffre pour tout Bruxelles.",
      source: 'bruzzVivaqua2022',
      describesPlace: false,
    },
  },
];
