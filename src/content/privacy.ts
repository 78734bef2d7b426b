/**
 * Texts of the privacy statement that depend on the installation: who the data controller is (from
 * CONTROLLER_NAME, CONTROLLER_ADDRESS and CONTROLLER_COMPANY_NUMBER, built into the page:
 * src/build-env.ts). The rest of the statement is the page itself, pages/(site)/privacy/+Page.tsx.
 */
import type { Controller } from '../build-env.ts';

/** The same in French (/fr/vie-privee). */
export function controllerSentenceFr(controller: Controller | null): string {
  return controller
    ? `Le responsable du traitement est ${controller.name}, ${controller.address}, numéro d'entreprise ${controller.companyNumber}.`
    : "Le nom, l'adresse et le numéro d'entreprise du responsable du traitement ne sont pas encore renseignés sur ce site.";
}

/** The sentence that names the controller; the page follows it with the e-mail address. */
export function controllerSentence(controller: Controller | null): string {
  return controller
    ? `De verwerkingsverantwoordelijke is ${controller.name}, ${controller.address}, ondernemingsnummer ${controller.companyNumber}.`
    : 'Naam, adres en ondernemingsnummer van de verwerkingsverantwoordelijke zijn op deze site nog niet ingevuld.';
}
