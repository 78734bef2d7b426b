/** Server-only: canonical URL, Open Graph and JSON-LD. */
import { SeoHead } from '../../../src/components/seo/SeoHead.tsx';
import { PRIVACY_META } from '../../../src/content/pages.ts';
import { pageHead } from '../../../src/seo/head.ts';

export default function Head() {
  return <SeoHead tags={pageHead(PRIVACY_META)} />;
}
