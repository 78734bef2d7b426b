/**
 * The error page. It lives in the (site) group so that it gets the public layout (header, footer) for
 * every unknown path, the back office's included. Unknown paths answer with HTTP status 404, in French
 * under /fr (the page has both dictionaries: +texts.ts).
 */
import { usePageContext } from 'vike-react/usePageContext';
import { useStaticHtml } from '../../../src/components/static-html.ts';
import { type PageOnlyTexts, usePageTexts, useTexts } from '../../../src/i18n/texts.ts';

export default function Page() {
  const pageTexts = usePageTexts();
  const body = useStaticHtml(import.meta.env.SSR && pageTexts && <ErrorText texts={pageTexts} />);
  return (
    <section className="section error-page">
      <div className="container" {...body} />
    </section>
  );
}

/** Static markup: the server renders it, in the path's language. */
function ErrorText({ texts }: { texts: PageOnlyTexts }) {
  const { is404 } = usePageContext();
  const { error: t } = texts;
  const { routes, titles, locale } = useTexts();
  return (
      <>
        {is404 ? (
          <>
            <p className="error-page__code" aria-hidden="true">
              404
            </p>
            {locale === 'nl' ? (
              <>
                {/* The spec's wording is English; lang tells screen readers to read it as such. */}
                <h1 lang="en">404 Page Not Found</h1>
                <p lang="en">Did you forget to add the page to the router?</p>
              </>
            ) : (
              // A French household reads French only (issue 36): the title of the page's own dictionary.
              <h1>{titles.notFound}</h1>
            )}
            <p>{t.notFound}</p>
            {locale === 'nl' ? <FrenchWayOut /> : null}
          </>
        ) : (
          <>
            <h1>{titles.failed}</h1>
            <p>{t.failed}</p>
          </>
        )}
        <a className="button" href={routes.home}>
          {t.home}
        </a>
      </>
  );
}

/**
 * A path outside /fr is answered by the Dutch 404, a French page's path typed without /fr included (the
 * server sends those that exist to their French page): one line in the other language, with that site's
 * home, so that a Walloon household is not left with Dutch and English only (issue 42).
 */
function FrenchWayOut() {
  const { config } = usePageContext();
  const french = config.pageTexts?.fr;
  const texts = config.texts?.fr;
  if (!french || !texts) return null;
  return (
    <p lang="fr-BE">
      {french.error.lost} <a href={texts.routes.home}>{texts.site.name}</a>
    </p>
  );
}
