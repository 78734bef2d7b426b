/** The warranty certificate the household downloads from its page (issue 44 item 2): the mail's, made again from the rows. */
import type { Em } from '../../../database/orm.ts';
import { householdSoftener } from './household-softener.ts';
import { serviceHistoryOf } from './service-reads.ts';
import { warrantyCertificatePdf } from './warranty-certificate.ts';
import { certificateData, certificateFileName } from './warranty-registration.ts';

export async function householdCertificate(em: Em, token: string, now = new Date()): Promise<{ fileName: string; base64: string }> {
  const { order, aftercare } = await householdSoftener(em, token);
  const [last] = await serviceHistoryOf(em, order.id);
  const pdf = await warrantyCertificatePdf(certificateData(order, aftercare, last?.servicedOn ?? null, now));
  return { fileName: certificateFileName(order), base64: Buffer.from(pdf).toString('base64') };
}
