/**
 * Where every local fact on a place page comes from (src/places/water-facts.ts): the published page or
 * document, its date as the source gives it, and the day we read it. Found through the project's research
 * notes (shared data file water-research.md, which lists each source with a quote) and the stored copies
 * of those public pages; a fact whose source could not be read is not on the site.
 */
import { type Source, source as sourceReadOn } from './source.ts';
import { TOWN_SOURCES } from './town-sources.ts';

const READ = '2026-11-23';
/** Sources added for issue 22 (place pages with something to say). */
const READ_22 = '2026-11-25';
/** Sources added for the French pages (issue 25). */
const READ_25 = '2026-11-25';

const source = (publisher: string, url: string, published: string | null, read = READ): Source => sourceReadOn(publisher, url, published, read);

export const SOURCES = {
  aquaflanders: source('Aquaflanders', 'https://www.aquaflanders.be/mijn-waterhardheid.aspx', null),
  vmmSupply: source('VMM', 'https://vmm.be/water/drinkwater/aansluiting-en-levering', '2020-01-01'),
  hlnCompanies2019: source(
    'HLN',
    'https://www.hln.be/nieuws/binnenland/vlaamse-watermaatschappijen-zien-drinkwaterverbruik-stijgen~a922612a/',
    '2019-07-26',
  ),
  hlnAlert2018: source(
    'HLN',
    'https://www.hln.be/nieuws/binnenland/waakzaamheidsfase-voor-leidingwater-in-oost-en-west-vlaanderen-deel-vlaams-brabant-stijgend-verbruik-kan-problemen-geven~ac432f85/',
    '2018-07-26',
  ),
  vrtPidpa2020: source(
    'VRT NWS',
    'https://www.vrt.be/vrtnws/nl/2020/05/22/drinkwatervoorziening-niet-in-het-gedrang-in-provincie-antwerpen/',
    '2020-05-22',
  ),
  hlnWaterLink2019: source(
    'HLN',
    'https://www.hln.be/regio/antwerpen/water-link-investeert-46-miljoen-onder-meer-voor-200-000-digitale-watermeters~aa1c14c6/',
    '2019-01-14',
  ),
  vlaamsBrabantMidOost2020: source(
    'Provincie Vlaams-Brabant',
    'https://pers.vlaamsbrabant.be/verbod-op-niet-essentieel-gebruik-van-drinkwater-in-42-vlaams-brabantse-gemeenten',
    '2020-05',
  ),
  wtvBlankaart2017: source('WTV', 'http://www.wtv.be/nieuws/peil-de-blankaart-fors-gedaald', '2017-06'),
  rtbfInbw2020: source(
    'RTBF',
    'https://www.rtbf.be/info/regions/detail_l-intercommunale-inbw-cherche-de-nouveaux-points-de-captage-d-eau?id=10407397',
    '2020-01',
  ),
  rtbfSwdeBw2021: source(
    'RTBF',
    'https://www.rtbf.be/info/regions/brabant-wallon/detail_distribution-de-l-eau-en-brabant-wallon-la-swde-investit-pour-securiser-l-approvisionnement?id=10669056',
    '2021-01',
  ),
  lesoirBw2017: source(
    'Le Soir',
    'http://www.lesoir.be/107276/article/2017-08-01/toutes-les-communes-pas-egales-devant-leau-calcaire',
    '2017-08-01',
  ),
  rtbfCharleroi2023: source(
    'RTBF',
    'https://www.rtbf.be/article/charleroi-des-milliers-de-litres-d-eau-disparaissent-chaque-annee-11161045',
    '2023-03',
  ),
  walloonParliament2015: source(
    'Waals Parlement',
    'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=60037',
    '2015',
  ),
  walloonParliament2018: source(
    'Waals Parlement',
    'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=85369',
    '2018',
  ),
  swdeJambes2018: source('SWDE', 'https://www.swde.be/fr/actualites/dernieres-nouvelles/coupure-deau-a-jambes-le-bilan', '2018-03-23'),
  cile: source('CILE', 'https://www.cile.be/index.php/qualite-de-leau', null),
  rtbfCileHesbaye: source(
    'RTBF',
    'https://www.rtbf.be/info/regions/liege/detail_votre-eau-potable-dans-47-kilometres-de-galeries-sous-la-hesbaye?id=10176972',
    null,
  ),
  confluentInasep: source(
    'Confluent',
    'http://www.confluent.be/page/604-dossier-eau-l-inasep-au-service-de-votre-cadre-de-vie-pourra-t-on-demain-se-desalterer-gratuitement-a-namur.html',
    null,
  ),
  lesoirLuxembourg2020: source(
    'Le Soir',
    'https://plus.lesoir.be/304273/article/2020-06-01/demain-la-terre-libramont-du-miscanthus-pour-preserver-les-eaux-de-captage-des',
    '2020-06-01',
  ),
  bruzzVivaqua2022: source(
    'BRUZZ',
    'https://bruzz.be/milieu/jouw-vraag-waarom-zit-er-zoveel-kalk-het-brussels-leidingwater-2022-05-27',
    '2022-05-27',
  ),
  hlnGentFarys2019: source(
    'HLN',
    'https://www.hln.be/in-de-buurt/gent/leidingwater-onderbroken-in-wondelgem-en-mariakerke-farys-zoekt-oorzaak~af771dfa/',
    '2019-10-09',
  ),
  wtvBruggeFarys2025: source('Focus-WTV', 'https://focus-wtv.be/nieuws/watertoren-sint-kruis-brugge-is-gerenoveerd', '2025-05'),
  pidpaMechelen2020: source(
    'Pidpa',
    'https://www.pidpa.be/nieuws/vanaf-1-januari-2021-wordt-pidpa-rioolbeheerder-mechelen',
    '2020-11',
  ),
  hlnAalstMoorsel2019: source(
    'HLN',
    'https://www.hln.be/regio/aalst/achtste-waterlek-in-drie-jaar-duizenden-liters-drinkwater-stromen-weg-huizen-lopen-schade-op~a235982a/',
    '2019-04-08',
  ),
  hbvlHasselt2023: source('Het Belang van Limburg', 'https://www.hbvl.be/cnt/dmf20230519_93909995', '2023-05-19'),
  wtvOostende2021: source(
    'WTV',
    'http://www.wtv.be/nieuws/capaciteit-waterproductiecentrum-farys-oostende-verdubbelt',
    '2021-05',
  ),
  hlnOostende2019: source(
    'HLN',
    'https://www.hln.be/in-de-buurt/oostende/nieuwe-drinkwatercentrale-volgend-jaar-actief~a3d9ca09/',
    '2019',
  ),
  watergroepGavers: source(
    'De Watergroep',
    'https://www.dewatergroep.be/nl-be/over-de-watergroep/infrastructuur/de-gavers',
    null,
  ),
  wtvRoeselare2019: source('Focus-WTV', 'https://www.focus-wtv.be/nieuws/hittegolf-maar-geen-drinkbaar-leidingwater', '2019-07'),
  watergroepSoftening2020: source(
    'De Watergroep',
    'https://jaarverslag2020.dewatergroep.be/drinkwater/wateronthardingsprojecten/',
    '2020',
  ),
  nieuwsbladIeper2011: source('Het Nieuwsblad', 'https://www.nieuwsblad.be/cnt/blple_20110723_001', '2011-07-23'),
  tijdKnokke2020: source(
    'De Tijd',
    'https://www.tijd.be/ondernemen/milieu-energie/Knokke-wil-van-zeewater-drinkwater-maken/10239425',
    '2020-07',
  ),
  hlnBlankenberge2018: source(
    'HLN',
    'https://www.hln.be/regio/blankenberge/100-tal-gezinnen-zonder-water-door-lek~a1b55b2a/',
    '2018-12-29',
  ),
  kwPoperinge: source('KW', 'https://kw.be/nieuws/politiek/waterleidingen-blijven-gevaarlijk-in-poperinge/', null),
  hlnTielt2018: source('HLN', 'https://www.hln.be/regio/tielt/watergroep-legt-noodleiding-voor-een-woning~aa093489/', '2018-06-05'),
  kwIwva: source(
    'KW',
    'https://kw.be/nieuws/samenleving/iwva-werkzaamheden-in-de-panne-op-schema/article-normal-445719.html',
    null,
  ),
  tvoostDendermonde: source('TV Oost', 'https://www.tvoost.be/nieuws/binnenkort-op-restaurant-in-dendermondse-watertoren-144436', null),
  hlnEeklo2019: source(
    'HLN',
    'https://www.hln.be/regio/eeklo/ook-al-gemerkt-zachter-water-in-eeklo-maldegem-en-sint-laureins~a0680223/',
    '2019-03-15',
  ),
  tvoostSintNiklaas2021: source(
    'TV Oost',
    'https://www.tvoost.be/nieuws/met-41-nieuwe-fietsstraten-wordt-fietser-koning-in-centrum-aalst-114063',
    '2021-02',
  ),
  beverenWater: source('Gemeente Beveren', 'https://www.beveren.be/inwoners/wonen/nutsvoorzieningen/watervoorziening', null),
  nuusZottegem2022: source('Nuus', 'https://www.nuus.be/2022/10/18/mogelijke-hinder-in-watertoevoer-in-zottegem/', '2022-10-18'),
  hlnDeinze2020: source('HLN', 'https://www.hln.be/in-de-buurt/deinze/tijdelijk-geen-water-door-breuk-in-leiding~a06c53c8/', '2020-09-08'),
  rtvTurnhout: source(
    'RTV',
    'https://rtv.be/artikels/video-lek-waterleiding-hersteld-buurt-zat-nacht-en-ochtend-zonder-water-a131075',
    null,
  ),
  gvaLier2017: source('Gazet van Antwerpen', 'http://www.gva.be/cnt/dmf20170321_02791296/deel-van-lier-zonder-water-na-breuk-in', '2017-03-21'),
  hlnHoogstraten2020: source(
    'HLN',
    'https://www.hln.be/in-de-buurt/hoogstraten/buurt-zonder-water-na-breuk-in-waterleiding~ac9ee276/',
    '2020-06-27',
  ),
  pidpaReport2017: source('Pidpa', 'http://jaarverslag2017.pidpa.be/Infrastructuur', '2017'),
  pidpaReport2014: source('Pidpa', 'http://jaarverslag2014.pidpa.be/grondwater/infrastructuur', '2014'),
  geelfmOlen2017: source('Geel FM', 'http://www.geelfm.be/v3/regio-nieuws/item/26667-pidpa-spoelt-zijn-waterleidingen-in-olen', '2017-08'),
  ringtvAsse2018: source('Ring TV', 'https://www.ringtv.be/nieuws/waterlek-hindert-stationsbuurt-asse', '2018-11'),
  ringtvDilbeek2023: source(
    'Ring TV',
    'https://www.ringtv.be/nieuws/problemen-met-watertoevoer-lennik-en-dilbeek-door-vier-lekken',
    '2023-01',
  ),
  watergroepHalle2024: source(
    'De Watergroep',
    'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/drinkwaterkwaliteit-in-halle',
    '2024-04-29',
  ),
  watergroepReport2019: source(
    'De Watergroep',
    'https://jaarverslag2019.dewatergroep.be/nl/drinkwater/drinkwater-in-cijfers/',
    '2019',
  ),
  // Read for issue 22.
  pidpaKeerklep: source(
    'Pidpa',
    'https://www.pidpa.be/ons-aanbod/drinkwater/nieuwe-aansluiting/woningen-en-kleine-appartementen-4-watermeters-0',
    null,
    READ_22,
  ),
  swdeTerugslagklep: source('SWDE', 'https://www.swde.be/nl/waarvoor-dient-de-terugslagklep', null, READ_22),
  pidpaGroundwater2014: source('Pidpa', 'http://jaarverslag2014.pidpa.be/grondwater', '2014', READ_22),
  waterLinkAquaduct: source('water-link', 'https://water-link.be/over-water-link/leveringszekerheid-door-vlaamse-waterbedrijven', null, READ_22),
  hlnLanaken2022: source('HLN', 'https://www.hln.be/lanaken/zachter-kraanwater-voor-z-o-limburg~a3edb2be/', '2022-09', READ_22),
  brugsePolders: source(
    'Integraalwaterbeleid.be',
    'https://sgbp.integraalwaterbeleid.be/bekkens/bekken-brugse-polders/kennismaking/sectoren/drinkwater-en-watervoorziening',
    null,
    READ_22,
  ),
  kwKnokke2022: source('KW', 'https://kw.be/nieuws/samenleving/knokke-heist-maakt-werk-van-eigen-waterfabriek/', '2022-02', READ_22),
  achterdoechelenHaasrode2019: source(
    'achterdoechelen.be',
    'https://achterdoechelen.be/2019/07/04/ander-en-minder-kalkrijk-water-uit-de-kraan-in-sint-joris-weert/',
    '2019-07-04',
    READ_22,
  ),
  vrtGentKanaaldorpen2023: source(
    'VRT NWS',
    'https://www.vrt.be/vrtnws/nl/2023/06/14/problemen-met-bruin-leidingwater-in-gentse-kanaaldorpen-na-maand/',
    '2023-06-14',
    READ_22,
  ),
  vrtDilbeek2023: source('VRT NWS', 'https://www.vrt.be/vrtnws/nl/2023/02/14/drinkwaterproblemen-door-lek-in-dilbeek/', '2023-02-14', READ_22),
  landVanWaas: source('Familiekunde Land van Waas', 'https://familiekunde-landvanwaas.be/over-ons/land-van-waas?tmpl=component&print=1', '2014-05-16', READ_22),
  wikipediaAntwerpDistricts: source('Wikipedia', 'https://en.wikipedia.org/wiki/Districts_of_Antwerp', null, READ_22),
  wikipediaVorselaar: source('Wikipedia (kopie)', 'https://m.global.ssl.fastly.net/Vorselaar', null, READ_22),
  levifCommunes2022: source('Le Vif', 'https://www.levif.be/magazine/le-chiffre-581/', '2022-06', READ_22),
  hlnKluizen2018: source('HLN', 'https://www.hln.be/regio/sint-niklaas/spaarbekken-kluizen-heeft-nog-miljoenen-liter-water~a5174902/', '2018-07-20', READ_22),
  hlnKluizen2022: source('HLN', 'https://www.hln.be/evergem/renovatie-oudste-waterspaarbekken-jaar-uitgesteld~aa4bfecf/', '2022-05', READ_22),
  vrtKluizen2023: source(
    'VRT NWS',
    'https://www.vrt.be/vrtnws/nl/2023/05/05/renovatie-waterspaarbekken-kluizen-start-in-het-najaar-klanten/',
    '2023-05-05',
    READ_22,
  ),
  hlnBrakelBrugge2020: source(
    'HLN',
    'https://www.hln.be/in-de-buurt/oostkamp/verminderde-waterdruk-mogelijk-in-verschillende-gemeenten-door-werken~a5eb7740/',
    '2020-09-04',
    READ_22,
  ),
  ringtvVivaqua2017: source('Ring TV', 'http://www.ringtv.be/nieuws/vivaqua-geeft-groen-licht-voor-uitstapregeling-van-vlaamse-gemeenten', '2017-05', READ_22),
  watergroepAv2019: source('De Watergroep', 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/algemene-vergadering-2019', '2019-06-07', READ_22),
  hlnAlbertkanaal2021: source('HLN', 'https://www.hln.be/binnenland/water-link-overstromingswater-zal-drinkwater-niet-vervuilen~a64e9e0b/', '2021-08', READ_22),
  nieuwsbladAlgen2019: source('Het Nieuwsblad', 'https://www.nieuwsblad.be/cnt/dmf20190103_04076104', '2019-01-03', READ_22),
  madeInWalem: source('Made in', 'https://made-in.be/?p=87474', null, READ_22),
  pidpaReport2013: source('Pidpa', 'http://jaarverslag2013.pidpa.be/65/productie', '2013', READ_22),
  persbureauRauw2024: source('Antwerps Persbureau', 'https://antwerpspersbureau.be/pidpa-hoopvol-om-in-put-van-rauw-drinkwater-te-gaan-produceren/', '2024-05-27', READ_22),
  vrtOostende2020: source('VRT NWS', 'https://www.vrt.be/vrtnws/nl/2020/03/06/waterfabriek-oostende-drinkwater/', '2020-03-06', READ_22),
  ringtvVilvoorde2020: source('Ring TV', 'https://www.ringtv.be/nieuws/verschillende-woningen-vilvoorde-lopen-schade-op-door-waterlek', '2020-08', READ_22),
  aquaflandersProduction: source('Aquaflanders', 'https://www.aquaflanders.be/ligging-en-spreiding-van-de-drinkwaterproductiecentra.aspx', null, READ_22),
  wikipediaPidpa: source(
    'Wikipedia (kopie)',
    'https://wiki.edu.vn/nl/wiki3/2022/03/17/provinciale-intercommunale-drinkwatermaatschappij-der-provincie-antwerpen/',
    '2022-03-17',
    READ_22,
  ),
  lalibreHesbaye2019: source(
    'La Libre',
    'https://www.lalibre.be/regions/liege/au-cur-des-eaux-souterraines-a-fexhe-le-haut-clocher-5c93f5829978e26333f83db6',
    '2019-03',
    READ_22,
  ),
  rtbfNeblon2020: source(
    'RTBF',
    'https://www.rtbf.be/info/regions/liege/detail_visite-d-une-galerie-des-sources-du-neblon-qui-alimente-liege-et-herstal-en-eau-potable?id=10556349',
    '2020-08',
    READ_22,
  ),
  cileOrigin: source('CILE', 'https://www.cile.be/qualite-de-leau/dou-provient-mon-eau', null, READ_22),
  // Sources of the French pages (issue 25): French-language pages about Wallonia and Brussels.
  lavenirHardWater2018: source('L’Avenir', 'https://www.lavenir.net/cnt/dmf20180223_01129528/l-eau-est-trop-calcaire-en-wallonie', '2018-02-23', READ_25),
  swdeNoDecalcification2015: source(
    'Waals Parlement',
    'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=61831',
    '2015',
    READ_25,
  ),
  vivaquaQuality: source('Vivaqua', 'https://www.vivaqua.be/fr/qualite-de-leau/', null, READ_25),
  bxlCityNewsHardness: source('Bruxelles City News', 'https://bruxelles-city-news.be/?p=18468', null, READ_25),
  watergroepGaversMasterplan: source('De Watergroep', 'https://jaarverslag2022.dewatergroep.be/drinkwater/renovatie-de-gavers', '2022', READ_22),
  watergroepLimburg2017: source('De Watergroep', 'https://jaarverslag2017.dewatergroep.be/nl-be/drinkwater/watertechnologie/onthard-water-voor-limburg', '2017', READ_22),
  watergroepLimburg2018: source('De Watergroep', 'https://jaarverslag2018.dewatergroep.be/drinkwater/water-van-topkwaliteit/zachter-water-limburg/', '2018', READ_22),
  watergroepKalkkorrels: source('De Watergroep', 'https://www.dewatergroep.be/nl-be/drinkwater/weetjes-en-tips/drinkwater-en-het-milieu', null, READ_22),
  watergroepIeper: source('De Watergroep', 'https://www.dewatergroep.be/nl-be/over-de-watergroep/infrastructuur/zillebeke-en-dikkebus', null, READ_22),
  watergroepDikkebus2018: source('De Watergroep', 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/baggerwerken-dikkebusvijver', '2018-03-21', READ_22),
  watergroepWaarmaardeFaq: source(
    'De Watergroep',
    'https://www.dewatergroep.be/nl-be/drinkwater/veelgestelde-vragen/wateronderzoek?vraag=diep-waarmaarde-geboord',
    null,
    READ_22,
  ),
  ...TOWN_SOURCES,
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;

/** 'HLN, 26/07/2019' or 'Aquaflanders, ongedateerd': how a page names a source. */
export function sourceLabel(id: SourceId): string {
  const { publisher, published } = SOURCES[id];
  if (!published) return `${publisher}, ongedateerd`;
  const [year, month, day] = published.split('-');
  return `${publisher}, ${[day, month, year].filter(Boolean).join('/')}`;
}
