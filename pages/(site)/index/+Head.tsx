/** Server-only: canonical URL, Open Graph and JSON-LD (with the FAQ shown on the page). */
import { SeoHead } from '../../../src/components/seo/SeoHead.tsx';
import { FAQ, staticAnswers } from '../../../src/content/faq.ts';
import { HOME_META } from '../../../src/content/pages.ts';
import { pageHead } from '../../../src/seo/head.ts';

export default function Head() {
  return <SeoHead tags={pageHead({ ...HOME_META, faq: staticAnswers(FAQ) })} />;
}
