/** Server-only: canonical URL, hreflang twins, Open Graph and JSON-LD (with the FAQ shown on the page). */
import { SeoHead } from '../../../../src/components/seo/SeoHead.tsx';
import { staticAnswers } from '../../../../src/content/faq.ts';
import { FAQ_FR, HOME_META_FR } from '../../../../src/content/fr/home.ts';
import { FR_TEXTS } from '../../../../src/i18n/fr.ts';
import { pageHead } from '../../../../src/seo/head.ts';

export default function Head() {
  return <SeoHead tags={pageHead({ ...HOME_META_FR, faq: staticAnswers(FAQ_FR), siteName: FR_TEXTS.site.name })} />;
}
