import type { LeadValues } from './lead-values.ts';

/** A lead's address on one line, as the mails and the back office show it: 'Bosstraat 7, 2440 Geel'. */
export function addressLine(lead: Pick<LeadValues, 'street' | 'houseNumber' | 'postalCode' | 'city'>): string {
  const street = [lead.street, lead.houseNumber].filter(Boolean).join(' ');
  return [street, `${lead.postalCode} ${lead.city}`].filter(Boolean).join(', ');
}
