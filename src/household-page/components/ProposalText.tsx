/**
 * A proposal's text as the household reads it: the very lines the server wrote (and an acceptance
 * stores), its headings (`# `, src/proposals/document-lines.ts) as headings.
 */
import { headingOf } from '../../proposals/document-lines.ts';

export function ProposalText({ lines }: { lines: readonly string[] }) {
  return (
    <div className="proposal__text">
      {lines.map((line, index) => {
        const title = headingOf(line);
        return title === null ? <p key={index}>{line}</p> : <h3 key={index}>{title}</h3>;
      })}
    </div>
  );
}
