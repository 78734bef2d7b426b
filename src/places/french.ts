/**
 * The French place pages (issue 25): one French twin for each Dutch page about a place in Wallonia or
 * Brussels, and what French-language sources say about each. Every sentence names its source (the ids of
 * src/places/sources.ts, where publisher, URL, the source's date and the day we read it are kept); the
 * facts are those of the Dutch pages (water-facts.ts), written for French-speaking readers, plus what
 * French-language sources add. Nothing here is invented: where no source says anything, the page says so.
 */
import { type Place, placeBySlug } from './places.ts';
import type { SourceId } from './sources.ts';
import type { Fact, Hardness } from './water-facts.ts';

export interface FrenchPlace {
  /** The French page's slug, under /fr/. */
  slug: string;
  path: string;
  /** The Dutch twin (its kind, region, coordinates and indexing come from there). */
  twin: Place;
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

const fact = (text: string, source: SourceId): Fact => ({ text, source });

/** Every Walloon installation (the Dutch pages' REGION_FACTS for Wallonia, in French). */
export const WALLOON_INSTALLATION: Fact = fact(
  "En Wallonie, un clapet anti-retour est obligatoire dans toute installation privée, juste après le robinet qui suit le compteur d'eau.",
  'swdeTerugslagklep',
);

/** What the SWDE said of lime (a company fact, on the pages where it supplies the water). */
const SWDE_NO_DECALCIFICATION = fact(
  "La SWDE ne traite pas l'eau contre le calcaire : il n'existe, disait-elle en 2015, ni obligation ni seuil en la matière.",
  'swdeNoDecalcification2015',
);

interface Entry extends Omit<FrenchPlace, 'path' | 'twin'> {
  twinSlug: string;
}

const ENTRIES: readonly Entry[] = [
  {
    slug: 'brabant-wallon',
    twinSlug: 'waals-brabant',
    name: 'Brabant wallon',
    label: 'Brabant wallon',
    where: 'en Brabant wallon',
    supply: [
      fact("L'inBW distribue l'eau du robinet dans une dizaine de communes du centre du Brabant wallon.", 'rtbfInbw2020'),
      fact('La SWDE dessert une quinzaine de communes de la province, surtout dans l’est.', 'rtbfSwdeBw2021'),
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
      fact("À Charleroi et dans sa région, c'est la SWDE qui distribue l'eau ; nous n'avons pas recherché les autres distributeurs de la province.", 'rtbfCharleroi2023'),
      SWDE_NO_DECALCIFICATION,
    ],
    hardnessNote: fact(
      "En Wallonie, 90 % des consommateurs utilisent de l'eau dure, et le Hainaut compte parmi les régions les plus touchées, écrivait L'Avenir en 2018.",
      'lavenirHardWater2018',
    ),
  },
  {
    slug: 'charleroi',
    twinSlug: 'charleroi',
    name: 'Charleroi',
    label: 'Charleroi',
    where: 'à Charleroi',
    supply: [fact('En amont du compteur, le réseau de distribution de Charleroi appartient à la SWDE.', 'rtbfCharleroi2023'), SWDE_NO_DECALCIFICATION],
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
      fact('La CILE approvisionne en eau 24 communes de la province de Liège, soit près de 565 000 usagers.', 'cile'),
      fact("Ailleurs dans la province, à Oupeye par exemple, c'est la SWDE qui distribue l'eau.", 'walloonParliament2018'),
      fact(
        "L'essentiel de l'eau de la CILE vient des nappes de la craie de Hesbaye et des calcaires du bassin du Néblon ; elle en achète aussi, notamment aux captages de Vivaqua à Modave.",
        'cileOrigin',
      ),
    ],
  },
  {
    slug: 'liege',
    twinSlug: 'liege',
    name: 'Liège',
    label: 'Liège',
    where: 'à Liège',
    supply: [
      fact("Sur la rive gauche de Liège, l'eau du robinet vient de la CILE, qui la capte en Hesbaye.", 'rtbfCileHesbaye'),
      fact(
        "Ces captages, ce sont 47 kilomètres de galeries creusées à 30 et 60 mètres sous les champs de Hesbaye à partir du XIXe siècle, pour débarrasser Liège du choléra ; à Ans, la CILE en retire les nitrates à l'aide de bactéries.",
        'rtbfCileHesbaye',
      ),
      fact("Un tiers de l'eau de Liège et de Herstal vient de sept sources de la vallée du Néblon, à Ouffet.", 'rtbfNeblon2020'),
    ],
    hardnessNote: fact('Le directeur de la production de la CILE qualifie l’eau de Hesbaye d’« eau forte, chargée en calcaire ».', 'lalibreHesbaye2019'),
  },
  {
    slug: 'province-de-namur',
    twinSlug: 'namen',
    name: 'Namur',
    label: 'Province de Namur',
    where: 'dans la province de Namur',
    supply: [
      fact('À Namur et dans ses sections, comme Jambes et Erpent, c’est la SWDE qui entretient le réseau.', 'swdeJambes2018'),
      fact("L'INASEP dessert dix communes du sud de la province et distribue l'eau à plus de 38 000 abonnés.", 'confluentInasep'),
    ],
  },
  {
    slug: 'province-de-luxembourg',
    twinSlug: 'luxemburg',
    name: 'Luxembourg',
    label: 'Province de Luxembourg',
    where: 'dans la province de Luxembourg',
    supply: [
      fact('21 des 44 communes de la province captent et distribuent elles-mêmes leur eau potable ; dans les autres, c’est la SWDE.', 'lesoirLuxembourg2020'),
    ],
  },
  {
    slug: 'bruxelles',
    twinSlug: 'brussel',
    name: 'Bruxelles',
    label: 'Bruxelles',
    where: 'à Bruxelles',
    supply: [
      fact("Vivaqua est la société publique chargée de l'eau en Région bruxelloise ; la dureté de l'eau de votre rue se trouve sur son site, rubrique qualité de l'eau.", 'bxlCityNewsHardness'),
      fact(
        "Selon Vivaqua, l'eau distribuée doit répondre à plus de 55 paramètres de qualité, et l'eau du robinet est en Région de Bruxelles-Capitale une excellente eau de boisson.",
        'vivaquaQuality',
      ),
    ],
    hardness: {
      minFh: 23,
      maxFh: 23,
      year: 2022,
      text: "BRUZZ a mesuré 23 °f en 2022 à une seule adresse, la place Flagey à Ixelles, et rappelle que la dureté varie d'une commune à l'autre, et même d'une rue à l'autre : ce n'est donc pas un chiffre pour tout Bruxelles.",
      source: 'bruzzVivaqua2022',
      describesPlace: false,
    },
    about: fact('La Région de Bruxelles-Capitale compte 19 communes.', 'levifCommunes2022'),
  },
];

function toFrenchPlace(entry: Entry): FrenchPlace {
  const twin = placeBySlug(entry.twinSlug);
  if (!twin) throw new Error(`French page ${entry.slug}: no Dutch page ${entry.twinSlug}`);
  const { twinSlug: _twin, ...rest } = entry;
  return { ...rest, path: `/fr/${entry.slug}`, twin };
}

// Pure: a browser bundle that imports this module for server-rendered markup only drops it.
export const FRENCH_PLACES: readonly FrenchPlace[] = /* @__PURE__ */ ENTRIES.map(toFrenchPlace);

export function frenchPlaceBySlug(slug: string): FrenchPlace | undefined {
  return FRENCH_PLACES.find((place) => place.slug === slug);
}

/** Whether the place lies in Wallonia (its pages carry the Walloon installation rule). */
export function isWalloon(place: FrenchPlace): boolean {
  return place.twin.regionCode !== 'BE-BRU';
}
