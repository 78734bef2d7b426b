/**
 * The privacy statement and cookie policy (spec section 2; /privacy, and its French twin /fr/vie-privee
 * from src/content/fr/privacy.ts): the words of each part, keyed alike in both languages, which one
 * component lays out (src/components/pages/PrivacyStatement.tsx). Who the data controller is comes from
 * the installation (CONTROLLER_NAME, CONTROLLER_ADDRESS and CONTROLLER_COMPANY_NUMBER, built into the page:
 * src/build-env.ts); the retention period, the claims and the version date from their one home.
 *
 * A paragraph that holds a value or a link is given as its parts (`Parts`): text, and what the page puts
 * in between, each part its own text node.
 */
import type { ReactNode } from 'react';
import type { Controller } from '../build-env.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../leads/status.ts';
import { SITE } from '../site.ts';

/** A paragraph or list item as its parts: text, values and links. */
type Parts = readonly ReactNode[];

/** What the statement's parts are given: figures, and the links the component makes. */
export interface PrivacyValues {
  date: string;
  /** The sentence of `controllerSentence`, followed by the e-mail link. */
  controller: string;
  mail: ReactNode;
  callWithinWorkingDays: number;
  retentionMonths: number;
  /** How long an order and the buyer's data are kept (decision 046). */
  orderKeepYears: number;
}

export interface PrivacyTexts {
  title: string;
  version: (v: PrivacyValues) => Parts;
  intro: Parts;
  controllerHeading: string;
  /** The sentence that names the controller; the page follows it with the e-mail address. */
  controllerSentence: (controller: Controller | null) => string;
  contact: (v: PrivacyValues) => Parts;
  dataHeading: string;
  dataIntro: string;
  /** What the signup form asks, one list item each (followed by `formFieldEnd`). */
  formFields: readonly string[];
  formFieldEnd: string;
  pageAndLanguage: string;
  campaign: string;
  progress: Parts;
  consent: string;
  logs: string;
  purposesHeading: string;
  purposes: (v: PrivacyValues) => readonly Parts[];
  legalBasis: string;
  retentionHeading: string;
  retention: (v: PrivacyValues) => Parts;
  /** What happens to the data when the household orders, and when it then asks to erase everything (decision 046). */
  ordersHeading: string;
  orders: (v: PrivacyValues) => Parts;
  ordersErasure: (v: PrivacyValues) => Parts;
  sharingHeading: string;
  sharing: string;
  securityHeading: string;
  security: string;
  rightsHeading: string;
  rightsIntro: string;
  rights: readonly string[];
  /** The subject of the mail that asks for a right. */
  rightsMailSubject: string;
  exerciseRights: (v: PrivacyValues) => Parts;
  complaint: string;
  cookiesHeading: string;
  cookiesIntro: string;
  analyticsHeading: string;
  analytics: string;
  /** The table of analytics cookies (src/components/AnalyticsCookieTable.tsx). */
  cookieTable: { label: string; cookie: string; purpose: string; retention: string };
  choiceHeading: string;
  choice: string;
  changesHeading: string;
  changes: string;
}

/** The sentence that names the controller; the page follows it with the e-mail address. */
export function controllerSentence(controller: Controller | null): string {
  return controller
    ? `De verwerkingsverantwoordelijke is ${controller.name}, ${controller.address}, ondernemingsnummer ${controller.companyNumber}.`
    : 'Naam, adres en ondernemingsnummer van de verwerkingsverantwoordelijke zijn op deze site nog niet ingevuld.';
}

