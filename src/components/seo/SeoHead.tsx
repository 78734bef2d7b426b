/**
 * The SEO tags of a page's `<head>`, for any page's `+Head`: canonical link, keywords, robots, Open
 * Graph type/URL/site/locale, geo tags and JSON-LD. `<title>`, the description, `og:title` and
 * `og:description` come from the page's `+title` and `+description` (vike-react renders them).
 */
import type { HeadTags } from '../../seo/head.ts';
import { jsonLdScriptText } from '../../seo/json-ld.ts';

export function SeoHead({ tags }: { tags: HeadTags }) {
  const { geo, jsonLd, openGraph } = tags;
  return (
    <>
      <link rel="canonical" href={tags.canonical} />
      {tags.alternates?.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {tags.keywords ? <meta name="keywords" content={tags.keywords} /> : null}
      {tags.noindex ? <meta name="robots" content={tags.follow ? 'noindex,follow' : 'noindex'} /> : null}
      <meta property="og:type" content={openGraph.type} />
      <meta property="og:url" content={openGraph.url} />
      <meta property="og:site_name" content={openGraph.siteName} />
      <meta property="og:locale" content={openGraph.locale} />
      {geo ? (
        <>
          <meta name="geo.region" content={geo.region} />
          <meta name="geo.placename" content={geo.placename} />
          <meta name="geo.position" content={`${geo.latitude};${geo.longitude}`} />
          <meta name="ICBM" content={`${geo.latitude}, ${geo.longitude}`} />
        </>
      ) : null}
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(jsonLd) }} />
      ) : null}
    </>
  );
}
