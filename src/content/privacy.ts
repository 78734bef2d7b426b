/**
 * Texts of the privacy statement that depend on the installation: who the data controller is (from
 * CONTROLLER_NAME, CONTROLLER_ADDRESS and CONTROLLER_COMPANY_NUMBER, built into the page:
 * src/build-env.ts). The rest of the statement is the page itself, pages/(site)/privacy/+Page.tsx.
 */
import type { Controller } from '../build-env.ts';

/** The sentence that names the controller; the page follows it with the e-mail address. */
export function controllerSentence(controller: Controller | null): string {
  return controller
    ? `De verwerkingsverantwoordelijke is ${controller.name}, ${controller.address}, ondernemingsnummer ${controller.companyNumber}.`
    : 'Naam, adres en ondernemingsnummer van de verwerkingsverantwoordelijke zijn op deze site nog niet ingevuld.';
}
