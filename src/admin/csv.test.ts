import { describe, expect, it } from 'vitest';
import { readsAsNumber } from '../../tests/helpers/spreadsheet.ts';
import { LEGACY_SIZE_LABELS } from '../leads/softeners.ts';
import { LEAD_STATUS_LABELS } from '../leads/status.ts';
import { ORDER_EXPORT_HEADER } from '../orders/export-columns.ts';
import { PROPOSAL_EXPORT_HEADER } from '../proposals/export-columns.ts';
import { CSV_BOM, csvLine, csvPhone, csvPreamble, exportFileName, LEAD_CSV_HEADER, leadCsvCells, neutraliseCell, quoteCell } from './csv.ts';

const lead = {
  firstName: 'Mélanie',
  lastName: 'Gölçük',
  email: 'melanie@example.be',
  phone: '0470 12 34 56',
  postalCode: '2200',
  city: 'Herentals',
  waterSoftenerType: '12L',
  status: 'followup' as const,
  createdAt: '2026-07-01T08:30:00.000Z',
  confirmedAt: null as string | null,
  language: 'fr' as const,
  roundId: null as number | null,
};

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+32 470 12 34 56', `'+32 470 12 34 56`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tuitvoeren', `'\tuitvoeren`],
    ['\rcmd', `'\rcmd`],
    ['Mélanie', 'Mélanie'],
    ['Jan = Jan', 'Jan = Jan'],
    ['x;=1+1;', "x;'=1+1;"],
    ['x,+1', "x,'+1"],
    ['"@SOM(A1)', `"'@SOM(A1)`],
    ['regel\n-1', "regel\n'-1"],
    ['Van de Velde-Smet', 'Van de Velde-Smet'],
    ['', ''],
  ])('neutralises %j as %j', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it('quotes every cell and doubles quotes inside', () => {
    expect(quoteCell('Van "de" Velde')).toBe('"Van ""de"" Velde"');
    expect(quoteCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvLine(['a', 'b;c', 'd\ne'])).toBe('"a";"b;c";"d\ne"\r\n');
    expect(csvLine(['a', 'b,c'], 'comma')).toBe('"a","b,c"\r\n');
  });
});

describe('phone numbers in the CSV', () => {
  it.each([
    ['+32 470 12 34 56', '0032 470 12 34 56'],
    ['0470 12 34 56', '0032 470 12 34 56'],
    ['0470123499', '0032 470 12 34 99'],
    ['+32470998877', '0032 470 99 88 77'],
    ['02/511.45.67', '0032 2 511 45 67'],
    ['+31 6 12345678', '0031 6 12345678'],
  ])('writes %j as %j, which no spreadsheet runs or turns into a number, and which needs no apostrophe', (phone, expected) => {
    expect(csvPhone(phone)).toBe(expected);
    expect(quoteCell(csvPhone(phone))).toBe(`"${expected}"`);
    expect(readsAsNumber(csvPhone(phone))).toBe(false);
  });

  it('no longer writes what a spreadsheet turns into a number (issue 26: 0470123499 lost its 0)', () => {
    expect(readsAsNumber('0470123499')).toBe(true);
    expect(readsAsNumber('0032470998877')).toBe(true);
    expect(readsAsNumber(csvPhone('0470123499'))).toBe(false);
    expect(readsAsNumber(csvPhone('+32470998877'))).toBe(false);
  });
});

describe('CSV rows', () => {
  it('starts with a byte-order mark and the spec header, then when the address was confirmed (issue 23)', () => {
    expect(csvPreamble()).toBe(`${CSV_BOM}${csvLine(LEAD_CSV_HEADER)}`);
    expect(LEAD_CSV_HEADER[9]).toBe('Bevestigd op');
    expect(LEAD_CSV_HEADER[10]).toBe('Taal');
    // Then the round (issue 35), the latest proposal (issue 24) and the latest order (issue 34).
    expect(LEAD_CSV_HEADER[11]).toBe('Ronde');
    expect(LEAD_CSV_HEADER.slice(12)).toEqual([...PROPOSAL_EXPORT_HEADER, ...ORDER_EXPORT_HEADER]);
  });

  it('shows a lead with its size, status label and Brussels date', () => {
    expect(leadCsvCells(lead)).toEqual([
      'Mélanie',
      'Gölçük',
      'melanie@example.be',
      '0032 470 12 34 56',
      '2200',
      'Herentals',
      '12L',
      LEAD_STATUS_LABELS.followup,
      '01/07/2026 10:30',
      '',
      'Frans',
      '',
      '0',
      ...Array(PROPOSAL_EXPORT_HEADER.length - 1 + ORDER_EXPORT_HEADER.length).fill(''),
    ]);
    expect(leadCsvCells({ ...lead, confirmedAt: '2026-07-02T06:05:00.000Z' })[9]).toBe('02/07/2026 08:05');
    expect(leadCsvCells({ ...lead, roundId: 3, roundName: 'Najaar 2026' })[11]).toBe('3 · Najaar 2026');
    expect(leadCsvCells({ ...lead, roundId: 3 })[11]).toBe('3');
  });

  it('adds the latest proposal: count, status, model, price, last day, sent and answered (Brussels)', () => {
    const latestProposal = {
      count: 2,
      status: 'accepted' as const,
      model: '18L',
      priceEuro: 1890,
      validUntil: '2026-12-31',
      sentAt: '2026-12-01T09:00:00.000Z',
      answeredAt: '2026-12-03T18:30:00.000Z',
    };
    expect(leadCsvCells({ ...lead, latestProposal }).slice(12, 12 + PROPOSAL_EXPORT_HEADER.length)).toEqual(['2', 'Aanvaard', '18L', '1890', '31/12/2026', '01/12/2026 10:00', '03/12/2026 19:30']);
  });

  it('adds the latest order: status, installer, the days of its steps (Brussels), hardness with a comma, serial number, why cancelled', () => {
    const latestOrder = {
      status: 'installed' as const,
      installer: 'Kalkvrij bv',
      acceptedAt: '2026-12-03T18:30:00.000Z',
      visitPlannedAt: '2026-12-07T08:00:00.000Z',
      visitedOn: '2026-12-10',
      installedOn: '2027-01-12',
      hardnessFh: 28.5,
      serialNumber: 'HB18-2026-0042',
      cancelReason: null,
    };
    const cells = leadCsvCells({ ...lead, order: latestOrder }).slice(12 + PROPOSAL_EXPORT_HEADER.length);
    expect(cells).toEqual(['Geïnstalleerd', 'Kalkvrij bv', '03/12/2026 19:30', '07/12/2026 09:00', '10/12/2026', '12/01/2027', '28,5', 'HB18-2026-0042', '']);
  });

  it.each([
    ['large', LEGACY_SIZE_LABELS.large],
    ['klein', LEGACY_SIZE_LABELS.small],
  ])('maps the legacy size %j', (waterSoftenerType, label) => {
    expect(leadCsvCells({ ...lead, waterSoftenerType })[6]).toBe(label);
  });
});

describe('export file name', () => {
  it('carries the date of the export in Brussels', () => {
    expect(exportFileName(new Date('2026-11-21T12:00:00Z'))).toBe('leads-export-2026-11-21.csv');
    // 23:30 UTC on 31 October is already 1 November in Brussels (UTC+1).
    expect(exportFileName(new Date('2026-10-31T23:30:00Z'))).toBe('leads-export-2026-11-01.csv');
  });
});
