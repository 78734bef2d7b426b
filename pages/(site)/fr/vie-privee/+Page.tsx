/**
 * /fr/vie-privee: the privacy statement and cookie policy in French (issue 25), the twin of /privacy,
 * same version (PRIVACY_VERSION_DATE) and same content: a household gives informed consent in its own
 * language.
 */
import { AnalyticsCookieTable } from '../../../../src/components/AnalyticsCookieTable.tsx';
import { CookieSettings } from '../../../../src/components/CookieSettings.tsx';
import { CONTROLLER, RETENTION_MONTHS } from '../../../../src/build-env.ts';
import { controllerSentenceFr } from '../../../../src/content/privacy.ts';
import { FR_TEXTS } from '../../../../src/i18n/fr.ts';
import { CLAIMS, PRIVACY_VERSION_DATE, SITE } from '../../../../src/site.ts';

const FORM_FIELDS = [
  'vos prénom et nom',
  'votre numéro de téléphone ou de GSM et votre adresse e-mail',
  'votre adresse : rue, numéro, code postal et commune',
  "le type d'adoucisseur que vous choisissez et si vous avez le wifi",
];

/** The steps of a request as staff follow it (the back office's statuses, in French). */
const STATUSES = 'nouveau, contacté, à relancer, devenu client, pas intéressé';

