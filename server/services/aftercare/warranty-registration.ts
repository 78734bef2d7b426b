/**
 * The installation registers the warranty (issue 44 item 2): in the installation's transaction an
 * aftercare record keeps the seller's terms of that day, and the household gets its warranty certificate
 * (a PDF in its language) with the installation's mail (issue 42's). The certificate is made from the
 * order and that record, the same on the page's download as in the mail.
 */
import { Aftercare, type Order } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { nextServiceDue, serviceIntervalOf } from '../../../src/aftercare/servicing.ts';
import { aftercareTexts } from '../../../src/aftercare/texts.ts';
import { warrantyOf } from '../../../src/aftercare/warranty.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { SITE } from '../../../src/site.ts';
import { termsOfInstaller } from '../installers/seller-terms-reads.ts';
import type { MailAttachment } from '../mail/transport.ts';
import { type CertificateData, warrantyCertificatePdf } from './warranty-certificate.ts';

/** The softener as the household reads it: '18L HydroBel met wifi'. */
function softenerName(order: Order): string {
  return aftercareTexts(order.lead.language).softener.model(order.proposal.model, SITE.brand, order.proposal.hasWifi);
}

/** What the certificate of `order` states (its lead, proposal and installer loaded), its last service `lastServicedOn`. */
export function certificateData(order: Order, aftercare: Aftercare, lastServicedOn: string | null, now: Date): CertificateData {
  const { lead, installer } = order;
  const locale: Locale = lead.language;
  const installedOn = order.installedOn ?? isoDateInBrussels(now);
  const terms = aftercare.terms ?? null;
  return {
    id: aftercare.id,
    locale,
    owner: { name: `${lead.firstName} ${lead.lastName}`, address: addressLine(lead) },
    softener: softenerName(order),
    manufacturer: terms?.manufacturer?.name ?? null,
    serialNumber: order.serialNumber ?? '',
    installedOn,
    seller: { name: installer.name, address: installer.address, companyNumber: installer.companyNumber, phone: installer.phone, email: installer.email },
    warranty: warrantyOf(terms, installer.name, installedOn),
    service: { intervalMonths: aftercare.serviceIntervalMonths, nextDueOn: nextServiceDue(installedOn, lastServicedOn, aftercare.serviceIntervalMonths) },
    contact: { phone: terms?.service?.phone ?? null, email: terms?.service?.email ?? null, hours: terms?.service?.hours[locale] ?? null },
    issuedOn: isoDateInBrussels(now),
  };
}

/** The certificate's file name in the household's language. */
export function certificateFileName(order: Order): string {
  return aftercareTexts(order.lead.language).warranty.certificateFile((order.serialNumber ?? String(order.id)).replace(/[^A-Za-z0-9-]/g, '_'));
}

/**
 * Registers the warranty of `order`, just installed (its lead, proposal and installer loaded), and makes
 * its certificate, which goes with the installation's mail (server/services/visits/step-mails.ts). Once
 * per order: installed again after a correction, it keeps its first record and makes no new certificate
 * (the page's download still has it).
 */
export async function registerWarranty(tx: Em, order: Order, now: Date): Promise<{ aftercare: Aftercare; certificate: MailAttachment | null }> {
  const existing = await tx.findOne(Aftercare, { order: order.id });
  if (existing) return { aftercare: existing, certificate: null };
  const terms = await termsOfInstaller(tx, order.installer.id);
  const aftercare = tx.create(Aftercare, { order, terms, serviceIntervalMonths: serviceIntervalOf(terms?.servicingIntervalMonths), registeredAt: now, createdAt: now });
  await tx.flush();
  const pdf = await warrantyCertificatePdf(certificateData(order, aftercare, null, now));
  return { aftercare, certificate: { filename: certificateFileName(order), contentType: 'application/pdf', base64: Buffer.from(pdf).toString('base64') } };
}
