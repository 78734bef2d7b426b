/**
 * How spreadsheet programs read a CSV file, for tests of the exports: Excel's reading (a byte-order
 * mark means UTF-8; records split on line ends outside quotes, cells on the locale's list separator; a
 * cell that opens with a quote runs to its closing quote, `""` inside being one quote, and anything up
 * to the next separator is appended as is), and a naive reader that splits on a separator and ignores
 * quotes, as quick scripts and some import tools do.
 */

export function decodeAsExcel(bytes: Buffer): string {
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) {
    // Without the mark Excel assumes the system code page (Windows-1252 in Belgium).
    return bytes.toString('latin1');
  }
  return bytes.subarray(3).toString('utf8');
}

/** The cells of a CSV text as Excel with the list separator `separator` shows them. */
export function readAsExcel(text: string, separator: ';' | ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  while (i < text.length) {
    const c = text[i] as string;
    if (atCellStart && c === '"') {
      i++;
      for (; i < text.length; i++) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i++;
          } else {
            i++;
            break;
          }
        } else {
          cell += text[i];
        }
      }
      atCellStart = false;
      continue;
    }
    atCellStart = false;
    if (c === separator) {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      i++;
    } else {
      cell += c;
    }
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The cells as a reader that splits lines and separators and strips quotes, blind to quoting. */
export function readNaively(text: string, separator: ';' | ','): string[][] {
  return text
    .split(/\r\n|\n|\r/)
    .filter((line) => line !== '')
    .map((line) => line.split(separator).map((cell) => cell.replaceAll('"', '')));
}

/** Whether a spreadsheet would evaluate the cell: it starts with `=`, `+`, `-`, `@`, a tab or a CR. */
export function isFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

/**
 * Whether a spreadsheet's General format turns a cell's text into a number (and drops its leading
 * zeros): digits with at most a sign, one decimal mark and an exponent, as '0470123499' or
 * '0032470998877'. Text with spaces ('0032 470 12 34 56') stays text.
 */
export function readsAsNumber(cell: string): boolean {
  return /^[+-]?[0-9]+([.,][0-9]+)?([eE][+-]?[0-9]+)?$/.test(cell.trim());
}
