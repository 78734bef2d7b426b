/**
 * The Dutch (Flemish) texts of the public site's shared parts: layout, header, footer, cookie consent,
 * signup form and its validation messages, thank-you and error pages, the household's mails. One home
 * for them; src/i18n/fr.ts has the same keys in French (the compiler and texts.test.ts check it). A page
 * gets its language's dictionary through the Vike setting `texts` (useTexts()), so the browser downloads
 * only one language. Page content (home, place pages, privacy statement) lives in src/content/ (Dutch)
 * and src/content/fr/ (French).
 */
import { SERVICE_UNAVAILABLE_MESSAGE } from '../service-unavailable.ts';
import { CLAIMS, SITE } from '../site.ts';

export const NL_TEXTS = {
  locale: 'nl',
  routes: { home: '/', thanks: '/bedankt', privacy: '/privacy' },
  site: { name: SITE.name, product: SITE.product },
  layout: { skipLink: 'Naar de inhoud' },
  /** Titles of the pages without content of their own (`+title`). */
  titles: { thanks: 'Bedankt voor uw aanmelding!', notFound: 'Pagina niet gevonden', failed: 'Er ging iets mis' },
  header: {
    mainMenu: 'Hoofdmenu',
    menu: 'Menu',
    benefits: 'Voordelen',
    allBenefits: 'Alle voordelen',
    specifications: 'Specificaties',
    models: 'Type waterverzachters',
    contact: 'Contact',
  },
  footer: {
    contact: 'Contact',
    privacy: 'Privacyverklaring',
    cookieSettings: 'Cookie-instellingen',
    rights: 'Alle rechten voorbehouden.',
    companyNumber: 'ondernemingsnummer',
  },
  cookies: {
    title: 'Cookies',
    question:
      'Mogen wij analytische cookies gebruiken om te meten hoe bezoekers deze site gebruiken? Zonder uw toestemming plaatsen wij ze niet. Meer uitleg leest u in onze ',
    policyLink: 'privacyverklaring',
    current: (accepted: boolean) => ` Uw huidige keuze: ${accepted ? 'aanvaard' : 'geweigerd'}.`,
    accept: 'Cookies aanvaarden',
    refuse: 'Cookies weigeren',
    consentLabel: 'Ik geef toestemming voor analytische cookies.',
    save: 'Voorkeur opslaan',
    saved: 'Voorkeur opgeslagen',
    savedAccepted: 'U staat analytische cookies toe.',
    savedRefused: 'Wij plaatsen geen analytische cookies.',
  },
  /** The notices' live region (its name says the key that reaches it) and a notice's close button. */
  notices: { region: (key: string) => `Meldingen (${key})`, close: 'Melding sluiten' },
  hero: {
    signUp: 'Schrijf u gratis in',
    allBenefits: 'Bekijk alle voordelen',
  },
  calculator: {
    unit: '°fH',
    /** Under the slider, Aquaflanders' classes as bands (src/calculator/savings.ts, decision 040). */
    marks: [
      { label: 'Zacht', range: 'tot 15' },
      { label: 'Middelhard', range: '15 tot 30' },
      { label: 'Hard', range: 'vanaf 30' },
    ],
    hardness: 'Waterhardheid',
    persons: 'Aantal personen',
    personCount: (count: number) => `${count} ${count === 1 ? 'persoon' : 'personen'}`,
    button: 'Bereken mijn besparing',
    prompt: 'Vul de gegevens in en bereken uw besparing',
    resultLabel: 'Uw geschatte besparing per jaar',
    bottledWater: 'Flessenwater bespaard per jaar',
    litres: (amount: string) => `${amount} liter`,
    productSavings: 'Besparing op producten per jaar',
    applianceLife: 'Langere levensduur van toestellen',
    years: (count: number) => `${count} jaar`,
    note: (persons: string, hardness: string) =>
      `Schatting op basis van gemiddelde waarden, voor ${persons} en een waterhardheid van ${hardness}.`,
  },
  /** The hero's countdown in a round's last two days, and the thank-you page's line about the round (issue 35). */
  round: {
    closesIn: ({ days, hours, minutes }: { days: number; hours: number; minutes: number }) =>
      `Nog ${days > 0 ? `${days} ${days === 1 ? 'dag' : 'dagen'} en ${hours} uur` : hours > 0 ? `${hours} uur en ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}` : `${Math.max(1, minutes)} ${minutes <= 1 ? 'minuut' : 'minuten'}`} om in te schrijven.`,
    joined: (closes: string) => `U bent ingeschreven voor de ronde die loopt tot ${closes}.`,
    waiting: (opens: string) => `Er liep geen inschrijvingsronde voor uw postcode: uw aanmelding telt voor de volgende ronde, die opent op ${opens}.`,
    waitingUnplanned: 'Er liep geen inschrijvingsronde voor uw postcode: we bewaren uw aanmelding voor de volgende ronde.',
  },
  households: (count: string) => `Al ${count} gezinnen schreven zich in voor deze groepsaankoop.`,
  faq: {
    ask: 'Stel uw vraag',
  },
  softeners: {
    '25L': { description: 'Voor grote huishoudens' },
    '18L': { description: 'Voor middelgrote huishoudens' },
    '12L': { description: 'Voor kleine tot middelgrote huishoudens' },
    '9L': { description: 'Voor kleine huishoudens' },
  },
  signup: {
    formLabel: 'Aanmelding voor de groepsaankoop',
    submit: 'Verstuur aanmelding',
    submitting: 'Verwerken...',
    submittingNote: 'Uw gegevens worden verwerkt... Even geduld aub.',
    allRequired: 'Alle velden zijn verplicht.',
    wifiQuestion: 'Hebt u draadloos internet (wifi)?',
    yes: 'Ja',
    no: 'Nee',
    consentBefore: 'Ik ga akkoord met de ',
    consentLink: 'privacyverklaring',
    newWindow: '(opent in een nieuw venster)',
    honeypot: 'Laat dit veld leeg',
    failureTitle: 'Er is een fout opgetreden',
    failureFallback: 'Probeer het later opnieuw',
    /** The server (or the proxy in front of it) is away: the same words as the server's 503. */
    unavailable: SERVICE_UNAVAILABLE_MESSAGE,
  },
  lead: {
    /** What the visitor reads next to each field (also used by the e-mail summaries). */
    labels: {
      firstName: 'Voornaam',
      lastName: 'Naam',
      phone: 'Telefoonnummer',
      email: 'E-mailadres',
      street: 'Straat',
      houseNumber: 'Huisnummer',
      postalCode: 'Postcode',
      city: 'Plaats',
      waterSoftenerType: 'Type waterverzachter',
      hasWifi: 'Draadloos internet (wifi)',
    },
    /** The validation messages of spec section 5, word for word. */
  },
} as const;

