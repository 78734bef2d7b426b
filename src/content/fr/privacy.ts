/**
 * The privacy statement and cookie policy in French (/fr/vie-privee, issue 25): the twin of /privacy,
 * same version (PRIVACY_VERSION_DATE) and same content, so that a household gives informed consent in its
 * own language. The words of each part, keyed as the Dutch ones (src/content/privacy.ts); one component
 * lays out both (src/components/pages/PrivacyStatement.tsx). Its title and description: PRIVACY_META_FR.
 */
import type { Controller } from '../../build-env.ts';
import { FR_TEXTS } from '../../i18n/fr.ts';
import type { PageMeta } from '../pages.ts';
import { inFrench } from '../../i18n/typography.ts';
import type { PrivacyTexts } from '../privacy.ts';

export const PRIVACY_META_FR: PageMeta = /* @__PURE__ */ inFrench(() => ({
  path: FR_TEXTS.routes.privacy,
  title: `Déclaration de confidentialité et politique en matière de cookies | ${FR_TEXTS.site.name}`,
  description:
    'Les données que nous conservons quand vous vous inscrivez, pourquoi, combien de temps, les cookies que nous utilisons et comment consulter ou faire effacer vos données.',
}));

function controllerSentence(controller: Controller | null): string {
  return controller
    ? `Le responsable du traitement est ${controller.name}, ${controller.address}, numéro d'entreprise ${controller.companyNumber}.`
    : "Le nom, l'adresse et le numéro d'entreprise du responsable du traitement ne sont pas encore renseignés sur ce site.";
}

