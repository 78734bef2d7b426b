/**
 * How a proposal's stored text marks its headings: a line that starts with `# ` (document.ts writes it,
 * the household's page, the mails and the back office show it). Plain text, so that the accepted text
 * stays one readable string.
 */
const HEADING = '# ';

/** `text` as a heading line. */
export function heading(text: string): string {
  return `${HEADING}${text}`;
}

/** The heading's text when `line` is one, else null. */
export function headingOf(line: string): string | null {
  return line.startsWith(HEADING) ? line.slice(HEADING.length) : null;
}

/** The lines as a reader sees them in plain text: headings without their mark, each after a blank line. */
export function plainLines(lines: readonly string[]): string[] {
  return lines.flatMap((line, index) => {
    const title = headingOf(line);
    if (title === null) return [line];
    return index === 0 ? [title] : ['', title];
  });
}
