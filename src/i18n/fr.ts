/**
 * The French texts of the public site's shared parts, for households in Wallonia and Brussels: written
 * in Belgian French (GSM, commune, septante, nonante), not translated word for word. Same keys as
 * nl.ts: the type below refuses a missing or extra key at compile time, texts.test.ts at test time.
 */
import { CLAIMS } from '../site.ts';
import type { PageOnlyTexts, SiteTexts } from './texts.ts';
import { inFrench } from './typography.ts';

/** The site's name in French, in titles, the header and the mails. */
const FR_SITE_NAME = "Achat groupé d'adoucisseurs";

export const FR_TEXTS = /* @__PURE__ */ inFrench(() => ({
  locale: 'fr',
  routes: { home: '/fr', thanks: '/fr/merci', privacy: '/fr/vie-privee' },
  site: { name: FR_SITE_NAME, product: "Adoucisseur d'eau" },
  layout: { skipLink: 'Aller au contenu' },
  titles: { thanks: 'Merci pour votre inscription !', notFound: 'Page introuvable', failed: 'Une erreur est survenue' },
  header: {
    mainMenu: 'Menu principal',
    menu: 'Menu',
    benefits: 'Avantages',
    allBenefits: 'Tous les avantages',
    specifications: 'Caractéristiques',
    models: 'Nos adoucisseurs',
    contact: 'Contact',
  },
  footer: {
    contact: 'Contact',
    privacy: 'Vie privée et cookies',
    cookieSettings: 'Paramètres des cookies',
    rights: 'Tous droits réservés.',
    companyNumber: "numéro d'entreprise",
  },
  cookies: {
    title: 'Cookies',
    question:
      "Pouvons-nous utiliser des cookies analytiques pour mesurer comment les visiteurs utilisent ce site ? Sans votre accord, nous n'en plaçons aucun. Vous trouverez plus d'explications dans notre ",
    policyLink: 'déclaration de confidentialité',
    current: (accepted: boolean) => ` Votre choix actuel : ${accepted ? 'acceptés' : 'refusés'}.`,
    accept: 'Accepter les cookies',
    refuse: 'Refuser les cookies',
    consentLabel: "J'accepte les cookies analytiques.",
    save: 'Enregistrer mon choix',
    saved: 'Choix enregistré',
    savedAccepted: 'Vous acceptez les cookies analytiques.',
    savedRefused: 'Nous ne plaçons aucun cookie analytique.',
  },
  notices: { region: (key: string) => `Notifications (${key})`, close: 'Fermer le message' },
  hero: {
    signUp: 'Inscrivez-vous gratuitement',
    allBenefits: 'Voir tous les avantages',
  },
  calculator: {
    unit: '°f',
    /** The classes L'Avenir gives for Wallonia, as bands: douce up to 15 °f, moyennement dure 15 to 30, dure from 30. */
    marks: [
      { label: 'Douce', range: "jusqu'à 15" },
      { label: 'Moyennement dure', range: '15 à 30' },
      { label: 'Dure', range: 'dès 30' },
    ],
    hardness: "Dureté de l'eau",
    persons: 'Nombre de personnes',
    personCount: (count: number) => `${count} ${count === 1 ? 'personne' : 'personnes'}`,
    button: 'Calculer mes économies',
    prompt: 'Réglez les deux curseurs, puis cliquez sur « Calculer mes économies ».',
    resultLabel: 'Vos économies estimées par an',
    bottledWater: "Eau en bouteille économisée par an",
    litres: (amount: string) => `${amount} litres`,
    productSavings: 'Économie sur les produits par an',
    applianceLife: 'Durée de vie supplémentaire de vos appareils',
    years: (count: number) => `${count} ${count === 1 ? 'an' : 'ans'}`,
    note: (persons: string, hardness: string) =>
      `Estimation sur la base de valeurs moyennes, pour ${persons} et une dureté de l'eau de ${hardness}.`,
  },
  round: {
    closesIn: ({ days, hours, minutes }: { days: number; hours: number; minutes: number }) =>
      `Encore ${days > 0 ? `${days} ${days === 1 ? 'jour' : 'jours'} et ${hours} ${hours === 1 ? 'heure' : 'heures'}` : hours > 0 ? `${hours} ${hours === 1 ? 'heure' : 'heures'} et ${minutes} ${minutes <= 1 ? 'minute' : 'minutes'}` : `${Math.max(1, minutes)} ${minutes <= 1 ? 'minute' : 'minutes'}`} pour vous inscrire.`,
    joined: (closes: string) => `Votre inscription vaut pour la session en cours, ouverte jusqu’au ${closes}.`,
    waiting: (opens: string) =>
      `Aucune session d’inscription n’était en cours pour votre code postal\u00a0: votre inscription compte pour la prochaine session, qui ouvre le ${opens}.`,
    waitingUnplanned: 'Aucune session d’inscription n’était en cours pour votre code postal\u00a0: nous gardons votre inscription pour la prochaine session.',
  },
  households: (count: string) => `Déjà ${count} ménages se sont inscrits à cet achat groupé.`,
  faq: {
    ask: 'Posez votre question',
  },
  softeners: {
    '25L': { description: 'Pour les grands ménages' },
    '18L': { description: 'Pour les ménages de taille moyenne' },
    '12L': { description: 'Pour les petits ménages et les ménages moyens' },
    '9L': { description: 'Pour les petits ménages' },
  },
  signup: {
    formLabel: "Inscription à l'achat groupé",
    submit: 'Envoyer mon inscription',
    submitting: 'Envoi en cours…',
    submittingNote: 'Nous traitons vos données… Un instant, s’il vous plaît.',
    allRequired: 'Tous les champs sont obligatoires.',
    wifiQuestion: 'Avez-vous une connexion internet sans fil (wifi) ?',
    yes: 'Oui',
    no: 'Non',
    consentBefore: "J'accepte la ",
    consentLink: 'déclaration de confidentialité',
    newWindow: "(s'ouvre dans une nouvelle fenêtre)",
    honeypot: 'Laissez ce champ vide',
    failureTitle: 'Une erreur est survenue',
    failureFallback: 'Veuillez réessayer plus tard',
    unavailable: "Un problème technique passager nous empêche de traiter votre demande. Réessayez dans quelques instants.",
  },
  lead: {
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      phone: 'Téléphone ou GSM',
      email: 'Adresse e-mail',
      street: 'Rue',
      houseNumber: 'Numéro',
      postalCode: 'Code postal',
      city: 'Commune',
      waterSoftenerType: "Type d'adoucisseur",
      hasWifi: 'Internet sans fil (wifi)',
    },
  },
} as const satisfies SiteTexts));

