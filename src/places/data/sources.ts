/**
 * Where every local fact on a place page comes from (the facts: water-facts.ts, area-facts.ts and
 * french-places.ts in this folder): the published page or document, its date as the source gives it, and
 * the day we read it. Found through the project's research notes (shared data file water-research.md, which
 * lists each source with a quote) and the stored copies of those public pages; a fact whose source could
 * not be read is not on the site. How a page names a source: src/places/sources.ts.
 */

/** One source of a place page's fact. */
export interface Source {
  /** Who published it, as the page shows it ('HLN', 'De Watergroep'). */
  publisher: string;
  url: string;
  /** The source's own date (YYYY, YYYY-MM or YYYY-MM-DD), or null when the page carries none. */
  published: string | null;
  /** The day we read it (YYYY-MM-DD). */
  read: string;
}

export const SOURCES = {
  aquaflanders: { publisher: 'Aquaflanders', url: 'https://www.aquaflanders.be/mijn-waterhardheid.aspx', published: null, read: '2026-11-23' },
  hlnCompanies2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/nieuws/binnenland/vlaamse-watermaatschappijen-zien-drinkwaterverbruik-stijgen~a922612a/',
    published: '2019-07-26',
    read: '2026-11-23',
  },
  hlnAlert2018: {
    publisher: 'HLN',
    url: 'https://www.hln.be/nieuws/binnenland/waakzaamheidsfase-voor-leidingwater-in-oost-en-west-vlaanderen-deel-vlaams-brabant-stijgend-verbruik-kan-problemen-geven~ac432f85/',
    published: '2018-07-26',
    read: '2026-11-23',
  },
  vrtPidpa2020: {
    publisher: 'VRT NWS',
    url: 'https://www.vrt.be/vrtnws/nl/2020/05/22/drinkwatervoorziening-niet-in-het-gedrang-in-provincie-antwerpen/',
    published: '2020-05-22',
    read: '2026-11-23',
  },
  hlnWaterLink2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/regio/antwerpen/water-link-investeert-46-miljoen-onder-meer-voor-200-000-digitale-watermeters~aa1c14c6/',
    published: '2019-01-14',
    read: '2026-11-23',
  },
  vlaamsBrabantMidOost2020: {
    publisher: 'Provincie Vlaams-Brabant',
    url: 'https://pers.vlaamsbrabant.be/verbod-op-niet-essentieel-gebruik-van-drinkwater-in-42-vlaams-brabantse-gemeenten',
    published: '2020-05',
    read: '2026-11-23',
  },
  wtvBlankaart2017: { publisher: 'WTV', url: 'http://www.wtv.be/nieuws/peil-de-blankaart-fors-gedaald', published: '2017-06', read: '2026-11-23' },
  rtbfInbw2020: {
    publisher: 'RTBF',
    url: 'https://www.rtbf.be/info/regions/detail_l-intercommunale-inbw-cherche-de-nouveaux-points-de-captage-d-eau?id=10407397',
    published: '2020-01',
    read: '2026-11-23',
  },
  rtbfSwdeBw2021: {
    publisher: 'RTBF',
    url: 'https://www.rtbf.be/info/regions/brabant-wallon/detail_distribution-de-l-eau-en-brabant-wallon-la-swde-investit-pour-securiser-l-approvisionnement?id=10669056',
    published: '2021-01',
    read: '2026-11-23',
  },
  lesoirBw2017: {
    publisher: 'Le Soir',
    url: 'http://www.lesoir.be/107276/article/2017-08-01/toutes-les-communes-pas-egales-devant-leau-calcaire',
    published: '2017-08-01',
    read: '2026-11-23',
  },
  rtbfCharleroi2023: {
    publisher: 'RTBF',
    url: 'https://www.rtbf.be/article/charleroi-des-milliers-de-litres-d-eau-disparaissent-chaque-annee-11161045',
    published: '2023-03',
    read: '2026-11-23',
  },
  walloonParliament2015: {
    publisher: 'Waals Parlement',
    url: 'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=60037',
    published: '2015',
    read: '2026-11-23',
  },
  walloonParliament2018: {
    publisher: 'Waals Parlement',
    url: 'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=85369',
    published: '2018',
    read: '2026-11-23',
  },
  swdeJambes2018: {
    publisher: 'SWDE',
    url: 'https://www.swde.be/fr/actualites/dernieres-nouvelles/coupure-deau-a-jambes-le-bilan',
    published: '2018-03-23',
    read: '2026-11-23',
  },
  cile: { publisher: 'CILE', url: 'https://www.cile.be/index.php/qualite-de-leau', published: null, read: '2026-11-23' },
  rtbfCileHesbaye: {
    publisher: 'RTBF',
    url: 'https://www.rtbf.be/info/regions/liege/detail_votre-eau-potable-dans-47-kilometres-de-galeries-sous-la-hesbaye?id=10176972',
    published: null,
    read: '2026-11-23',
  },
  confluentInasep: {
    publisher: 'Confluent',
    url: 'http://www.confluent.be/page/604-dossier-eau-l-inasep-au-service-de-votre-cadre-de-vie-pourra-t-on-demain-se-desalterer-gratuitement-a-namur.html',
    published: null,
    read: '2026-11-23',
  },
  lesoirLuxembourg2020: {
    publisher: 'Le Soir',
    url: 'https://plus.lesoir.be/304273/article/2020-06-01/demain-la-terre-libramont-du-miscanthus-pour-preserver-les-eaux-de-captage-des',
    published: '2020-06-01',
    read: '2026-11-23',
  },
  bruzzVivaqua2022: {
    publisher: 'BRUZZ',
    url: 'https://bruzz.be/milieu/jouw-vraag-waarom-zit-er-zoveel-kalk-het-brussels-leidingwater-2022-05-27',
    published: '2022-05-27',
    read: '2026-11-23',
  },
  hlnGentFarys2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/in-de-buurt/gent/leidingwater-onderbroken-in-wondelgem-en-mariakerke-farys-zoekt-oorzaak~af771dfa/',
    published: '2019-10-09',
    read: '2026-11-23',
  },
  wtvBruggeFarys2025: {
    publisher: 'Focus-WTV',
    url: 'https://focus-wtv.be/nieuws/watertoren-sint-kruis-brugge-is-gerenoveerd',
    published: '2025-05',
    read: '2026-11-23',
  },
  pidpaMechelen2020: {
    publisher: 'Pidpa',
    url: 'https://www.pidpa.be/nieuws/vanaf-1-januari-2021-wordt-pidpa-rioolbeheerder-mechelen',
    published: '2020-11',
    read: '2026-11-23',
  },
  hlnAalstMoorsel2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/regio/aalst/achtste-waterlek-in-drie-jaar-duizenden-liters-drinkwater-stromen-weg-huizen-lopen-schade-op~a235982a/',
    published: '2019-04-08',
    read: '2026-11-23',
  },
  hbvlHasselt2023: { publisher: 'Het Belang van Limburg', url: 'https://www.hbvl.be/cnt/dmf20230519_93909995', published: '2023-05-19', read: '2026-11-23' },
  wtvOostende2021: {
    publisher: 'WTV',
    url: 'http://www.wtv.be/nieuws/capaciteit-waterproductiecentrum-farys-oostende-verdubbelt',
    published: '2021-05',
    read: '2026-11-23',
  },
  hlnOostende2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/in-de-buurt/oostende/nieuwe-drinkwatercentrale-volgend-jaar-actief~a3d9ca09/',
    published: '2019',
    read: '2026-11-23',
  },
  watergroepGavers: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/infrastructuur/de-gavers',
    published: null,
    read: '2026-11-23',
  },
  wtvRoeselare2019: {
    publisher: 'Focus-WTV',
    url: 'https://www.focus-wtv.be/nieuws/hittegolf-maar-geen-drinkbaar-leidingwater',
    published: '2019-07',
    read: '2026-11-23',
  },
  watergroepSoftening2020: {
    publisher: 'De Watergroep',
    url: 'https://jaarverslag2020.dewatergroep.be/drinkwater/wateronthardingsprojecten/',
    published: '2020',
    read: '2026-11-23',
  },
  nieuwsbladIeper2011: { publisher: 'Het Nieuwsblad', url: 'https://www.nieuwsblad.be/cnt/blple_20110723_001', published: '2011-07-23', read: '2026-11-23' },
  hlnBlankenberge2018: {
    publisher: 'HLN',
    url: 'https://www.hln.be/regio/blankenberge/100-tal-gezinnen-zonder-water-door-lek~a1b55b2a/',
    published: '2018-12-29',
    read: '2026-11-23',
  },
  kwPoperinge: { publisher: 'KW', url: 'https://kw.be/nieuws/politiek/waterleidingen-blijven-gevaarlijk-in-poperinge/', published: null, read: '2026-11-23' },
  hlnTielt2018: {
    publisher: 'HLN',
    url: 'https://www.hln.be/regio/tielt/watergroep-legt-noodleiding-voor-een-woning~aa093489/',
    published: '2018-06-05',
    read: '2026-11-23',
  },
  kwIwva: {
    publisher: 'KW',
    url: 'https://kw.be/nieuws/samenleving/iwva-werkzaamheden-in-de-panne-op-schema/article-normal-445719.html',
    published: null,
    read: '2026-11-23',
  },
  tvoostDendermonde: {
    publisher: 'TV Oost',
    url: 'https://www.tvoost.be/nieuws/binnenkort-op-restaurant-in-dendermondse-watertoren-144436',
    published: null,
    read: '2026-11-23',
  },
  hlnEeklo2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/regio/eeklo/ook-al-gemerkt-zachter-water-in-eeklo-maldegem-en-sint-laureins~a0680223/',
    published: '2019-03-15',
    read: '2026-11-23',
  },
  beverenWater: {
    publisher: 'Gemeente Beveren',
    url: 'https://www.beveren.be/inwoners/wonen/nutsvoorzieningen/watervoorziening',
    published: null,
    read: '2026-11-23',
  },
  nuusZottegem2022: {
    publisher: 'Nuus',
    url: 'https://www.nuus.be/2022/10/18/mogelijke-hinder-in-watertoevoer-in-zottegem/',
    published: '2022-10-18',
    read: '2026-11-23',
  },
  hlnDeinze2020: {
    publisher: 'HLN',
    url: 'https://www.hln.be/in-de-buurt/deinze/tijdelijk-geen-water-door-breuk-in-leiding~a06c53c8/',
    published: '2020-09-08',
    read: '2026-11-23',
  },
  rtvTurnhout: {
    publisher: 'RTV',
    url: 'https://rtv.be/artikels/video-lek-waterleiding-hersteld-buurt-zat-nacht-en-ochtend-zonder-water-a131075',
    published: null,
    read: '2026-11-23',
  },
  gvaLier2017: {
    publisher: 'Gazet van Antwerpen',
    url: 'http://www.gva.be/cnt/dmf20170321_02791296/deel-van-lier-zonder-water-na-breuk-in',
    published: '2017-03-21',
    read: '2026-11-23',
  },
  hlnHoogstraten2020: {
    publisher: 'HLN',
    url: 'https://www.hln.be/in-de-buurt/hoogstraten/buurt-zonder-water-na-breuk-in-waterleiding~ac9ee276/',
    published: '2020-06-27',
    read: '2026-11-23',
  },
  pidpaReport2017: { publisher: 'Pidpa', url: 'http://jaarverslag2017.pidpa.be/Infrastructuur', published: '2017', read: '2026-11-23' },
  pidpaReport2014: { publisher: 'Pidpa', url: 'http://jaarverslag2014.pidpa.be/grondwater/infrastructuur', published: '2014', read: '2026-11-23' },
  geelfmOlen2017: {
    publisher: 'Geel FM',
    url: 'http://www.geelfm.be/v3/regio-nieuws/item/26667-pidpa-spoelt-zijn-waterleidingen-in-olen',
    published: '2017-08',
    read: '2026-11-23',
  },
  ringtvAsse2018: { publisher: 'Ring TV', url: 'https://www.ringtv.be/nieuws/waterlek-hindert-stationsbuurt-asse', published: '2018-11', read: '2026-11-23' },
  ringtvDilbeek2023: {
    publisher: 'Ring TV',
    url: 'https://www.ringtv.be/nieuws/problemen-met-watertoevoer-lennik-en-dilbeek-door-vier-lekken',
    published: '2023-01',
    read: '2026-11-23',
  },
  watergroepHalle2024: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/drinkwaterkwaliteit-in-halle',
    published: '2024-04-29',
    read: '2026-11-23',
  },
  watergroepReport2019: {
    publisher: 'De Watergroep',
    url: 'https://jaarverslag2019.dewatergroep.be/nl/drinkwater/drinkwater-in-cijfers/',
    published: '2019',
    read: '2026-11-23',
  },
  // Read for issue 22 (place pages with something to say).
  pidpaKeerklep: {
    publisher: 'Pidpa',
    url: 'https://www.pidpa.be/ons-aanbod/drinkwater/nieuwe-aansluiting/woningen-en-kleine-appartementen-4-watermeters-0',
    published: null,
    read: '2026-11-25',
  },
  swdeTerugslagklep: { publisher: 'SWDE', url: 'https://www.swde.be/nl/waarvoor-dient-de-terugslagklep', published: null, read: '2026-11-25' },
  waterLinkAquaduct: {
    publisher: 'water-link',
    url: 'https://water-link.be/over-water-link/leveringszekerheid-door-vlaamse-waterbedrijven',
    published: null,
    read: '2026-11-25',
  },
  hlnLanaken2022: { publisher: 'HLN', url: 'https://www.hln.be/lanaken/zachter-kraanwater-voor-z-o-limburg~a3edb2be/', published: '2022-09', read: '2026-11-25' },
  brugsePolders: {
    publisher: 'Integraalwaterbeleid.be',
    url: 'https://sgbp.integraalwaterbeleid.be/bekkens/bekken-brugse-polders/kennismaking/sectoren/drinkwater-en-watervoorziening',
    published: null,
    read: '2026-11-25',
  },
  kwKnokke2022: {
    publisher: 'KW',
    url: 'https://kw.be/nieuws/samenleving/knokke-heist-maakt-werk-van-eigen-waterfabriek/',
    published: '2022-02',
    read: '2026-11-25',
  },
  achterdoechelenHaasrode2019: {
    publisher: 'achterdoechelen.be',
    url: 'https://achterdoechelen.be/2019/07/04/ander-en-minder-kalkrijk-water-uit-de-kraan-in-sint-joris-weert/',
    published: '2019-07-04',
    read: '2026-11-25',
  },
  landVanWaas: {
    publisher: 'Familiekunde Land van Waas',
    url: 'https://familiekunde-landvanwaas.be/over-ons/land-van-waas?tmpl=component&print=1',
    published: '2014-05-16',
    read: '2026-11-25',
  },
  wikipediaVorselaar: { publisher: 'Wikipedia (kopie)', url: 'https://m.global.ssl.fastly.net/Vorselaar', published: null, read: '2026-11-25' },
  hlnKluizen2018: {
    publisher: 'HLN',
    url: 'https://www.hln.be/regio/sint-niklaas/spaarbekken-kluizen-heeft-nog-miljoenen-liter-water~a5174902/',
    published: '2018-07-20',
    read: '2026-11-25',
  },
  hlnKluizen2022: {
    publisher: 'HLN',
    url: 'https://www.hln.be/evergem/renovatie-oudste-waterspaarbekken-jaar-uitgesteld~aa4bfecf/',
    published: '2022-05',
    read: '2026-11-25',
  },
  ringtvVivaqua2017: {
    publisher: 'Ring TV',
    url: 'http://www.ringtv.be/nieuws/vivaqua-geeft-groen-licht-voor-uitstapregeling-van-vlaamse-gemeenten',
    published: '2017-05',
    read: '2026-11-25',
  },
  watergroepAv2019: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/algemene-vergadering-2019',
    published: '2019-06-07',
    read: '2026-11-25',
  },
  hlnAlbertkanaal2021: {
    publisher: 'HLN',
    url: 'https://www.hln.be/binnenland/water-link-overstromingswater-zal-drinkwater-niet-vervuilen~a64e9e0b/',
    published: '2021-08',
    read: '2026-11-25',
  },
  madeInWalem: { publisher: 'Made in', url: 'https://made-in.be/?p=87474', published: null, read: '2026-11-25' },
  vrtOostende2020: {
    publisher: 'VRT NWS',
    url: 'https://www.vrt.be/vrtnws/nl/2020/03/06/waterfabriek-oostende-drinkwater/',
    published: '2020-03-06',
    read: '2026-11-25',
  },
  aquaflandersProduction: {
    publisher: 'Aquaflanders',
    url: 'https://www.aquaflanders.be/ligging-en-spreiding-van-de-drinkwaterproductiecentra.aspx',
    published: null,
    read: '2026-11-25',
  },
  lalibreHesbaye2019: {
    publisher: 'La Libre',
    url: 'https://www.lalibre.be/regions/liege/au-cur-des-eaux-souterraines-a-fexhe-le-haut-clocher-5c93f5829978e26333f83db6',
    published: '2019-03',
    read: '2026-11-25',
  },
  rtbfNeblon2020: {
    publisher: 'RTBF',
    url: 'https://www.rtbf.be/info/regions/liege/detail_visite-d-une-galerie-des-sources-du-neblon-qui-alimente-liege-et-herstal-en-eau-potable?id=10556349',
    published: '2020-08',
    read: '2026-11-25',
  },
  cileOrigin: { publisher: 'CILE', url: 'https://www.cile.be/qualite-de-leau/dou-provient-mon-eau', published: null, read: '2026-11-25' },
  // Sources of the French pages (issue 25): French-language pages about Wallonia and Brussels.
  lavenirHardWater2018: {
    publisher: 'L’Avenir',
    url: 'https://www.lavenir.net/cnt/dmf20180223_01129528/l-eau-est-trop-calcaire-en-wallonie',
    published: '2018-02-23',
    read: '2026-11-25',
  },
  swdeNoDecalcification2015: {
    publisher: 'Waals Parlement',
    url: 'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=61831',
    published: '2015',
    read: '2026-11-25',
  },
  vivaquaQuality: { publisher: 'Vivaqua', url: 'https://www.vivaqua.be/fr/qualite-de-leau/', published: null, read: '2026-11-25' },
  bxlCityNewsHardness: { publisher: 'Bruxelles City News', url: 'https://bruxelles-city-news.be/?p=18468', published: null, read: '2026-11-25' },
  // Read for issue 22.
  watergroepGaversMasterplan: {
    publisher: 'De Watergroep',
    url: 'https://jaarverslag2022.dewatergroep.be/drinkwater/renovatie-de-gavers',
    published: '2022',
    read: '2026-11-25',
  },
  watergroepLimburg2017: {
    publisher: 'De Watergroep',
    url: 'https://jaarverslag2017.dewatergroep.be/nl-be/drinkwater/watertechnologie/onthard-water-voor-limburg',
    published: '2017',
    read: '2026-11-25',
  },
  watergroepLimburg2018: {
    publisher: 'De Watergroep',
    url: 'https://jaarverslag2018.dewatergroep.be/drinkwater/water-van-topkwaliteit/zachter-water-limburg/',
    published: '2018',
    read: '2026-11-25',
  },
  watergroepKalkkorrels: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/drinkwater/weetjes-en-tips/drinkwater-en-het-milieu',
    published: null,
    read: '2026-11-25',
  },
  watergroepIeper: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/infrastructuur/zillebeke-en-dikkebus',
    published: null,
    read: '2026-11-25',
  },
  watergroepDikkebus2018: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/baggerwerken-dikkebusvijver',
    published: '2018-03-21',
    read: '2026-11-25',
  },
  watergroepWaarmaardeFaq: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/drinkwater/veelgestelde-vragen/wateronderzoek?vraag=diep-waarmaarde-geboord',
    published: null,
    read: '2026-11-25',
  },
  // The second research round of issue 22 (the towns whose pages carried noindex).
  watergroepVilvoorde2016: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/nieuw-waterproductiecentrum-in-vilvoorde',
    published: '2016-07-06',
    read: '2026-11-25',
  },
  ringtvHalle2023: {
    publisher: 'Ring TV',
    url: 'https://www.ringtv.be/nieuws/tijdelijke-installatie-moet-water-halle-zuiverder-maken-%E2%80%9Cmaar-we-denken-ook-op-lange-termijn%E2%80%9D',
    published: '2023-11',
    read: '2026-11-25',
  },
  tijdingenAquaduin2022: {
    publisher: 'Tij-dingen',
    url: 'https://tij-dingen.be/januari-2022/ons-drinkwater-stroomt-uit-de-kraan-maar-hoe-komt-het-tot-bij-ons',
    published: '2022-01',
    read: '2026-11-25',
  },
  wikipediaBrugge: { publisher: 'Wikipedia (kopie)', url: 'https://wikipedia2006.classicistranieri.com/nl/b/r/u/Brugge.html', published: null, read: '2026-11-25' },
  wikipediaLier: { publisher: 'Wikipedia (kopie)', url: 'https://wikimili.com/en/Lier,_Belgium', published: null, read: '2026-11-25' },
  erfgoedMenen: { publisher: 'Inventaris Onroerend Erfgoed', url: 'https://inventaris.onroerenderfgoed.be/themas/13321', published: null, read: '2026-11-25' },
  erfgoedOudenaarde: { publisher: 'Inventaris Onroerend Erfgoed', url: 'https://inventaris.onroerenderfgoed.be/themas/13338', published: null, read: '2026-11-25' },
  oudenburgWeetjes: { publisher: 'Stad Oudenburg', url: 'http://oudenburg.be/leuke-weetjes.aspx', published: null, read: '2026-11-25' },
  zottegemHistory: {
    publisher: 'Stad Zottegem',
    url: 'https://www.zottegem.be/over-zottegem-en-haar-bestuur/over-zottegem/een-vleugje-geschiedenis/3000-jaar-zottegem',
    published: null,
    read: '2026-11-25',
  },
  // Issue 36 (research notes of 2026-11-27): the facts both readers asked for, and where each company
  // shows a household its water. A link a source only names (De Watergroep's lookup, named by HLN;
  // Vivaqua's French page, named by a plumber) keeps that source beside it in area-facts.ts.
  kwKnokke2025: {
    publisher: 'KW',
    url: 'https://kw.be/nieuws/samenleving/dringende-onderhoudswerkzaamheden-aan-waterreservoirs-van-watertoren-duinbergen/',
    published: '2025-02',
    read: '2026-11-27',
  },
  watergroepWaterLink2016: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/de-watergroep-sluit-contract-af-met-water-link-voor-waterlevering-in-vlaams-brabant',
    published: '2016-11-23',
    read: '2026-11-27',
  },
  watergroepZelem2023: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/storingen-en-werken/tijdelijk-harder-water-in-zelem-en-linkhout/sKBo4O43n0Cxzh2UKNQfZA',
    published: '2023-11',
    read: '2026-11-27',
  },
  hlnKortenaken2019: {
    publisher: 'HLN',
    url: 'https://www.hln.be/in-de-buurt/kortenaken/is-er-meer-kalk-in-het-kortenaakse-water~a6789019/',
    published: '2019-06-21',
    read: '2026-11-27',
  },
  watergroepMeerbeek: { publisher: 'De Watergroep', url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/infrastructuur/meerbeek', published: null, read: '2026-11-27' },
  watergroepMeerbeekFaq: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/drinkwater/veelgestelde-vragen/meerbeek-infosessie',
    published: null,
    read: '2026-11-27',
  },
  watergroepQualityFaq: {
    publisher: 'De Watergroep',
    url: 'https://www.dewatergroep.be/nl-be/drinkwater/veelgestelde-vragen/drinkwaterkwaliteit',
    published: null,
    read: '2026-11-27',
  },
  watergroepKluizen: { publisher: 'De Watergroep', url: 'https://www.dewatergroep.be/nl-be/over-de-watergroep/infrastructuur/kluizen', published: null, read: '2026-11-27' },
  standaardBorsbeek2022: { publisher: 'De Standaard', url: 'https://www.standaard.be/cnt/dmf20221123_93533554', published: '2022-11', read: '2026-11-27' },
  knackBorsbeek2023: {
    publisher: 'Knack',
    url: 'https://www.knack.be/nieuws/belgie/politiek/borsbeek-wordt-vanaf-2025-tiende-district-van-antwerpen/',
    published: '2023-12',
    read: '2026-11-27',
  },
  rtbfBorinage: {
    publisher: 'RTBF',
    url: 'https://www.rtbf.be/info/regions/detail_100-000-raccordements-concernes-quelle-eau-dans-le-futur-pour-le-borinage?id=9531690',
    published: null,
    read: '2026-11-27',
  },
  rtlBeloeil2019: {
    publisher: 'RTL',
    url: 'https://www.rtl.be/info/regions/hainaut/a-beloeil-les-habitants-vont-voir-leur-facture-d-eau-augmenter-on-a-beneficie-d-un-avantage-concurrentiel-pendant-des-decennies-c-est-termine--1102487.aspx',
    published: '2019-02',
    read: '2026-11-27',
  },
  laprovinceMons2020: {
    publisher: 'La Province',
    url: 'https://www.laprovince.be/525354/article/2020-02-27/mons-borinage-partout-notre-eau-du-robinet-est-dure-ou-tres-dure',
    published: '2020-02-27',
    read: '2026-11-27',
  },
  rtlCile2019: { publisher: 'RTL', url: 'https://www.rtl.be/info/regions/liege/distributeurs-d-eau-1143588.aspx', published: '2019-07', read: '2026-11-27' },
  walloonParliament2016Inasep: {
    publisher: 'Waals Parlement',
    url: 'https://www.parlement-wallonie.be/pwpages?p=interp-questions-voir&type=28&iddoc=72544',
    published: '2016-07-27',
    read: '2026-11-27',
  },
  ecoconsoHardness: { publisher: 'écoconso', url: 'https://www.ecoconso.be/fr/content/la-durete-de-leau', published: null, read: '2026-11-27' },
  cstcAntitartre: {
    publisher: 'CSTC (Veille construction)',
    url: 'https://www.veilleconstruction.be/metiers/techniques-speciales/3582-les-traitements-antitartre-evaluation-de-leurs-performances.html',
    published: null,
    read: '2026-11-27',
  },
  /** The Walloon government's report on distributed water, whose hardness map was updated in 07/2021. */
  spwWaterQuality: {
    publisher: 'Service public de Wallonie',
    url: 'http://environnement.wallonie.be/de/eso/eau_distribution/index.htm',
    published: '2018-01',
    read: '2026-11-27',
  },
  /** A CILE page that names www.aquawal.be as the finder of a Walloon commune's distributor. */
  cileAquawal: { publisher: 'CILE', url: 'https://cile.be/en/node/192', published: null, read: '2026-11-27' },
  inasepWater: { publisher: 'INASEP', url: 'https://www.inasep.be/leau-potable', published: null, read: '2026-11-27' },
  vivaquaHardnessNl: {
    publisher: 'Vivaqua',
    url: 'https://www.vivaqua.be/nl/klantenhoek/hardheid-en-samenstelling-van-het-water',
    published: null,
    read: '2026-11-27',
  },
  /** A Belgian plumber's page that names Vivaqua's French page on hardness (that page itself was not read). */
  fthVivaqua: { publisher: 'FTH sprl', url: 'https://fthsprl.be/?p=288', published: null, read: '2026-11-27' },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
