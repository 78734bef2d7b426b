/**
 * Facts about the area around a place page, each with its source (an id of sources.ts in this folder):
 * water production in the town, the suppliers of its province, what its water company asks of a
 * household's installation, and the municipality itself (deelgemeenten, districts). The place's own water
 * facts are in water-facts.ts.
 */
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

/** More about a town's water than its production: history, projects, what happened there. */
export const LOCAL_WATER_STORIES: Readonly<Record<string, readonly Fact[]>> = {
  herentals: [
    { text: 'Herentals kreeg in 1938 als eerste gemeente een volledig waternet van Pidpa.', source: 'wikipediaPidpa' },
    {
      text: 'In november 2018 zonk een binnenschip vol meststoffen in het Albertkanaal in Herentals; de algen die daardoor groeiden, gaven begin 2019 het Antwerpse kraanwater een vreemde geur.',
      source: 'nieuwsbladAlgen2019',
    },
  ],
  brecht: [
    {
      text: 'Op het Groot Schietveld in Brecht nam Pidpa in 2013 milderende maatregelen, samen met beheers- en inrichtingswerken langs de grachten, met een gunstig effect voor het hele gebied.',
      source: 'pidpaReport2013',
    },
  ],
  mol: [
    { text: 'Begin 2013 kreeg Pidpa een hernieuwde milieuvergunning voor zijn waterproductiecentrum in Mol.', source: 'pidpaReport2013' },
    {
      text: 'Uit de Put van Rauw stroomt voortdurend grondwater naar het kanaal Dessel-Kwaadmechelen; Pidpa onderzoekt of dat drinkwater kan worden, met een proefinstallatie aan de groeve Blauwe Kei die het een jaar lang zuivert (2024).',
      source: 'persbureauRauw2024',
    },
    {
      text: 'Om het natuurgebied rond de Put van Rauw te sparen, staat die installatie achter het talud van de zandgroeve; het water komt er via een ondergrondse leiding uit de plas Rauw Noord. Zijn de resultaten goed, dan overweegt Pidpa het water van Rauw op grotere schaal te gebruiken.',
      source: 'persbureauRauw2024',
    },
  ],
  hoogstraten: [
    { text: 'Begin 2013 kreeg Pidpa de vergunning om zijn productiecentrum in Hoogstraten uit te breiden met een nieuw pompgebouw.', source: 'pidpaReport2013' },
    {
      text: 'Pidpa begon het in 2014 te bouwen, met de ontsmetting en de aanzuigkelders in twee waterdichte delen: zo legt een groot lek niet alle pompen tegelijk stil.',
      source: 'pidpaReport2014',
    },
  ],
  halle: [
    { text: 'Het water voor Halle en omstreken kwam in 2023 uit het productiecentrum van Vivaqua in Écaussinnes, in Henegouwen.', source: 'ringtvHalle2023' },
    {
      text: 'In Sint-Rochus, Essenbeek en Buizingen bevatte het 70 tot 80 nanogram PFAS per liter: onder de Europese norm van 100 die vanaf 2026 geldt, maar boven de 50 waar De Watergroep naar streeft. Daarom zette ze in april 2024 aan de Nijvelsesteenweg een tijdelijke zuivering met harsen in; vanaf 2025 zou dat water van de toevoerleiding Brakel-Espinette van Farys komen.',
      source: 'watergroepHalle2024',
    },
  ],
  vilvoorde: [
    {
      text: 'In 2016 kondigde De Watergroep een nieuw waterproductiecentrum in Vilvoorde aan, goed voor zo’n 15.000 klanten in de stad; het oude centrum Drie Fonteinen was uit dienst genomen omdat het verouderd was en geen ontijzering had.',
      source: 'watergroepVilvoorde2016',
    },
    {
      text: 'De put van die winning is 140 meter diep en haalt water uit de goed beschermde Krijtformatie van Gulpen; er zit alleen iets te veel ijzer in, zodat een beperkte zuivering volstaat.',
      source: 'watergroepVilvoorde2016',
    },
  ],
  veurne: [
    {
      text: 'IWVA werd op 24 december 1924 opgericht door Adinkerke, De Panne, Nieuwpoort, Oostduinkerke en Veurne; de naam staat voor Intercommunale Waterleidingsmaatschappij van Veurne-Ambacht.',
      source: 'aquaduinHistory',
    },
    {
      text: 'Aquaduin wint grondwater in de duinen van Sint-André (Koksijde) en De Westhoek (De Panne) en koopt de rest bij Farys, De Watergroep en het Franse Régie Siden; in Steenkerke, in Veurne, heeft het een opjaagstation met een reservoir van 2.500 m³.',
      source: 'tijdingenAquaduin2022',
    },
  ],
  asse: [
    {
      text: 'In oktober 2019 opende Farys langs de Gentsesteenweg in Asse-ter-Heide een drinkwaterreservoir van 17 miljoen liter, op 90 meter boven de zeespiegel; het vangt onder meer de pieken in het verbruik in de zomer op. Er zou een tweede reservoir naast komen, samen goed voor 13,5 miljoen euro.',
      source: 'hlnAsse2019',
    },
    {
      text: 'In november 2018 sprong een leiding bij de stelplaats van De Lijn in de stationsbuurt: even dreigde de watertoren van Asse leeg te lopen, maar Farys kon dat voorkomen, en een honderdtal bewoners rond de Stationstraat zat een tijd zonder water.',
      source: 'ringtvAsse2018',
    },
    {
      text: 'De grote leiding die van Asse over Dilbeek naar Ukkel loopt, is meer dan vijftig jaar oud; begin 2019 werden er op enkele weken vijf lekken in gevonden, onder meer in de Vrijthout in Asse.',
      source: 'ringtvAsseDilbeek2019',
    },
  ],
  dilbeek: [
    {
      text: 'In januari 2023 gaven vier lekken op die toevoerleiding van Farys lagere druk of onderbrekingen; De Watergroep pompte toen extra water van Lennik naar Dilbeek, en de meeste hinder bleef er in Schepdaal, Itterbeek, Dilbeek-centrum, Sint-Martens-Bodegem en Sint-Ulriks-Kapelle.',
      source: 'ringtvDilbeek2023',
    },
    {
      text: 'Begin 2019 vroeg het gemeentebestuur Farys om actie, na een reeks lekken in de grote waterleiding langs de Brusselstraat en de Stationstraat; Farys begon naar eigen zeggen een grondig onderzoek.',
      source: 'ringtvAsseDilbeek2019',
    },
  ],
  aalst: [
    {
      text: 'Bij een test in Hofstade bleek in 2023 dat er in de waterlagen in de ondergrond plaats is voor 100 miljoen liter drinkwater, een buffer voor zes maanden voor 3.000 gezinnen.',
      source: 'nieuwsbladHofstade2023',
    },
  ],
  roeselare: [
    {
      text: 'In juli 2019 verklaarde De Watergroep het leidingwater van zo’n 250 gezinnen in de Beversesteenweg, de Koning Leopold III-laan, Het Speelgoed en de Rozendaalstraat ondrinkbaar; na drie dagen verbod en negen dagen kookadvies was het weer drinkbaar.',
      source: 'hlnRoeselare2019',
    },
    {
      text: 'De Watergroep vermoedde een binneninstallatie die niet volgens de regels was en leidingwater met putwater verbond. Ze vroeg de getroffen gezinnen om toestellen die rechtstreeks op de leiding zijn aangesloten, zoals waterontharders en koffiemachines, te reinigen en te spoelen, en bij een ontharder het zout in het voorraadvat te vervangen.',
      source: 'hlnRoeselare2019',
    },
  ],
  brugge: [
    {
      text: 'De watertoren aan de Maalsesteenweg in Sint-Kruis, 43 meter hoog en gebouwd in 1967, houdt een miljoen liter drinkwater; door de hoogte van de kuip staat er een vrij constante druk van ongeveer drie bar op het net, en de toren vangt drukstoten op.',
      source: 'demonBruggeTower',
    },
  ],
  tielt: [
    {
      text: 'In januari 2018 viel de sturing van de watertoren van Tielt uit: 600.000 liter liep weg zonder dat de toren werd bijgevuld, en in Tielt, Aarsele, Kanegem en delen van Wingene kwam er enkele uren geen of weinig water uit de kraan.',
      source: 'hlnTieltTower2018',
    },
    { text: 'In mei 2018 gaf een lek in een aanvoerleiding onder de Ringlaan minder druk in Tielt, Kanegem en Aarsele; volgens De Watergroep kon dat enkele dagen duren.', source: 'hlnTieltLeak2018' },
  ],
  blankenberge: [
    {
      text: 'De watertoren van Blankenberge, in de volksmond het ‘waterkasteel’, kwam er in 1893-1898 voor een eerste waterleidingnet: water uit de Blankenbergse Vaart werd in zandfilters gezuiverd en vanuit de toren over de stad verdeeld. Een artesische put uit 1887 was afgekeurd omdat het water te zout smaakte.',
      source: 'erfgoedBlankenbergeTower',
    },
    { text: 'In 1923 sloot Blankenberge aan bij de tussengemeentelijke maatschappij voor waterbedeling, en kwam het water voortaan uit Modave.', source: 'erfgoedBlankenbergeTower' },
  ],
  turnhout: [
    {
      text: 'Turnhout kreeg in 1902-1904 een eigen waterleiding, met grondwater dat vóór 1900 op de Baarle-Heide ten noorden van de stad was gevonden: een waterwinning, een pompstation, een aanvoerleiding en de watertoren tussen de R. Sniedersstraat en de Warandestraat, in 1904 ingehuldigd door prins Albert en prinses Elisabeth.',
      source: 'erfgoedTurnhoutTower',
    },
    { text: 'De toren is al jaren buiten gebruik; modernere installaties hebben zijn taak overgenomen.', source: 'routeyouTurnhoutTower' },
    {
      text: 'Toen Pidpa in 1913 werd opgericht, haalden de meeste mensen in de provincie Antwerpen hun water nog uit putten en beken; alleen in Antwerpen en Turnhout was dat al anders.',
      source: 'wikipediaPidpaHistory',
    },
  ],
  lier: [
    {
      text: 'In maart 2017 begaf een waterleiding onder het Netekanaal, ter hoogte van het jaagpad aan de Neerloop: de Hertog Janstraat liep onder water en de buurt van de Berlaarsesteenweg en de Kesselsesteenweg zat een tijd zonder water.',
      source: 'gvaLier2017',
    },
  ],
  poperinge: [
    {
      text: 'Volgens een gemeenteraadslid veroordeelde de rechtbank van eerste aanleg in Ieper de Vlaamse Maatschappij voor Watervoorziening tot een schadevergoeding aan burgers van Poperinge: hun drinkwater kleurde bruin en bevatte te veel ijzer en andere metalen, omdat het via gietijzeren hoofdleidingen werd aangevoerd.',
      source: 'kwPoperinge',
    },
  ],
  zottegem: [
    {
      text: 'In oktober 2022 moest Farys dringend een lek herstellen aan de leiding tussen Brakel en Gent. Van negen uur ’s avonds tot twee uur de volgende middag konden vooral Zottegem-centrum, Leeuwergem, Elene, Velzeke en Strijpen onderbrekingen of drukschommelingen krijgen; Farys raadde aan vooraf enkele emmers water te vullen.',
      source: 'nuusZottegem2022',
    },
  ],
  dendermonde: [
    {
      text: 'Die toren is sinds 2003 een beschermd monument, deel van de site Bastion V; in 2020 kreeg de restauratie voorrang omdat er brokken beton naar beneden vielen.',
      source: 'hlnDendermondeTower2020',
    },
    {
      text: 'In juli 2018 zaten bewoners rond het station van Sint-Gillis-bij-Dendermonde enkele uren zonder water door een lek aan het rondpunt van de Hemelstraat en de Snuifmolenstraat; Farys herstelde het dezelfde dag.',
      source: 'hlnSintGillis2018',
    },
  ],
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
 * What a water company says that matters to a household with a softener (the non-return valve, where to
 * look up the water of one's street) or about where its water comes from, keyed by the company's name as
 * water-facts.ts gives it.
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
  'De Watergroep': {
    hardness: [{ text: 'Of het water in uw buurt zachter werd, toont www.dewatergroep.be/jouw-drinkwater.', source: 'hlnLanaken2022' }],
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
      text: 'In Wallonië is een terugslagklep verplicht in elke particuliere waterinstallatie, net na de kraan achter de watermeter.',
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

/** The municipality itself: its deelgemeenten or districts, as a source lists them. */
export const MUNICIPALITY_FACTS: Readonly<Record<string, Fact>> = {
  'antwerpen-stad': {
    text: 'De stad bestaat uit negen districten, elk met een eigen verkozen districtsraad: Antwerpen, Berchem, Berendrecht-Zandvliet-Lillo, Borgerhout, Deurne, Ekeren, Hoboken, Merksem en Wilrijk.',
    source: 'wikipediaAntwerpDistricts',
  },
  brussel: { text: 'Het Brussels Hoofdstedelijk Gewest telt negentien gemeenten.', source: 'levifCommunes2022' },
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