export default function Page() {
  const name = FR_TEXTS.site.name;
  return (
    <article className="section privacy">
      <div className="container">
        <h1>Déclaration de confidentialité et politique en matière de cookies</h1>
        <p className="privacy__version">Version du {PRIVACY_VERSION_DATE}</p>
        <p>
          {name} traite vos données personnelles avec soin. Vous lisez ici quelles données nous traitons quand vous
          visitez ce site ou vous inscrivez à l'achat groupé, pourquoi, combien de temps nous les conservons et quels sont
          vos droits. Nous respectons le Règlement général sur la protection des données (RGPD).
        </p>

        <h2>Qui est responsable ?</h2>
        <p>
          {controllerSentenceFr(CONTROLLER)} Pour toute question sur la vie privée, écrivez-nous à{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
        </p>

        <h2>Quelles données conservons-nous ?</h2>
        <p>Quand vous remplissez le formulaire d'inscription, nous conservons :</p>
        <ul>
          {FORM_FIELDS.map((field) => (
            <li key={field}>{field} ;</li>
          ))}
          <li>la langue et l'adresse de la page sur laquelle vous avez rempli le formulaire ;</li>
          <li>
            si vous êtes arrivé par une publicité ou une lettre d'information : les données de campagne de ce lien
            (source, support et campagne) et la première page de votre visite ;
          </li>
          <li>le moment de votre inscription et l'avancement de votre demande ({STATUSES}).</li>
        </ul>
        <p>
          Le formulaire ne peut être envoyé que si vous cochez la case par laquelle vous acceptez cette déclaration de
          confidentialité. Nous ne demandons rien de plus que ce qu'il faut pour vous faire une proposition.
        </p>
        <p>
          Notre serveur tient des journaux techniques (moment, page demandée, code de réponse et durée), sans adresse IP
          et sans les données que vous saisissez. Pour empêcher les abus du formulaire, le serveur compte brièvement le
          nombre de demandes par adresse IP ; cela se fait uniquement en mémoire vive et n'est pas conservé.
        </p>

        <h2>Pourquoi utilisons-nous vos données ?</h2>
        <ul>
          <li>pour vous envoyer un e-mail de confirmation qui reprend vos données ;</li>
          <li>
            pour vous téléphoner dans les {CLAIMS.callWithinWorkingDays} jours ouvrables et vous faire une proposition
            personnalisée ;
          </li>
          <li>pour vous tenir informé du tour auquel vous êtes inscrit, ou vous donner la priorité au suivant ;</li>
          <li>si vous devenez client : pour organiser la livraison, l'installation, la garantie et l'entretien.</li>
        </ul>
        <p>
          Nous le faisons sur la base de votre consentement et parce que vous nous demandez une proposition (mesures
          précontractuelles). Si vous devenez client, la base est l'exécution du contrat. Nous ne vendons pas vos données
          et ne les utilisons à aucune autre fin.
        </p>

        <h2>Combien de temps conservons-nous vos données ?</h2>
        <p>
          Si votre inscription ne mène pas à un achat, nous effaçons vos données au plus tard {RETENTION_MONTHS} mois
          après notre dernier contact, pour pouvoir vous donner la priorité lors d'un prochain tour. Le dernier contact
          est le plus récent de : votre inscription, une nouvelle étape dans le suivi de votre demande, ou une note que
          nous avons prise sur votre demande. Si vous devenez client, nous les conservons pendant la garantie de{' '}
          {CLAIMS.warrantyYears} ans, et les factures aussi longtemps que la législation comptable l'exige. Ces données
          de clients ne sont pas effacées automatiquement après {RETENTION_MONTHS} mois : nous les effaçons à la fin de
          la garantie, ou plus tôt si vous le demandez et que la loi le permet.
        </p>

        <h2>Avec qui partageons-nous vos données ?</h2>
        <p>
          Uniquement avec qui en a besoin pour vous aider : le fabricant, ainsi que les techniciens certifiés et les
          partenaires de service locaux qui installent et entretiennent votre adoucisseur, et les entreprises qui
          hébergent notre site et notre messagerie. Ils ne peuvent utiliser vos données à aucune autre fin.
        </p>

        <h2>Comment protégeons-nous vos données ?</h2>
        <p>
          Le site utilise une connexion chiffrée (https). Seuls les collaborateurs qui suivent votre demande peuvent
          consulter vos données, avec un identifiant personnel.
        </p>

        <h2>Vos droits</h2>
        <p>Vous avez le droit :</p>
        <ul>
          <li>de consulter vos données et d'en obtenir une copie ;</li>
          <li>de faire corriger des données inexactes ;</li>
          <li>de faire effacer vos données ;</li>
          <li>de faire limiter le traitement ou de vous y opposer ;</li>
          <li>de recevoir vos données dans un format de fichier courant pour les transmettre à un autre ;</li>
          <li>de retirer votre consentement à tout moment, sans effet sur ce qui a eu lieu avant.</li>
        </ul>
        <p>
          Envoyez pour cela un e-mail à <a href={`mailto:${SITE.email}?subject=Vie%20priv%C3%A9e`}>{SITE.email}</a> avec
          pour objet « Vie privée », en indiquant le droit que vous voulez exercer et l'adresse e-mail ou le numéro de
          téléphone avec lequel vous vous êtes inscrit. Pour éviter que quelqu'un d'autre demande vos données, nous
          pouvons vous demander de confirmer votre identité. Nous répondons dans un délai d'un mois.
        </p>
        <p>
          Si vous n'êtes pas satisfait de la manière dont nous traitons vos données, vous pouvez introduire une plainte
          auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles
          (www.autoriteprotectiondonnees.be).
        </p>

        <h2 id="cookies">Politique en matière de cookies</h2>
        <p>
          Les cookies sont de petits fichiers qu'un site enregistre sur votre appareil. Ce site n'a besoin d'aucun cookie
          pour fonctionner. Nous retenons votre choix en matière de cookies dans le stockage local de votre navigateur,
          pour ne pas vous le redemander à chaque visite.
        </p>
        <h3>Des cookies analytiques, uniquement avec votre accord</h3>
        <p>
          Avec votre accord, nous mesurons avec Google Tag Manager et Google Analytics comment les visiteurs utilisent le
          site, afin de l'améliorer. Vous donnez cet accord en cochant vous-même une case (opt-in, ci-dessous) ou avec «
          Accepter les cookies » dans le bandeau cookies. Sans votre accord, aucun script d'analyse n'est chargé et ces
          cookies ne sont pas placés. Google peut aussi traiter ces données en dehors de l'Union européenne.
        </p>
        <AnalyticsCookieTable locale="fr" />
        <h3>Modifier votre choix</h3>
        <p>
          Vous pouvez modifier votre choix à tout moment ici ou avec « Paramètres des cookies » en bas de chaque page. Si
          vous retirez votre accord, nous supprimons les cookies analytiques. Vous pouvez aussi effacer les cookies
          vous-même dans les paramètres de votre navigateur.
        </p>
        <CookieSettings />

        <h2>Modifications</h2>
        <p>
          Nous adaptons cette déclaration quand notre façon de travailler ou la loi change. La date en haut de la page
          indique la version que vous lisez. Si la politique en matière de cookies change, nous vous redemandons votre
          accord.
        </p>
      </div>
    </article>
  );
}
