/** Server-only: canonical URL, hreflang twins, Open Graph and JSON-LD. */
import { SeoHead } from '../../../../src/components/seo/SeoHead.tsx';
import { PRIVACY_META_FR } from '../../../../src/content/fr/privacy.ts';
import { FR_TEXTS } from '../../../../src/i18n/fr.ts';
import { pageHead } from '../../../../src/seo/head.ts';

export default function Head() {
  return <SeoHead tags={pageHead({ ...PRIVACY_META_FR, siteName: FR_TEXTS.site.name })} />;
}
