/**
 * Where an installer works (issue 33): its postal codes and/or its provinces (ISO 3166-2:BE). Pure, so
 * that the server's choice of a default seller and the back office's hints agree.
 */
import { regionOfPostalCode } from '../proposals/provinces.ts';

export interface InstallerArea {
  postalCodes: readonly string[];
  provinces: readonly string[];
}

/** Whether an installer's area holds a postal code: the code itself, or its province. */
export function servesPostalCode(area: InstallerArea, postalCode: string): boolean {
  if (area.postalCodes.includes(postalCode)) return true;
  const region = regionOfPostalCode(postalCode);
  return region !== null && area.provinces.includes(region);
}
