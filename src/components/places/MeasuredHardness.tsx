/**
 * The hardness installers measured in the page's place (issue 34 item 6): the page part `hardness`. The
 * build writes it empty (a fresh install has no visit); the server writes it again from the visits once a
 * place has five measured addresses (server/page-parts/hardness-part.ts, decision 053). The browser adopts
 * that HTML as it is.
 */
import { markedPart } from '../../page-parts/markers.ts';
import type { HardnessPartArgs } from '../../places/measured-hardness.ts';
import { useStaticHtmlString } from '../static-html.ts';

export function MeasuredHardness({ args }: { args: HardnessPartArgs }) {
  const html = useStaticHtmlString(import.meta.env.SSR && markedPart('hardness', args, ''));
  return (
    <div className="container">
      <div className="measured-hardness" {...html} />
    </div>
  );
}
