/**
 * Sources of the town facts found in the second research round of issue 22 (the towns whose pages carried
 * noindex), merged into SOURCES (src/places/sources.ts) like every other source: who published it, the
 * URL, the source's own date and the day we read the stored copy of the page.
 */
import { type Source, source } from './source.ts';

const READ = '2026-11-25';

const read = (publisher: string, url: string, published: string | null): Source => source(publisher, url, published, READ);

export const TOWN_SOURCES = {
  watergroepVilvoorde2016: read(
    'De Watergroep',
    'https://www.dewatergroep.be/nl-be/over-de-watergroep/nieuws/nieuw-waterproductiecentrum-in-vilvoorde',
    '2016-07-06',
  ),
  ringtvHalle2023: read(
    'Ring TV',
    'https://www.ringtv.be/nieuws/tijdelijke-installatie-moet-water-halle-zuiverder-maken-%E2%80%9Cmaar-we-denken-ook-op-lange-termijn%E2%80%9D',
    '2023-11',
  ),
  aquaduinHistory: read('Aquaduin', 'https://www.aquaduin.be/bedrijfsinfo/geschiedenis', null),
  tijdingenAquaduin2022: read('Tij-dingen', 'https://tij-dingen.be/januari-2022/ons-drinkwater-stroomt-uit-de-kraan-maar-hoe-komt-het-tot-bij-ons', '2022-01'),
  wikipediaBrugge: read('Wikipedia (kopie)', 'https://wikipedia2006.classicistranieri.com/nl/b/r/u/Brugge.html', null),
  hlnAsse2019: read(
    'HLN',
    'https://www.hln.be/in-de-buurt/asse/deze-tank-bevat-85-miljoen-glazen-drinkwater-farys-opent-indrukwekkend-waterreservoir~a6098f7f/',
    '2019-10-20',
  ),
  nieuwsbladHofstade2023: read('Het Nieuwsblad', 'https://www.nieuwsblad.be/cnt/dmf20230725_94637234', '2023-07'),
  hlnRoeselare2019: read(
    'HLN',
    'https://www.hln.be/in-de-buurt/roeselare/kraantjeswater-eindelijk-weer-drinkbaar-250-getroffen-gezinnen-krijgen-compensatie-van-25-euro~afb7909e/',
    '2019-08-05',
  ),
  hlnTieltTower2018: read('HLN', 'https://www.hln.be/regio/tielt/defect-in-watertoren~a6bdc1f9', '2018-01'),
  hlnTieltLeak2018: read('HLN', 'https://www.hln.be/regio/tielt/waterlek~a9b14b53/', '2018-05-25'),
  erfgoedBlankenbergeTower: read('Inventaris Onroerend Erfgoed', 'https://inventaris.onroerenderfgoed.be/erfgoedobjecten/45028', null),
  erfgoedTurnhoutTower: read('Inventaris Onroerend Erfgoed', 'https://inventaris.onroerenderfgoed.be/erfgoedobjecten/12336', null),
  wikipediaLier: read('Wikipedia (kopie)', 'https://wikimili.com/en/Lier,_Belgium', null),
  hlnDendermondeTower2020: read(
    'HLN',
    'https://www.hln.be/in-de-buurt/dendermonde/snellere-restauratie-voor-watertoren-leopoldlaan-veiligheidsrisico-s-en-instortingsgevaar-zijn-te-groot~af665fd9/',
    '2020-08-12',
  ),
  hlnSintGillis2018: read('HLN', 'https://www.hln.be/regio/dendermonde/waterlek-in-hemelstraat~a4fdc141/', '2018-07-07'),
  erfgoedMenen: read('Inventaris Onroerend Erfgoed', 'https://inventaris.onroerenderfgoed.be/themas/13321', null),
  erfgoedOudenaarde: read('Inventaris Onroerend Erfgoed', 'https://inventaris.onroerenderfgoed.be/themas/13338', null),
  oudenburgWeetjes: read('Stad Oudenburg', 'http://oudenburg.be/leuke-weetjes.aspx', null),
  ringtvAsseDilbeek2019: read('Ring TV', 'https://www.ringtv.be/nieuws/lekkende-waterleiding-baart-dilbeek-zorgen', '2019-01'),
  zottegemHistory: read('Stad Zottegem', 'https://www.zottegem.be/over-zottegem-en-haar-bestuur/over-zottegem/een-vleugje-geschiedenis/3000-jaar-zottegem', null),
  routeyouTurnhoutTower: read('RouteYou', 'https://www.routeyou.com/en-be/location/view/48685804', null),
  wikipediaPidpaHistory: read('Wikipedia (kopie)', 'https://wikizero.net/wiki/nl/PIDPA', null),
  demonBruggeTower: read('Franky Demon, schepen in Brugge', 'https://www.frankydemon.be/watertoren_thuis_voor_gierzwaluwen', null),
} as const satisfies Record<string, Source>;
