/**
 * The French place pages (issue 25): one French twin for each Dutch page about a place in Wallonia or
 * Brussels, and what French-language sources say about each. Every sentence names its source (an id of
 * sources.ts in this folder); the facts are those of the Dutch pages (water-facts.ts), written for
 * French-speaking readers, plus what French-language sources add. Nothing here is invented: where no source
 * says anything, the page says so. The code that turns an entry into a page: src/places/french.ts.
 */
import type { Fact, Hardness } from './water-facts.ts';

/** One French page, as the data gives it. */
export interface FrenchPlaceEntry {
  /** The French page's slug, under /fr/. */
  slug: string;
  /** The slug of the Dutch twin (its kind, region, coordinates and indexing come from there). */
  twinSlug: string;
  /** The name in French ('Liège'), and the label that stands alone ('Province de Liège'). */
  name: string;
  label: string;
  /** 'à Liège', 'dans la province de Liège', 'en Brabant wallon', 'dans le Hainaut'. */
  where: string;
  /** Water: who supplies it, how hard it is, what an installation must have. */
  supply: readonly Fact[];
  hardness?: Hardness;
  hardnessNote?: Fact;
  /** The municipality itself, as a source describes it. */
  about?: Fact;
}

/** Every Walloon installation (the Dutch pages' REGION_FACTS for Wallonia, in French). */
export const WALLOON_INSTALLATION: Fact = {
  text: "En Wallonie, un clapet anti-retour est obligatoire dans toute installation privée, juste après le robinet qui suit le compteur d'eau.",
  source: 'swdeTerugslagklep',
};

/** What the SWDE said of lime (a company fact, on the pages where it supplies the water). */
const SWDE_NO_DECALCIFICATION: Fact = {
  text: "La SWDE ne traite pas l'eau contre le calcaire : il n'existe, disait-elle en 2015, ni obligation ni seuil en la matière.",
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
      { text: 'La SWDE dessert une quinzaine de communes de la province, surtout dans l’est.', source: 'rtbfSwdeBw2021' },
      SWDE_NO_DECALCIFICATION,
    ],
    hardness: {
      minFh: 26,
      maxFh: 44,
      year: 2017,
      text: "L'eau y est dure : en 2017, Le Soir relevait de 259 grammes de calcaire par mètre cube à Waterloo jusqu'à 440 grammes à Hélécine, soit de 26 à 44 °f environ.",
      source: 'lesoirBw2017',
      describesPlace: true,
    },
  },
  {
    slug: 'hainaut',
    twinSlug: 'henegouwen',
    name: 'Hainaut',
    label: 'Hainaut',
    where: 'dans le Hainaut',
    supply: [
      {
        text: "À Charleroi et dans sa région, c'est la SWDE qui distribue l'eau ; nous n'avons pas recherché les autres distributeurs de la province.",
        source: 'rtbfCharleroi2023',
      },
      SWDE_NO_DECALCIFICATION,
    ],
    hardnessNote: {
      text: "En Wallonie, 90 % des consommateurs utilisent de l'eau dure, et le Hainaut compte parmi les régions les plus touchées, écrivait L'Avenir en 2018.",
      source: 'lavenirHardWater2018',
    },
  },
  {
    slug: 'charleroi',
    twinSlug: 'charleroi',
    name: 'Charleroi',
    label: 'Charleroi',
    where: 'à Charleroi',
    supply: [
      { text: 'En amont du compteur, le réseau de distribution de Charleroi appartient à la SWDE.', source: 'rtbfCharleroi2023' },
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
      { text: 'La CILE approvisionne en eau 24 communes de la province de Liège, soit près de 565 000 usagers.', source: 'cile' },
      { text: "Ailleurs dans la province, à Oupeye par exemple, c'est la SWDE qui distribue l'eau.", source: 'walloonParliament2018' },
      {
        text: "L'essentiel de l'eau de la CILE vient des nappes de la craie de Hesbaye et des calcaires du bassin du Néblon ; elle en achète aussi, notamment aux captages de Vivaqua à Modave.",
        source: 'cileOrigin',
      },
    ],
  },
  {
    slug: 'liege',
    twinSlug: 'liege',
    name: 'Liège',
    label: 'Liège',
    where: 'à Liège',
    supply: [
      { text: "Sur la rive gauche de Liège, l'eau du robinet vient de la CILE, qui la capte en Hesbaye.", source: 'rtbfCileHesbaye' },
      {
        text: "Ces captages, ce sont 47 kilomètres de galeries creusées à 30 et 60 mètres sous les champs de Hesbaye à partir du XIXe siècle, pour débarrasser Liège du choléra ; à Ans, la CILE en retire les nitrates à l'aide de bactéries.",
        source: 'rtbfCileHesbaye',
      },
      { text: "Un tiers de l'eau de Liège et de Herstal vient de sept sources de la vallée du Néblon, à Ouffet.", source: 'rtbfNeblon2020' },
    ],
    hardnessNote: {
      text: 'Le directeur de la production de la CILE qualifie l’eau de Hesbaye d’« eau forte, chargée en calcaire ».',
      source: 'lalibreHesbaye2019',
    },
  },
  {
    slug: 'province-de-namur',
    twinSlug: 'namen',
    name: 'Namur',
    label: 'Province de Namur',
    where: 'dans la province de Namur',
    supply: [
      { text: 'À Namur et dans ses sections, comme Jambes et Erpent, c’est la SWDE qui entretient le réseau.', source: 'swdeJambes2018' },
      { text: "L'INASEP dessert dix communes du sud de la province et distribue l'eau à plus de 38 000 abonnés.", source: 'confluentInasep' },
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
        text: "Selon Vivaqua, l'eau distribuée doit répondre à plus de 55 paramètres de qualité, et l'eau du robinet est en Région de Bruxelles-Capitale une excellente eau de boisson.",
        source: 'vivaquaQuality',
      },
    ],
    hardness: {
      minFh: 23,
      maxFh: 23,
      year: 2022,
      text: "BRUZZ a mesuré 23 °f en 2022 à une seule adresse, la place Flagey à Ixelles, et rappelle que la dureté varie d'une commune à l'autre, et même d'une rue à l'autre : ce n'est donc pas un chiffre pour tout Bruxelles.",
      source: 'bruzzVivaqua2022',
      describesPlace: false,
    },
    about: { text: 'La Région de Bruxelles-Capitale compte 19 communes.', source: 'levifCommunes2022' },
  },
];
