/**
 * The error page. It lives in the (site) group so that it gets the public layout (header, footer) for
 * every unknown path, the back office's included. Unknown paths answer with HTTP status 404.
 */
import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  return (
    <section className="section error-page">
      <div className="container">
        {is404 ? (
          <>
            <p className="error-page__code" aria-hidden="true">
              404
            </p>
            {/* The spec's wording is English; lang tells screen readers to read it as such. */}
            <h1 lang="en">404 Page Not Found</h1>
            <p lang="en">Did you forget to add the page to the router?</p>
            <p>
              Deze pagina bestaat niet (meer). Misschien is de link verouderd of staat er een tikfout in het adres.
              Op de startpagina vindt u alles over de groepsaankoop.
            </p>
          </>
        ) : (
          <>
            <h1>Er ging iets mis</h1>
            <p>Door een fout aan onze kant kon deze pagina niet getoond worden. Probeer het later opnieuw.</p>
          </>
        )}
        <a className="button" href="/">
          Naar de startpagina
        </a>
      </div>
    </section>
  );
}
