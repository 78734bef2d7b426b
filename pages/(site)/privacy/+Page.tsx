/**
 * The privacy statement with the cookie policy (spec section 2; the version date is PRIVACY_VERSION_DATE):
 * who the controller is (configured: src/content/privacy.ts), what the signup form stores, why, for how
 * long, with whom, the visitor's rights and how to use them, and the cookies the site sets.
 */
import { AnalyticsCookieTable } from '../../../src/components/AnalyticsCookieTable.tsx';
import { CookieSettings } from '../../../src/components/CookieSettings.tsx';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../src/leads/status.ts';
import { CONTROLLER, RETENTION_MONTHS } from '../../../src/build-env.ts';
import { controllerSentence } from '../../../src/content/privacy.ts';
import { CLAIMS, PRIVACY_VERSION_DATE, SITE } from '../../../src/site.ts';

const FORM_FIELDS = [
  'voornaam en naam',
  'telefoonnummer en e-mailadres',
  'adres: straat, huisnummer, postcode en plaats',
  'het type waterverzachter dat u kiest en of u wifi hebt',
];

export default function Page() {
  const statuses = LEAD_STATUSES.map((status) => LEAD_STATUS_LABELS[status].toLowerCase()).join(', ');
  return (
    <article className="section privacy">
      <div className="container">
        <h1>Privacyverklaring en cookiebeleid</h1>
        <p className="privacy__version">Versie van {PRIVACY_VERSION_DATE}</p>
        <p>
          {SITE.name} gaat zorgvuldig om met uw persoonsgegevens. Hier leest u welke gegevens wij verwerken wanneer u deze
          site bezoekt of zich inschrijft voor de groepsaankoop, waarom, hoe lang wij ze bewaren en welke rechten u hebt.
          Wij volgen daarbij de Algemene Verordening Gegevensbescherming (AVG, ook GDPR genoemd).
        </p>

        <h2>Wie is verantwoordelijk?</h2>
        <p>
          {controllerSentence(CONTROLLER)} U bereikt ons voor alle vragen over privacy via{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
        </p>

        <h2>Welke gegevens bewaren wij?</h2>
        <p>Wanneer u het aanmeldformulier invult, bewaren wij:</p>
        <ul>
          {FORM_FIELDS.map((field) => (
            <li key={field}>{field};</li>
          ))}
          <li>de taal en het adres van de pagina waarop u het formulier invulde;</li>
          <li>
            als u via een advertentie of nieuwsbrief kwam: de campagnegegevens uit die link (bron, medium en campagne) en
            de eerste pagina van uw bezoek;
          </li>
          <li>het tijdstip van uw inschrijving en hoe ver wij staan met uw aanvraag ({statuses}).</li>
        </ul>
        <p>
          Het formulier kan alleen verstuurd worden als u het vakje aanvinkt waarmee u akkoord gaat met deze
          privacyverklaring. Wij vragen niets meer dan nodig is om u een voorstel te doen.
        </p>
        <p>
          Onze server houdt technische logboeken bij (tijdstip, opgevraagde pagina, antwoordcode en duur), zonder
          IP-adres en zonder de gegevens die u invult. Om misbruik van het formulier tegen te gaan, telt de server
          kortstondig het aantal aanvragen per IP-adres; dat gebeurt alleen in het werkgeheugen en wordt niet bewaard.
        </p>

        <h2>Waarom gebruiken wij uw gegevens?</h2>
        <ul>
          <li>om u een bevestigingsmail met een overzicht van uw gegevens te sturen;</li>
          <li>om u binnen {CLAIMS.callWithinWorkingDays} werkdagen op te bellen en u een persoonlijk voorstel te doen;</li>
          <li>om u op de hoogte te houden van de ronde waarvoor u ingeschreven bent, of u voorrang te geven in een volgende;</li>
          <li>als u klant wordt: om levering, installatie, garantie en onderhoud te regelen.</li>
        </ul>
        <p>
          Wij doen dat op basis van uw toestemming en omdat u ons vraagt om u een voorstel te doen (stappen vóór een
          mogelijke overeenkomst). Wordt u klant, dan is de uitvoering van de overeenkomst de grond. Wij verkopen uw
          gegevens niet en gebruiken ze niet voor andere doeleinden.
        </p>

        <h2>Hoe lang bewaren wij uw gegevens?</h2>
        <p>
          Leidt uw inschrijving niet tot een aankoop, dan wissen wij uw gegevens uiterlijk {RETENTION_MONTHS} maanden
          na ons laatste contact, zodat wij u in een volgende ronde voorrang kunnen geven. Als laatste contact geldt het
          meest recente van: uw inschrijving, een nieuwe stap in de opvolging van uw aanvraag, of een notitie die wij
          over uw aanvraag maakten. Wordt u klant, dan bewaren wij ze zolang de garantie van {CLAIMS.warrantyYears} jaar
          loopt, en facturen zolang de boekhoudwetgeving dat vraagt. Die gegevens van klanten wissen wij niet automatisch
          na {RETENTION_MONTHS} maanden: wij wissen ze wanneer de garantie afgelopen is, of eerder als u erom vraagt en
          de wet het toelaat.
        </p>

        <h2>Met wie delen wij uw gegevens?</h2>
        <p>
          Alleen met wie ze nodig heeft om u te helpen: de fabrikant en de gecertificeerde technici en lokale
          servicepartners die uw waterverzachter plaatsen en onderhouden, en de bedrijven die onze site en e-mail voor ons
          hosten. Zij mogen uw gegevens voor niets anders gebruiken.
        </p>

        <h2>Hoe beveiligen wij uw gegevens?</h2>
        <p>
          De site gebruikt een versleutelde verbinding (https). Alleen medewerkers die uw aanvraag opvolgen, kunnen met
          een persoonlijke login uw gegevens inzien.
        </p>

        <h2>Uw rechten</h2>
        <p>U hebt het recht om:</p>
        <ul>
          <li>uw gegevens in te kijken en er een kopie van te krijgen;</li>
          <li>onjuiste gegevens te laten verbeteren;</li>
          <li>uw gegevens te laten wissen;</li>
          <li>de verwerking te laten beperken of er bezwaar tegen te maken;</li>
          <li>uw gegevens in een gangbaar bestandsformaat te krijgen om ze aan een ander te geven;</li>
          <li>uw toestemming op elk moment in te trekken, zonder dat dit afdoet aan wat daarvoor gebeurde.</li>
        </ul>
        <p>
          Stuur daarvoor een e-mail naar <a href={`mailto:${SITE.email}?subject=Privacy`}>{SITE.email}</a> met als
          onderwerp ‘Privacy’, en vermeld welk recht u wilt gebruiken en het e-mailadres of telefoonnummer waarmee u zich
          inschreef. Om te vermijden dat iemand anders uw gegevens opvraagt, kunnen wij u vragen uw identiteit te
          bevestigen. Wij antwoorden binnen een maand.
        </p>
        <p>
          Bent u niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u klacht indienen bij de
          Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).
        </p>

        <h2 id="cookies">Cookiebeleid</h2>
        <p>
          Cookies zijn kleine bestanden die een website op uw toestel bewaart. Deze site heeft geen cookies nodig om te
          werken. Uw keuze
          over cookies onthouden wij in de lokale opslag van uw browser, zodat wij het u niet bij elk bezoek opnieuw
          vragen.
        </p>
        <h3>Analytische cookies, alleen met uw toestemming</h3>
        <p>
          Met uw toestemming meten wij via Google Tag Manager en Google Analytics hoe bezoekers de site gebruiken, zodat
          wij ze kunnen verbeteren. U geeft die toestemming door zelf een vakje aan te vinken (opt-in, hieronder), of via
          ‘Cookies aanvaarden’ in de cookiebanner. Zonder uw toestemming wordt er geen analysescript geladen en worden deze cookies
          niet geplaatst. Google kan deze gegevens ook buiten de Europese Unie verwerken.
        </p>
        <AnalyticsCookieTable locale="nl" />
        <h3>Uw keuze aanpassen</h3>
        <p>
          U kunt uw keuze hier of via ‘Cookie-instellingen’ onderaan elke pagina op elk moment wijzigen. Trekt u uw
          toestemming in, dan verwijderen wij de analytische cookies. U kunt cookies ook zelf wissen in de instellingen
          van uw browser.
        </p>
        <CookieSettings />

        <h2>Wijzigingen</h2>
        <p>
          Wij passen deze verklaring aan wanneer onze werkwijze of de wet verandert. De datum bovenaan toont welke versie u
          leest. Verandert het cookiebeleid, dan vragen wij uw toestemming opnieuw.
        </p>
      </div>
    </article>
  );
}
