/**
 * How a pre-rendered page marks a part whose content comes from the database (decision 048): the build
 * writes the part between two comments, the opening one carrying what the part needs to know of its page
 * (its arguments, as JSON):
 *
 *   <!--part:round {"slot":"hero","locale":"nl","region":"BE-VOV","where":"in Gent"}-->…<!--/part:round-->
 *
 * and the server writes what lies between them again when the part's data changes
 * (server/page-parts/). Pure string functions: the page components (build) and the server share them.
 */

const OPEN = '<!--part:';
const CLOSE = '<!--/part:';

/** The part `name` with `args` around `inner`: what a component renders (as its element's inner HTML). */
export function markedPart(name: string, args: object, inner: string): string {
  const json = JSON.stringify(args);
  // A comment ends at '-->', and '--' inside one is not well-formed: the arguments must hold neither.
  if (!/^[a-z-]+$/.test(name) || json.includes('--') || json.includes('>')) throw new Error(`page part ${name}: arguments cannot be written in a comment: ${json}`);
  return `${OPEN}${name} ${json}-->${inner}${CLOSE}${name}-->`;
}

/**
 * `html` with every part `name` written again by `render` from its arguments. Text outside the parts is
 * left exactly as it was; a part without its closing comment is left alone.
 */
export function replaceParts(html: string, name: string, render: (args: unknown) => string): string {
  const open = `${OPEN}${name} `;
  const close = `${CLOSE}${name}-->`;
  let out = '';
  let from = 0;
  for (;;) {
    const start = html.indexOf(open, from);
    if (start === -1) break;
    const argsEnd = html.indexOf('-->', start + open.length);
    const end = argsEnd === -1 ? -1 : html.indexOf(close, argsEnd);
    if (end === -1) break;
    const args: unknown = JSON.parse(html.slice(start + open.length, argsEnd));
    out += html.slice(from, argsEnd + 3) + render(args);
    from = end;
  }
  return out + html.slice(from);
}

/** Whether `html` holds a part `name`. */
export function hasPart(html: string, name: string): boolean {
  return html.includes(`${OPEN}${name} `);
}