/** The texts pages render on the server only, and the household's mails (the twin of NL_PAGE_TEXTS). */
export const FR_PAGE_TEXTS = /* @__PURE__ */ inFrench(() => ({
  /** Texts of sections that are static markup: rendered by the server, never in a page's JavaScript. */
  sections: {
    /** The header's link to the page's twin in the other language, said in that language. */
    header: { switchText: 'Nederlands', switchCode: 'NL', switchLang: 'nl-BE', switchHome: '/' },
    footer: {
      tagline: "Ensemble, l'eau douce coûte moins cher",
      organiser: 'Organisateur',
    },
    hero: {
      eyebrow: 'Achat groupé pour les ménages belges',
      highlights: [{ promise: 'guarantee' }, 'Installation gratuite', { promise: 'salt' }, { promise: 'madeIn' }],
    },
    models: {
      heading: 'Nos adoucisseurs',
      intro: 'Quatre tailles, pour tous les ménages, chacune avec ou sans wifi.',
      dimensions: 'Dimensions (l × p × h)',
      wifi: 'Wifi',
      withOrWithoutWifi: 'Avec ou sans wifi',
    },
    calculator: {
      heading: 'Calculez vos économies',
      intro:
        "L'eau douce permet d'économiser : moins d'eau en bouteille, moins de produits d'entretien et de lessive, et des appareils qui durent plus longtemps. Choisissez la dureté de votre eau et la taille de votre ménage.",
      exampleStart: (value: number) =>
        `La valeur de ${value} °f n'est qu'un exemple : placez le curseur sur la dureté de votre eau, que votre distributeur vous indique.`,
    },
    faq: {
      heading: 'Questions fréquentes',
      invitation: 'Vous ne trouvez pas votre question ? Posez-la-nous : nous répondons rapidement.',
    },
    contact: {
      heading: "Participez à l'achat groupé",
      intro: `Remplissez le formulaire : vous recevez un e-mail de confirmation et nous vous appelons dans les ${CLAIMS.callWithinWorkingDays} jours ouvrables avec une proposition personnelle. L'inscription est gratuite.`,
    },
    softeners: {
      '25L': { audience: 'Grands ménages', persons: '4 personnes ou plus' },
      '18L': { audience: 'Ménages de taille moyenne', persons: '3 à 4 personnes' },
      '12L': { audience: 'Petits ménages et ménages moyens', persons: '2 à 3 personnes' },
      '9L': { audience: 'Petits ménages', persons: '1 à 2 personnes' },
    },
  },
  thanks: {
    heading: 'Merci pour votre inscription !',
    received: 'Nous avons bien reçu vos données. Un collaborateur vous téléphonera prochainement.',
    mailSent: 'Nous vous avons aussi envoyé un e-mail de confirmation.',
    pageHeading: 'Votre page personnelle',
    pageText:
      "L'e-mail de confirmation contient un lien personnel vers votre propre page. Vous y suivez l'avancement de votre inscription, et vous pouvez y corriger votre numéro de téléphone ou votre adresse, télécharger vos données ou tout faire effacer. En ouvrant ce lien, vous confirmez votre adresse e-mail.",
    noMail: "Vous n'avez pas reçu l'e-mail ? Regardez dans vos courriers indésirables, ou ",
    noMailLink: 'demandez un nouveau lien',
    expectHeading: 'Et maintenant ?',
    home: "Retour à la page d'accueil",
  },
  nextSteps: [
    { key: 'confirmation-mail', title: 'E-mail de confirmation', text: 'Vous recevez un e-mail de confirmation qui reprend vos données, avec le lien vers votre page personnelle.' },
    {
      key: 'phone-call',
      title: 'Appel téléphonique',
      text: `Un collaborateur vous appelle dans les ${CLAIMS.callWithinWorkingDays} jours ouvrables pour parler de votre situation.`,
    },
    { key: 'proposal', title: 'Proposition personnelle', text: 'Vous recevez une proposition personnelle, adaptée à votre logement et à votre ménage.' },
  ],
  answers: {
    tooManySignups: (time: string) => `Vous avez envoyé plusieurs inscriptions coup sur coup. Réessayez à ${time}.`,
    tooManyRequests: (time: string) => `Vous avez envoyé trop de demandes en peu de temps. Réessayez à ${time}.`,
    internal: 'Un problème est survenu de notre côté. Réessayez plus tard.',
  },
  error: {
    notFound:
      "Cette page n'existe pas (ou plus). Le lien est peut-être ancien, ou l'adresse contient une faute de frappe. Vous trouverez tout sur l'achat groupé sur la page d'accueil.",
    failed: "Une erreur de notre côté empêche d'afficher cette page. Veuillez réessayer plus tard.",
    home: "Vers la page d'accueil",
    /** Said on the Dutch 404 (a path outside /fr), with a link to the French home (issue 42). */
    lost: 'Vous cherchez le site en français\u202f? Le voici\u00a0:',
  },
  mail: {
    subject: `Confirmation de votre inscription – ${FR_SITE_NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: "Merci pour votre inscription à l'achat groupé d'adoucisseurs d'eau. Nous avons bien reçu vos données.",
    yourDetails: 'Vos données',
    address: 'Adresse',
    yes: 'Oui',
    no: 'Non',
    whatNext: 'Et maintenant ?',
    correction: 'Une erreur dans vos données ? Répondez simplement à cet e-mail.',
    signature: ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs'],
  },
} as const satisfies PageOnlyTexts));
