import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { warrantyOf } from '../../../src/aftercare/warranty.ts';
import { pdfText } from '../../../tests/helpers/aftercare.ts';
import { type CertificateData, warrantyCertificatePdf } from './warranty-certificate.ts';

const FRENCH: CertificateData = {
  id: 7,
  locale: 'fr',
  owner: { name: 'Amélie Dubois', address: 'Rue Haute 3, 1000 Bruxelles' },
  softener: '18L HydroBel avec wifi',
  manufacturer: null,
  serialNumber: 'HB-7',
  installedOn: '2026-12-01',
  seller: { name: 'Eaux Douces sprl', address: 'Rue du Port 1, 4000 Liège', companyNumber: '0403.170.701', phone: '+3242123456', email: 'info@eaux.example' },
  // French typography's narrow no-break space, which the standard PDF fonts cannot write (STACK-NOTES).
  warranty: { ...warrantyOf(null, 'Eaux Douces sprl', '2026-12-01'), covers: { nl: '-', fr: 'tout\u202f; « le réservoir\u202f»' } },
  service: { intervalMonths: 24, nextDueOn: '2028-12-01' },
  contact: { phone: null, email: null, hours: null },
  issuedOn: '2026-12-01',
};

describe('the warranty certificate', () => {
  it('writes French typography (U+202F) with the embedded font, the seller’s phone as a household reads it', async () => {
    const bytes = await warrantyCertificatePdf(FRENCH);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = await pdfText(bytes);
    expect(text).toContain('Ce qu’elle couvre');
    expect(text).toContain('04 212 34 56 · info@eaux.example');
  });

  it('wraps a long text within the width and goes on on a second page when the first is full', async () => {
    const words = Array.from({ length: 900 }, (_, i) => `mot${i}`).join(' ');
    const bytes = await warrantyCertificatePdf({ ...FRENCH, warranty: { ...FRENCH.warranty, conditions: { nl: '', fr: words } } });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain('mot0');
    expect(text).toContain('mot899');
    expect(text.split('\n').filter((line) => line.startsWith('mot')).length).toBeGreaterThan(20);
  });
});
