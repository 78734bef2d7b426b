/**
 * The warranty certificate (issue 44 item 2): an A4 page (two if the seller's texts are long) in the household's language, made with pdf-lib
 * (a maintained PDF library) and the DejaVu Sans font embedded as a subset, since the standard PDF fonts
 * cannot write French typography's narrow no-break space (U+202F; STACK-NOTES, "PDF"). The serial
 * number and the dates also sit in the document's metadata (title, subject, keywords), so that a
 * program reads them without reading the page. pdf-lib loads with the first certificate, not with the
 * server (a fifth of a server's start went to loading it and exceljs).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import type { Warranty } from '../../../src/aftercare/warranty.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { frenchSpacing } from '../../../src/i18n/typography.ts';
import { SITE } from '../../../src/site.ts';

/** What the certificate states. */
export interface CertificateData {
  id: number;
  locale: Locale;
  owner: { name: string; address: string };
  softener: string;
  manufacturer: string | null;
  serialNumber: string;
  installedOn: string;
  seller: { name: string; address: string; companyNumber: string; phone: string; email: string };
  warranty: Warranty;
  service: { intervalMonths: number; nextDueOn: string };
  contact: { phone: string | null; email: string | null; hours: string | null };
  issuedOn: string;
}

const require = createRequire(import.meta.url);
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;

/** The two TrueType files, read once per process. */
function fontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;

/** Writes lines top-down, wrapping words to the text width, on a new page when one is full. */
class Writer {
  private y = A4.height - MARGIN;
  private page: PDFPage;
  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly colors: { ink: Color; muted: Color };
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, colors: { ink: Color; muted: Color }) {
    this.doc = doc;
    this.page = doc.addPage([A4.width, A4.height]);
    this.regular = regular;
    this.bold = bold;
    this.colors = colors;
  }

  text(value: string, options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(value, font, size)) {
      this.y -= size * 1.35;
      if (this.y < MARGIN) {
        this.page = this.doc.addPage([A4.width, A4.height]);
        this.y = A4.height - MARGIN - size * 1.35;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.muted ? this.colors.muted : this.colors.ink });
    }
    this.y -= options.gap ?? 2;
  }

  heading(value: string): void {
    this.y -= 10;
    this.text(value, { size: 12.5, bold: true, gap: 4 });
  }
}

/** `value` cut into lines no wider than the text width (a word longer than a line stays whole). */
function wrap(value: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > WIDTH) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** The certificate as PDF bytes. */
export async function warrantyCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  const T = aftercareMailTexts(data.locale).certificate;
  // A label and its value: the French colon after a no-break space (the values stay as typed).
  const labelled = (label: string, value: string) => (data.locale === 'fr' ? `${frenchSpacing(`${label}:`)} ${value}` : `${label}: ${value}`);
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const { warranty } = data;
  doc.setTitle(`${T.title} ${data.serialNumber}`);
  doc.setSubject(T.subject(data.serialNumber, data.installedOn, warranty.until));
  doc.setKeywords([data.serialNumber, data.installedOn, warranty.until]);
  doc.setAuthor(data.seller.name);
  doc.setCreator(SITE.name);
  doc.setLanguage(data.locale === 'fr' ? 'fr-BE' : 'nl-BE');
  doc.setCreationDate(new Date(`${data.issuedOn}T12:00:00Z`));
  doc.setModificationDate(new Date(`${data.issuedOn}T12:00:00Z`));

  const w = new Writer(doc, regular, bold, { ink: rgb(0.1, 0.12, 0.15), muted: rgb(0.35, 0.38, 0.42) });
  const field = (label: string, value: string) => w.text(labelled(label, value));
  w.text(T.title, { size: 22, bold: true, gap: 2 });
  w.text(T.subtitle(data.seller.name), { muted: true });
  w.text(T.number(data.id), { muted: true, gap: 6 });

  w.heading(T.owner);
  w.text(data.owner.name);
  w.text(data.owner.address);

  w.heading(T.softener);
  w.text(data.manufacturer ? `${data.softener} (${data.manufacturer})` : data.softener);
  field(T.serial, data.serialNumber);
  field(T.installedOn, aftercareMailTexts(data.locale).day(data.installedOn));

  w.heading(T.warranty);
  w.text(labelled(T.giver[warranty.giver], warranty.giverName), { bold: true });
  w.text(T.period(warranty.years, warranty.from, warranty.until));
  if (warranty.covers) field(T.covers, warranty.covers[data.locale]);
  field(T.conditions, warranty.conditions[data.locale]);
  if (warranty.giver !== 'legal') w.text(T.legal, { muted: true });
  w.text(T.service(data.service.intervalMonths, data.service.nextDueOn));

  w.heading(T.seller);
  w.text(data.seller.name);
  w.text(data.seller.address);
  w.text(T.companyNumber(data.seller.companyNumber));
  w.heading(T.contact);
  w.text([formatPhoneForHousehold(data.contact.phone ?? data.seller.phone), data.contact.email ?? data.seller.email].join(' · '));
  if (data.contact.hours) w.text(data.contact.hours);
  w.text(T.issued(data.issuedOn), { muted: true, size: 9 });
  return doc.save({ useObjectStreams: false });
}