/**
 * The texts pages render on the server only (the thank-you and error pages, which are static markup) and
 * the household's mails: never in a page's JavaScript (reached through textsFor, src/i18n/server-texts.ts).
 */
export const NL_PAGE_TEXTS = {
  /** Texts of sections that are static markup: rendered by the server, never in a page's JavaScript. */
  sections: {
    /** The header's link to the page's twin in the other language, said in that language. */
    header: { switchText: 'Français', switchCode: 'FR', switchLang: 'fr-BE', switchHome: '/fr' },
    footer: { tagline: SITE.tagline, organiser: 'Organisator' },
    hero: {
      eyebrow: 'Groepsaankoop voor Belgische gezinnen',
      // The sellers' promises are written by the page part `promises` from their terms (decision 057).
      highlights: [{ promise: 'guarantee' }, 'Gratis installatie', { promise: 'salt' }, { promise: 'madeIn' }],
    },
    models: {
      heading: 'Type waterverzachters',
      intro: 'Vier formaten voor elk gezin, elk verkrijgbaar met of zonder wifi.',
      dimensions: 'Afmetingen (b × d × h)',
      wifi: 'Wifi',
      withOrWithoutWifi: 'Met of zonder wifi',
    },
    calculator: {
      heading: 'Bereken uw besparing',
      intro:
        'Zacht water spaart geld: minder flessenwater, minder schoonmaak- en wasproducten en toestellen die langer meegaan. Kies de hardheid van uw water en de grootte van uw gezin.',
      exampleStart: (value: number) =>
        `${value} °fH is een voorbeeldwaarde: zet de schuifregelaar op de hardheid van uw eigen water (klassen van Aquaflanders).`,
    },
    faq: {
      heading: 'Veelgestelde vragen',
      invitation: 'Staat uw vraag er niet bij? Stel ze ons gerust, wij antwoorden snel.',
    },
    contact: {
      heading: 'Doe mee met de groepsaankoop',
      intro: `Vul het formulier in: u krijgt een bevestigingsmail en wij bellen u binnen ${CLAIMS.callWithinWorkingDays} werkdagen met een persoonlijk voorstel. Inschrijven is gratis.`,
    },
    softeners: {
      '25L': { audience: 'Grote huishoudens', persons: '4+ personen' },
      '18L': { audience: 'Middelgrote huishoudens', persons: '3-4 personen' },
      '12L': { audience: 'Kleine tot middelgrote huishoudens', persons: '2-3 personen' },
      '9L': { audience: 'Kleine huishoudens', persons: '1-2 personen' },
    },
  },
  thanks: {
    heading: 'Bedankt voor uw aanmelding!',
    received: 'We hebben uw gegevens goed ontvangen. Een medewerker neemt binnenkort telefonisch contact met u op.',
    mailSent: 'We hebben u ook een bevestigingsmail gestuurd.',
    /** The household's own page, which the link in the confirmation mail opens (issue 36). */
    pageHeading: 'Uw persoonlijke pagina',
    pageText:
      'In de bevestigingsmail staat een persoonlijke link naar uw eigen pagina. Daar ziet u hoe ver uw aanmelding staat, en kunt u uw telefoonnummer of adres verbeteren, uw gegevens downloaden of alles laten wissen. Door de link te openen, bevestigt u uw e-mailadres.',
    noMail: 'Geen mail ontvangen? Kijk in uw map met ongewenste e-mail, of ',
    noMailLink: 'vraag een nieuwe link aan',
    expectHeading: 'Wat mag u verwachten?',
    home: 'Terug naar de startpagina',
  },
  /** What a household can expect after signing up (spec sections 1 and 2): on the thank-you page and in the mail. */
  nextSteps: [
    { key: 'confirmation-mail', title: 'Bevestigingsmail', text: 'U ontvangt een bevestigingsmail met een overzicht van uw gegevens en de link naar uw persoonlijke pagina.' },
    {
      key: 'phone-call',
      title: 'Telefonisch contact',
      text: `Een medewerker belt u binnen ${CLAIMS.callWithinWorkingDays} werkdagen om uw situatie te bespreken.`,
    },
    { key: 'proposal', title: 'Persoonlijk voorstel', text: 'U ontvangt een persoonlijk voorstel op maat van uw woning en gezin.' },
  ],
  /** What the server answers a household in its language (server/errors/messages.ts): waits, failures. */
  answers: {
    tooManySignups: (time: string) => `U hebt te veel aanmeldingen na elkaar verstuurd. Probeer het opnieuw om ${time}.`,
    tooManyRequests: (time: string) => `U hebt te veel aanvragen na elkaar verstuurd. Probeer het opnieuw om ${time}.`,
    internal: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  },
  error: {
    notFound:
      'Deze pagina bestaat niet (meer). Misschien is de link verouderd of staat er een tikfout in het adres. Op de startpagina vindt u alles over de groepsaankoop.',
    failed: 'Door een fout aan onze kant kon deze pagina niet getoond worden. Probeer het later opnieuw.',
    home: 'Naar de startpagina',
    /** The French page-texts' line of the Dutch 404 (issue 42); not shown from this dictionary. */
    lost: '',
  },
  /** The household's confirmation mail. */
  mail: {
    subject: `Bevestiging van uw aanmelding – ${SITE.name}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    intro: 'Bedankt voor uw aanmelding voor de groepsaankoop van waterverzachters. We hebben uw gegevens goed ontvangen.',
    yourDetails: 'Uw gegevens',
    address: 'Adres',
    yes: 'Ja',
    no: 'Nee',
    whatNext: 'Wat mag u nu verwachten?',
    correction: 'Klopt er iets niet in uw gegevens? Antwoord dan gewoon op deze e-mail.',
    signature: ['Met vriendelijke groeten,', `Het team van ${SITE.name}`],
  },
} as const;
