/**
 * The footer's line with the legal entity (CONTROLLER_NAME and CONTROLLER_COMPANY_NUMBER), or null when none
 * is configured. Apart from the privacy statement's texts (privacy.ts), which every page would carry otherwise.
 */
import type { Controller } from '../build-env.ts';

export function companyLine(controller: Controller | null, companyNumberWord = 'ondernemingsnummer'): string | null {
  return controller ? `${controller.name}, ${companyNumberWord} ${controller.companyNumber}` : null;
}
