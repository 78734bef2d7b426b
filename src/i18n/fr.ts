/**
 * The French texts of the public site's shared parts, for households in Wallonia and Brussels: written
 * in Belgian French (GSM, commune, septante, nonante), not translated word for word. Same keys as
 * nl.ts: the type below refuses a missing or extra key at compile time, texts.test.ts at test time.
 */
import { CLAIMS } from '../site.ts';
import type { PageOnlyTexts, SiteTexts } from './texts.ts';

/** The site's name in French, in titles, the header and the mails. */
const FR_SITE_NAME = "Achat groupé d'adoucisseurs";

export const FR_TEXTS = {
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
  notices: { close: 'Fermer le message' },
  hero: {
    signUp: 'Inscrivez-vous gratuitement',
    allBenefits: 'Voir tous les avantages',
  },
  calculator: {
    unit: '°f',
    /** Where the classes L'Avenir gives for Wallonia begin: douce up to 15 °f, moyennement dure 15-30, dure from 30. */
    marks: ['Douce', 'Moyennement dure', 'Dure'],
    hardness: "Dureté de l'eau",
    persons: 'Nombre de personnes',
    personCount: (count: number) => `${count} ${count === 1 ? 'personne' : 'personnes'}`,
    button: 'Calculer mon économie',
    prompt: 'Indiquez vos données et calculez votre économie',
    resultLabel: 'Votre économie estimée par an',
    bottledWater: "Eau en bouteille économisée par an",
    litres: (amount: string) => `${amount} litres`,
    productSavings: 'Économie sur les produits par an',
    applianceLife: 'Durée de vie des appareils en plus',
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
    submitting: 'Envoi en cours...',
    submittingNote: 'Nous traitons vos données... Un instant, s’il vous plaît.',
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
} as const satisfies SiteTexts;

/** The texts pages render on the server only, and the household's mails (the twin of NL_PAGE_TEXTS). */
export const FR_PAGE_TEXTS = {
  /** Texts of sections that are static markup: rendered by the server, never in a page's JavaScript. */
  sections: {
    /** The header's link to the page's twin in the other language, said in that language. */
    header: { switchText: 'Nederlands', switchLang: 'nl-BE', switchHome: '/' },
    footer: {
      tagline: "Acheter ensemble, économiser malin sur l'eau douce",
      addresses: 'Adresses',
      headOffice: 'Siège',
      warehouse: 'Entrepôt',
    },
    hero: {
      eyebrow: 'Achat groupé pour les ménages belges',
      highlights: [`Garantie de ${CLAIMS.warrantyYears} ans`, 'Installation gratuite', `Sel gratuit pendant ${CLAIMS.freeSaltYears} ans`, 'Made in Belgium'],
    },
    models: {
      heading: 'Nos adoucisseurs',
      intro: 'Quatre tailles pour chaque ménage, chacune avec ou sans wifi.',
      dimensions: 'Dimensions (l × p × h)',
      wifi: 'Wifi',
      withOrWithoutWifi: 'Avec ou sans wifi',
    },
    calculator: {
      heading: 'Calculez votre économie',
      intro:
        "L'eau douce fait faire des économies : moins d'eau en bouteille, moins de produits d'entretien et de lessive, et des appareils qui durent plus longtemps. Choisissez la dureté de votre eau et la taille de votre ménage.",
      exampleStart: (value: number) =>
        `${value} °f est une valeur d'exemple : placez le curseur sur la dureté de votre propre eau (en Wallonie, elle figure généralement sur la facture d'eau).`,
    },
    faq: {
      heading: 'Questions fréquentes',
      invitation: "Votre question n'y est pas ? Posez-la-nous, nous répondons rapidement.",
    },
    contact: {
      heading: "Participez à l'achat groupé",
      intro: `Remplissez le formulaire : vous recevez un e-mail de confirmation et nous vous appelons dans les ${CLAIMS.callWithinWorkingDays} jours ouvrables avec une proposition personnalisée. L'inscription est gratuite.`,
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
    expectHeading: 'Et maintenant ?',
    home: "Retour à la page d'accueil",
  },
  nextSteps: [
    { key: 'confirmation-mail', title: 'E-mail de confirmation', text: 'Vous recevez un e-mail de confirmation qui reprend vos données.' },
    {
      key: 'phone-call',
      title: 'Appel téléphonique',
      text: `Un collaborateur vous appelle dans les ${CLAIMS.callWithinWorkingDays} jours ouvrables pour parler de votre situation.`,
    },
    { key: 'proposal', title: 'Proposition personnalisée', text: 'Vous recevez une proposition sur mesure pour votre logement et votre ménage.' },
  ],
  error: {
    notFound:
      "Cette page n'existe pas (ou plus). Le lien est peut-être ancien, ou l'adresse contient une faute de frappe. La page d'accueil vous dit tout sur l'achat groupé.",
    failed: "Une erreur de notre côté empêche d'afficher cette page. Veuillez réessayer plus tard.",
    home: "Vers la page d'accueil",
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
} as const satisfies PageOnlyTexts;
