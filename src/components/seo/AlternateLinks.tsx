/**
 * The hreflang links of the current page, for a `+Head` that renders no other SEO tags (the thank-you
 * pages): the page and its twin, both ways (src/i18n/twins.ts). Nothing for a page without a twin.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { alternateLinks } from '../../seo/head.ts';

export function AlternateLinks() {
  const { urlPathname } = usePageContext();
  return (
    <>
      {alternateLinks(urlPathname)?.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
