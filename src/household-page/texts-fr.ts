/**
 * The household's own page, its mails and its procedures' answers in Belgian French (issue 25 for the page
 * of issue 23): the same keys as the Dutch texts (texts.ts), checked by the type `HouseholdTexts`.
 * Dates with Intl `fr-BE`, Brussels time; facts from src/site.ts.
 */
import { frenchFirst } from '../i18n/format.ts';
import { FR_TEXTS } from '../i18n/fr.ts';
import { inFrench } from '../i18n/typography.ts';
import { CLAIMS, SITE } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { LINK_LIFETIME_MONTHS, LINK_MAILS_PER_MAILBOX_PER_DAY } from './link.ts';
import type { HouseholdStep } from './progress.ts';

const LONG_DATE = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: TIME_ZONE });

/** '25 novembre 2026', in Brussels. */
export function householdDateFr(iso: string | Date): string {
  return frenchFirst(LONG_DATE.format(typeof iso === 'string' ? new Date(iso) : iso));
}

/** The site's French name and the mails' French signature (src/i18n/fr.ts). */
const NAME = FR_TEXTS.site.name;
const signature = ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email];

export const FR_HOUSEHOLD_TEXTS = /* @__PURE__ */ inFrench(() => ({
  page: {
    title: 'Mon inscription',
    description: "Votre page personnelle pour l'achat groupé : où en est votre inscription, et vos données.",
    brandHome: "Vers notre page d'accueil",
    loading: 'Chargement de votre inscription…',
    noScript: `Pour afficher votre page personnelle, activez JavaScript dans votre navigateur, ou écrivez-nous à ${SITE.email}.`,
    greeting: (firstName: string) => `Bonjour ${firstName}`,
    intro: "Suivez ici l'avancement de votre inscription à l'achat groupé et gérez vos données.",
    noLink: {
      heading: 'Ouvrez votre page personnelle',
      text: "Cette page s'ouvre avec le lien personnel de votre e-mail de confirmation. Vous avez cliqué sur ce lien et voyez pourtant ce message ? Votre messagerie ou un filtre en a coupé la fin : tout ce qui suit le signe #. Copiez le lien complet de l'e-mail dans la barre d'adresse, ou demandez un nouveau lien ci-dessous.",
    },
    notFound: {
      heading: 'Ce lien ne fonctionne pas (ou plus)',
      text: "Le lien est incomplet, expiré ou désactivé, ou les données de cette inscription ont été effacées. Demandez un nouveau lien ci-dessous avec l'adresse e-mail de votre inscription.",
    },
    unreachable: 'Le serveur est injoignable. Vérifiez votre connexion internet et réessayez.',
    failed: 'Un problème est survenu de notre côté. Réessayez plus tard.',
    retry: 'Réessayer',
    privacyLink: 'Déclaration de confidentialité',
    skipLink: 'Aller au contenu',
    busy: 'Un instant…',
    contact: `Des questions ? Écrivez-nous à ${SITE.email}.`,
  },
  steps: {
    'signed-up': 'Inscription',
    confirmed: 'Adresse e-mail confirmée',
    contacted: 'Premier contact',
    proposal: 'Proposition',
    customer: 'Client',
    stopped: 'Sans suite',
  } satisfies Record<HouseholdStep | 'stopped', string>,
  progress: {
    heading: 'Où en est votre inscription ?',
    current: 'Vous êtes ici',
    notYet: 'Pas encore',
    nextHeading: 'Et maintenant ?',
    next(step: HouseholdStep | 'stopped', signedUpAt: string): string {
      switch (step) {
        case 'signed-up':
        case 'confirmed':
          return `Un collaborateur vous téléphonera dans les ${CLAIMS.callWithinWorkingDays} jours ouvrables suivant votre inscription du ${householdDateFr(signedUpAt)} pour parler de votre situation. Vous recevrez ensuite une proposition personnelle.`;
        case 'contacted':
          return 'Vous recevrez une proposition personnelle adaptée à votre habitation et à votre ménage.';
        case 'proposal':
          return "Un collaborateur assure le suivi de votre proposition personnelle. Une question à son sujet ? N'hésitez pas à nous écrire.";
        case 'customer':
          return 'Où en est votre commande et ce qui vient ensuite\u00a0: en haut de cette page.';
        case 'stopped':
          return "Votre inscription n'est plus suivie. Vous souhaitez quand même continuer ? Écrivez-nous, nous reprendrons contact avec vous.";
      }
    },
  },
  data: {
    heading: 'Vos données',
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone ou GSM',
    address: 'Adresse',
    softener: "Type d'adoucisseur",
    wifi: 'Internet sans fil (wifi)',
    yes: 'Oui',
    no: 'Non',
    signedUpAt: 'Inscrit le',
    edit: "Modifier le numéro de téléphone ou l'adresse",
    editHeading: "Modifier le numéro de téléphone ou l'adresse",
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    saved: 'Vos données ont été mises à jour.',
    unchanged: "Rien n'a été modifié.",
    labels: { phone: 'Téléphone ou GSM', street: 'Rue', houseNumber: 'Numéro', postalCode: 'Code postal', city: 'Commune' },
    fixErrors: 'Corrigez les champs indiqués.',
    otherChanges: `Vous souhaitez modifier votre nom, votre adresse e-mail ou le type d'adoucisseur ? Écrivez-nous à ${SITE.email}.`,
  },
  mailChoice: {
    heading: 'Nos e-mails',
    receiving: 'Vous recevez nos e-mails au sujet de votre inscription.',
    stop: 'Ne plus recevoir d’e-mails',
    stopped: (since: string) =>
      `Depuis le ${householdDateFr(since)}, vous ne recevez plus d'e-mails de notre part, sauf un nouveau lien si vous désactivez tous vos liens ci-dessous, et ce que la loi nous oblige à envoyer. Si vous perdez votre lien, nous ne vous en envoyons pas de nouveau\u00a0: écrivez-nous à ${SITE.email}. Votre inscription est conservée.`,
    resume: 'Recevoir à nouveau des e-mails',
    busy: 'Un instant…',
  },
  download: {
    heading: 'Télécharger vos données',
    text: "Téléchargez en un seul fichier (JSON) tout ce que nous conservons à votre sujet : votre inscription, les étapes du suivi, les notes de nos collaborateurs, les modifications que vous avez faites vous-même et les e-mails que nous vous avons envoyés.",
    button: 'Télécharger mes données',
    busy: 'Création du fichier…',
    fileAbout: `Toutes les données que nous conservons à votre sujet, au moment du téléchargement. Nous ne gardons pas de copie d'un e-mail déjà envoyé : vous voyez quel e-mail nous avons envoyé et quand. Les noms de nos collaborateurs n'y figurent pas.`,
    fileName: (isoDate: string) => `mes-donnees-${isoDate}.json`,
  },
  endLinks: {
    heading: 'Vos liens personnels',
    text: `Quiconque a un lien de nos e-mails peut ouvrir cette page\u202f; chaque lien vaut ${LINK_LIFETIME_MONTHS} mois. Vous avez transféré un tel e-mail, ou vous avez un doute\u202f? Désactivez alors tous vos liens\u00a0: ils cessent aussitôt de fonctionner, et vous recevez un e-mail avec un nouveau lien.`,
    button: 'Désactiver tous les liens',
    confirmHeading: 'Désactiver tous les liens\u202f?',
    confirmText: "Plus aucun lien de nos e-mails ne fonctionnera, celui de cette page non plus. Vous recevez aussitôt un e-mail avec un nouveau lien à l'adresse de votre inscription.",
    confirm: 'Oui, désactiver tous les liens',
    cancel: 'Non, retour',
    busy: 'Un instant…',
    doneHeading: 'Vos liens sont désactivés',
    doneText: 'Plus aucun lien de nos e-mails ne fonctionne. Nous vous avons envoyé un e-mail avec un nouveau lien\u00a0: ouvrez désormais votre page avec celui-ci.',
  },
  erase: {
    heading: 'Tout effacer',
    text: "Vous ne souhaitez plus participer ? Nous effaçons alors votre inscription et tout ce qui s'y rapporte : vos données, le suivi, les notes et les e-mails. C'est irréversible.",
    button: 'Effacer mes données',
    confirmHeading: 'Voulez-vous vraiment tout effacer ?',
    confirmText: "Tout est effacé immédiatement, cette page aussi : le lien ne fonctionnera plus. Si vous souhaitez participer plus tard, il suffira de vous réinscrire.",
    confirm: 'Oui, tout effacer',
    cancel: 'Non, ne rien effacer',
    busy: 'Effacement…',
    doneHeading: 'Vos données ont été effacées',
    doneText: "Votre inscription et tout ce qui s'y rapportait ont été effacés. Ce lien ne fonctionne plus.",
    home: "Vers la page d'accueil",
    keptText: (day: string) =>
      `Vous avez une commande. Nous devons la conserver pour le vendeur, avec vos données d’acheteur (nom, adresse, téléphone, e-mail), jusqu’au ${day} inclus. Si vous demandez quand même à tout effacer, nous effaçons aussitôt tout le reste\u00a0: la façon dont vous êtes arrivé sur le site, le suivi, les notes, vos autres propositions et nos copies d’e-mails. Vous ne recevrez plus que les e-mails que la loi impose. Votre commande reste sur cette page, et vous pouvez vous en rétracter ici tant que c’est permis.`,
    keptConfirmText: 'Tout sauf votre commande et vos données d’acheteur est effacé immédiatement. Ce lien continue de fonctionner.',
    keptConfirm: 'Oui, effacer le reste',
    requested: (requestedOn: string, day: string) =>
      `Le ${requestedOn}, vous avez demandé à tout effacer. Ce dont votre commande n’a pas besoin a été effacé. Nous conservons votre commande et vos données d’acheteur jusqu’au ${day} inclus\u202f; ensuite, nous les effaçons d’office.`,
  },
  linkRequest: {
    heading: 'Demander un nouveau lien',
    text: `Indiquez l'adresse e-mail de votre inscription. Nous n'envoyons le lien qu'à cette adresse, et pas si vous avez arrêté nos e-mails\u00a0: écrivez-nous alors à ${SITE.email}.`,
    label: 'Adresse e-mail de votre inscription',
    button: "M'envoyer un nouveau lien",
    busy: 'Envoi…',
    sent: `Si cette adresse e-mail est inscrite chez nous, vous recevrez d'ici quelques minutes un e-mail avec un nouveau lien. Pensez à regarder dans vos courriers indésirables. Nous envoyons au plus ${LINK_MAILS_PER_MAILBOX_PER_DAY} liens par jour à une même adresse.`,
  },
  errors: {
    linkNotFound: 'Ce lien ne fonctionne pas (ou plus). Demandez un nouveau lien sur la page Mon inscription.',
    confirmErase: 'Confirmez que vous voulez tout effacer',
    confirmEndLinks: 'Confirmez que vous voulez désactiver tous vos liens',
    invalidLink: 'Lien non valable',
    mailChoice: 'Indiquez si vous souhaitez encore recevoir des e-mails.',
  },
  confirmationMail: {
    subject: `Confirmation de votre inscription – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: "Merci pour votre inscription à l'achat groupé d'adoucisseurs d'eau. Nous avons bien reçu vos données.",
    pageHeading: 'Votre page personnelle',
    pageText:
      "Sur votre page personnelle, suivez l'avancement de votre inscription. Vous pouvez aussi y corriger votre numéro de téléphone ou votre adresse, télécharger vos données, ne plus recevoir nos e-mails ou tout faire effacer. En ouvrant la page, vous confirmez votre adresse e-mail.",
    pageButton: 'Ouvrir ma page',
    pagePrivate: "Ce lien est personnel : ne transférez pas cet e-mail.",
    dataHeading: 'Vos données',
    address: 'Adresse',
    yes: 'Oui',
    no: 'Non',
    expectHeading: 'Et maintenant ?',
    correction: "Une erreur dans vos données ? Corrigez-la sur votre page personnelle, ou répondez simplement à cet e-mail.",
    signature,
  },
  linkMail: {
    subject: `Votre lien personnel – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: (signedUpAt: string) =>
      `Vous avez demandé un nouveau lien vers votre page personnelle pour votre inscription du ${householdDateFr(signedUpAt)}. Avec ce lien, suivez l'avancement de votre inscription et gérez vos données.`,
    button: 'Ouvrir ma page',
    private: 'Ce lien est personnel : ne transférez pas cet e-mail. Vos liens précédents restent valables.',
    notAsked: "Vous n'avez pas demandé de nouveau lien ? Ignorez simplement cet e-mail : rien n'a été modifié.",
    signature,
  },
  linksEndedMail: {
    subject: `Votre nouveau lien personnel – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    introHousehold: 'Vous avez désactivé tous vos liens sur votre page personnelle\u00a0: les liens de nos e-mails précédents ne fonctionnent plus. Avec ce nouveau lien, vous ouvrez votre page.',
    introStaff: 'À votre demande, nous avons désactivé tous vos liens\u00a0: les liens de nos e-mails précédents ne fonctionnent plus. Avec ce nouveau lien, vous ouvrez votre page.',
    button: 'Ouvrir ma page',
    private: 'Ce lien est personnel\u00a0: ne transférez pas cet e-mail.',
    notAsked: `Vous n'avez rien demandé\u202f? Écrivez-nous alors à ${SITE.email}.`,
    signature,
  },
}));