export const NL_PRIVACY: PrivacyTexts = {
  title: 'Privacyverklaring en cookiebeleid',
  version: ({ date }) => ['Versie van ', date],
  intro: [
    SITE.name,
    ' gaat zorgvuldig om met uw persoonsgegevens. Hier leest u welke gegevens wij verwerken wanneer u deze site bezoekt of zich inschrijft voor de groepsaankoop, waarom, hoe lang wij ze bewaren en welke rechten u hebt. Wij volgen daarbij de Algemene Verordening Gegevensbescherming (AVG, ook GDPR genoemd).',
  ],
  controllerHeading: 'Wie is verantwoordelijk?',
  controllerSentence,
  contact: ({ controller, mail }) => [controller, ' U bereikt ons voor alle vragen over privacy via', ' ', mail, '.'],
  dataHeading: 'Welke gegevens bewaren wij?',
  dataIntro: 'Wanneer u het aanmeldformulier invult, bewaren wij:',
  formFields: [
    'voornaam en naam',
    'telefoonnummer en e-mailadres',
    'adres: straat, huisnummer, postcode en plaats',
    'het type waterverzachter dat u kiest en of u wifi hebt',
  ],
  formFieldEnd: ';',
  pageAndLanguage: 'de taal en het adres van de pagina waarop u het formulier invulde;',
  campaign:
    'als u via een advertentie of nieuwsbrief kwam: de campagnegegevens uit die link (bron, medium en campagne) en de eerste pagina van uw bezoek;',
  progress: [
    'het tijdstip van uw inschrijving en hoe ver wij staan met uw aanvraag (',
    LEAD_STATUSES.map((status) => LEAD_STATUS_LABELS[status].toLowerCase()).join(', '),
    ').',
  ],
  consent:
    'Het formulier kan alleen verstuurd worden als u het vakje aanvinkt waarmee u akkoord gaat met deze privacyverklaring. Wij vragen niets meer dan nodig is om u een voorstel te doen.',
  logs: 'Onze server houdt technische logboeken bij (tijdstip, opgevraagde pagina, antwoordcode en duur), zonder IP-adres en zonder de gegevens die u invult. Om misbruik van het formulier tegen te gaan, telt de server kortstondig het aantal aanvragen per IP-adres; dat gebeurt alleen in het werkgeheugen en wordt niet bewaard.',
  purposesHeading: 'Waarom gebruiken wij uw gegevens?',
  purposes: ({ callWithinWorkingDays }) => [
    ['om u een bevestigingsmail met een overzicht van uw gegevens te sturen;'],
    ['om u binnen ', callWithinWorkingDays, ' werkdagen op te bellen en u een persoonlijk voorstel te doen;'],
    ['om u op de hoogte te houden van de ronde waarvoor u ingeschreven bent, of u voorrang te geven in een volgende;'],
    ['als u klant wordt: om levering, installatie, garantie en onderhoud te regelen.'],
  ],
  legalBasis:
    'Wij doen dat op basis van uw toestemming en omdat u ons vraagt om u een voorstel te doen (stappen vóór een mogelijke overeenkomst). Wordt u klant, dan is de uitvoering van de overeenkomst de grond. Wij verkopen uw gegevens niet en gebruiken ze niet voor andere doeleinden.',
  retentionHeading: 'Hoe lang bewaren wij uw gegevens?',
  retention: ({ retentionMonths }) => [
    'Leidt uw inschrijving niet tot een aankoop, dan wissen wij uw gegevens uiterlijk ',
    retentionMonths,
    ' maanden na ons laatste contact, zodat wij u in een volgende ronde voorrang kunnen geven. Als laatste contact geldt het meest recente van: uw inschrijving, een nieuwe stap in de opvolging van uw aanvraag, of een notitie die wij over uw aanvraag maakten. Bestelt u, dan gelden de termijnen hieronder.',
  ],
  ordersHeading: 'Als u bestelt',
  orders: ({ orderKeepYears }) => [
    'Aanvaardt u een voorstel, dan sluit u een koopovereenkomst met de installateur die erin als verkoper staat. Die krijgt uw naam, adres, telefoonnummer en e-mailadres en de tekst die u aanvaardde, om te leveren, te installeren en de garantie te regelen. Wij bewaren uw bestelling (de aanvaarde tekst en haar stappen, zoals een herroeping) en uw gegevens als koper (naam, adres, telefoonnummer, e-mailadres) ',
    orderKeepYears,
    ' jaar na de installatie, of na de bestelling als er geen installatie volgde: zo lang kan een vordering over de koop of over onze bemiddeling nog ingesteld worden (tien jaar, art. 2262bis oud Burgerlijk Wetboek), en zo lang moeten wij de facturen van onze vergoeding bewaren (art. 60 §4 Btw-wetboek). Daarna wissen wij ze vanzelf.',
  ],
  ordersErasure: ({ orderKeepYears }) => [
    'Vraagt u binnen die ',
    orderKeepYears,
    ' jaar om alles te wissen, dan wissen wij meteen wat de bestelling niet nodig heeft: hoe u op de site kwam (pagina en campagne), onze notities, uw andere voorstellen, de geschiedenis van uw aanvraag, uw eigen wijzigingen en onze kopieën van e-mails; u krijgt dan alleen nog e-mails die de wet vraagt. Uw bestelling en uw gegevens als koper bewaren wij tot het einde van die termijn. Op uw persoonlijke pagina ziet u tot wanneer, en u kunt er uw bestelling blijven herroepen zolang dat mag. Onze medewerkers krijgen bericht van uw vraag.',
  ],
  sharingHeading: 'Met wie delen wij uw gegevens?',
  sharing:
    'Alleen met wie ze nodig heeft om u te helpen: de installateur die uw voorstel doet en, als u bestelt, uw waterverzachter verkoopt en plaatst, de fabrikant en de lokale technici die hem onderhouden, en de bedrijven die onze site en e-mail voor ons hosten. Zij mogen uw gegevens voor niets anders gebruiken.',
  securityHeading: 'Hoe beveiligen wij uw gegevens?',
  security:
    'De site gebruikt een versleutelde verbinding (https). Alleen medewerkers die uw aanvraag opvolgen, kunnen met een persoonlijke login uw gegevens inzien.',
  rightsHeading: 'Uw rechten',
  rightsIntro: 'U hebt het recht om:',
  rights: [
    'uw gegevens in te kijken en er een kopie van te krijgen;',
    'onjuiste gegevens te laten verbeteren;',
    'uw gegevens te laten wissen;',
    'de verwerking te laten beperken of er bezwaar tegen te maken;',
    'uw gegevens in een gangbaar bestandsformaat te krijgen om ze aan een ander te geven;',
    'uw toestemming op elk moment in te trekken, zonder dat dit afdoet aan wat daarvoor gebeurde.',
  ],
  rightsMailSubject: 'Privacy',
  exerciseRights: ({ mail }) => [
    'Stuur daarvoor een e-mail naar ',
    mail,
    ' met als onderwerp ‘Privacy’, en vermeld welk recht u wilt gebruiken en het e-mailadres of telefoonnummer waarmee u zich inschreef. Om te vermijden dat iemand anders uw gegevens opvraagt, kunnen wij u vragen uw identiteit te bevestigen. Wij antwoorden binnen een maand.',
  ],
  complaint:
    'Bent u niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).',
  cookiesHeading: 'Cookiebeleid',
  cookiesIntro:
    'Cookies zijn kleine bestanden die een website op uw toestel bewaart. Deze site heeft geen cookies nodig om te werken. Uw keuze over cookies onthouden wij in de lokale opslag van uw browser, zodat wij het u niet bij elk bezoek opnieuw vragen.',
  analyticsHeading: 'Analytische cookies, alleen met uw toestemming',
  analytics:
    'Met uw toestemming meten wij via Google Tag Manager en Google Analytics hoe bezoekers de site gebruiken, zodat wij ze kunnen verbeteren. U geeft die toestemming door zelf een vakje aan te vinken (opt-in, hieronder), of via ‘Cookies aanvaarden’ in de cookiebanner. Zonder uw toestemming wordt er geen analysescript geladen en worden deze cookies niet geplaatst. Google kan deze gegevens ook buiten de Europese Unie verwerken.',
  cookieTable: { label: 'Analytische cookies', cookie: 'Cookie', purpose: 'Doel', retention: 'Hoe lang' },
  choiceHeading: 'Uw keuze aanpassen',
  choice:
    'U kunt uw keuze hier of via ‘Cookie-instellingen’ onderaan elke pagina op elk moment wijzigen. Trekt u uw toestemming in, dan verwijderen wij de analytische cookies. U kunt cookies ook zelf wissen in de instellingen van uw browser.',
  changesHeading: 'Wijzigingen',
  changes:
    'Wij passen deze verklaring aan wanneer onze werkwijze of de wet verandert. De datum bovenaan toont welke versie u leest. Verandert het cookiebeleid, dan vragen wij uw toestemming opnieuw.',
};