export const FR_PRIVACY: PrivacyTexts = /* @__PURE__ */ inFrench(() => ({
  title: 'Déclaration de confidentialité et politique en matière de cookies',
  version: ({ date }) => ['Version du ', date],
  intro: [
    FR_TEXTS.site.name,
    " traite vos données personnelles avec soin. Cette page explique quelles données nous traitons quand vous visitez ce site ou vous inscrivez à l'achat groupé, pourquoi, combien de temps nous les conservons et quels sont vos droits. Nous respectons le Règlement général sur la protection des données (RGPD).",
  ],
  controllerHeading: 'Qui est responsable ?',
  controllerSentence,
  contact: ({ controller, mail }) => [controller, ' Pour toute question sur la vie privée, écrivez-nous à', ' ', mail, '.'],
  dataHeading: 'Quelles données conservons-nous ?',
  dataIntro: "Quand vous remplissez le formulaire d'inscription, nous conservons :",
  formFields: [
    'vos prénom et nom',
    'votre numéro de téléphone ou de GSM et votre adresse e-mail',
    'votre adresse : rue, numéro, code postal et commune',
    "le type d'adoucisseur que vous choisissez et si vous avez le wifi",
  ],
  formFieldEnd: ' ;',
  pageAndLanguage: "la langue et l'adresse de la page sur laquelle vous avez rempli le formulaire ;",
  campaign:
    "si vous êtes arrivé sur le site par une publicité ou une lettre d'information : les données de campagne de ce lien (source, support et campagne) et la première page de votre visite ;",
  // The steps of a request as staff follow it (the back office's statuses, in French).
  progress: ["le moment de votre inscription et l'avancement de votre demande (", 'nouveau, contacté, à relancer, devenu client, pas intéressé', ').'],
  consent:
    "Le formulaire ne peut être envoyé que si vous cochez la case par laquelle vous acceptez cette déclaration de confidentialité. Nous ne demandons rien de plus que ce qu'il faut pour vous faire une proposition.",
  logs: "Notre serveur tient des journaux techniques (moment, page demandée, code de réponse et durée), sans adresse IP et sans les données que vous saisissez. Pour empêcher les abus du formulaire, le serveur compte brièvement le nombre de demandes par adresse IP ; cela se fait uniquement en mémoire vive et n'est pas conservé.",
  purposesHeading: 'Pourquoi utilisons-nous vos données ?',
  purposes: ({ callWithinWorkingDays }) => [
    ['pour vous envoyer un e-mail de confirmation qui reprend vos données ;'],
    ['pour vous téléphoner dans les ', callWithinWorkingDays, ' jours ouvrables et vous faire une proposition personnelle ;'],
    ['pour vous tenir informé de la session à laquelle vous êtes inscrit, ou vous donner la priorité à la suivante ;'],
    ["si vous devenez client : pour organiser la livraison, l'installation, la garantie et l'entretien."],
  ],
  legalBasis:
    "Nous le faisons sur la base de votre consentement et parce que vous nous demandez une proposition (mesures précontractuelles). Si vous devenez client, la base est l'exécution du contrat. Nous ne vendons pas vos données et ne les utilisons à aucune autre fin.",
  retentionHeading: 'Combien de temps conservons-nous vos données ?',
  retention: ({ retentionMonths }) => [
    'Si votre inscription ne mène pas à un achat, nous effaçons vos données au plus tard ',
    retentionMonths,
    " mois après notre dernier contact, pour pouvoir vous donner la priorité lors d'une prochaine session. Le dernier contact est la plus récente des dates suivantes : votre inscription, une nouvelle étape dans le suivi de votre demande, ou une note que nous avons prise sur votre demande. Si vous commandez, les délais ci-dessous s’appliquent.",
  ],
  ordersHeading: 'Si vous commandez',
  orders: ({ orderKeepYears }) => [
    'Si vous acceptez une proposition, vous concluez un contrat de vente avec l’installateur qui y figure comme vendeur. Il reçoit vos nom, adresse, numéro de téléphone et adresse e-mail ainsi que le texte que vous avez accepté, pour livrer, installer et assurer la garantie. Nous conservons votre commande (le texte accepté et ses étapes, comme une rétractation) et vos données d’acheteur (nom, adresse, téléphone, e-mail) ',
    orderKeepYears,
    ' ans après l’installation, ou après la commande s’il n’y a pas eu d’installation\u00a0: une action relative à la vente ou à notre intermédiation peut être intentée pendant cette durée (dix ans, art. 2262bis de l’ancien Code civil), et nous devons conserver les factures de notre rémunération aussi longtemps (art. 60, §4, du Code de la TVA). Ensuite, nous les effaçons d’office.',
  ],
  ordersErasure: ({ orderKeepYears }) => [
    'Si vous demandez dans ces ',
    orderKeepYears,
    ' ans à tout effacer, nous effaçons aussitôt ce dont la commande n’a pas besoin\u00a0: la façon dont vous êtes arrivé sur le site (page et campagne), nos notes, vos autres propositions, l’historique de votre demande, vos propres modifications et nos copies d’e-mails\u202f; vous ne recevez plus que les e-mails que la loi impose. Nous conservons votre commande et vos données d’acheteur jusqu’à la fin de ce délai. Votre page personnelle indique jusqu’à quand, et vous pouvez encore vous y rétracter de votre commande tant que c’est permis. Nos collaborateurs sont avertis de votre demande.',
  ],
  sharingHeading: 'Avec qui partageons-nous vos données ?',
  sharing:
    'Uniquement avec ceux qui en ont besoin pour vous aider\u00a0: l’installateur qui vous fait la proposition et, si vous commandez, vous vend et installe votre adoucisseur, le fabricant et les techniciens locaux qui l’entretiennent, et les entreprises qui hébergent notre site et notre messagerie. Ils ne peuvent utiliser vos données à aucune autre fin.',
  securityHeading: 'Comment protégeons-nous vos données ?',
  security:
    'Le site utilise une connexion chiffrée (https). Seuls les collaborateurs qui suivent votre demande peuvent consulter vos données, avec un identifiant personnel.',
  rightsHeading: 'Vos droits',
  rightsIntro: 'Vous avez le droit :',
  rights: [
    "de consulter vos données et d'en obtenir une copie ;",
    'de faire corriger des données inexactes ;',
    'de faire effacer vos données ;',
    'de faire limiter le traitement ou de vous y opposer ;',
    'de recevoir vos données dans un format de fichier courant pour les transmettre à un autre responsable du traitement ;',
    'de retirer votre consentement à tout moment, sans effet sur ce qui a eu lieu avant.',
  ],
  rightsMailSubject: 'Vie privée',
  exerciseRights: ({ mail }) => [
    'Envoyez pour cela un e-mail à ',
    mail,
    " avec pour objet « Vie privée », en indiquant le droit que vous voulez exercer et l'adresse e-mail ou le numéro de téléphone avec lequel vous vous êtes inscrit. Pour éviter que quelqu'un d'autre demande vos données, nous pouvons vous demander de confirmer votre identité. Nous répondons dans un délai d'un mois.",
  ],
  complaint:
    "Si vous n'êtes pas satisfait de la manière dont nous traitons vos données, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).",
  cookiesHeading: 'Politique en matière de cookies',
  cookiesIntro:
    "Les cookies sont de petits fichiers qu'un site enregistre sur votre appareil. Ce site n'a besoin d'aucun cookie pour fonctionner. Nous retenons votre choix en matière de cookies dans le stockage local de votre navigateur, pour ne pas vous le redemander à chaque visite.",
  analyticsHeading: 'Des cookies analytiques, uniquement avec votre accord',
  analytics:
    "Avec votre accord, nous mesurons avec Google Tag Manager et Google Analytics comment les visiteurs utilisent le site, afin de l'améliorer. Vous donnez cet accord en cochant vous-même une case (opt-in, ci-dessous) ou avec « Accepter les cookies » dans le bandeau cookies. Sans votre accord, aucun script d'analyse n'est chargé et ces cookies ne sont pas placés. Google peut aussi traiter ces données en dehors de l'Union européenne.",
  cookieTable: { label: 'Cookies analytiques', cookie: 'Cookie', purpose: 'Finalité', retention: 'Durée' },
  choiceHeading: 'Modifier votre choix',
  choice:
    'Vous pouvez modifier votre choix à tout moment ici ou avec « Paramètres des cookies » en bas de chaque page. Si vous retirez votre accord, nous supprimons les cookies analytiques. Vous pouvez aussi effacer les cookies vous-même dans les paramètres de votre navigateur.',
  changesHeading: 'Modifications',
  changes:
    'Nous adaptons cette déclaration quand notre façon de travailler ou la loi change. La date en haut de la page indique la version que vous lisez. Si la politique en matière de cookies change, nous vous redemandons votre accord.',
}));
