/**
 * The French pages of places in Wallonia and Brussels, on the French home page (the crawlable way to
 * each of them), with a word on the Flemish pages, which are Dutch. Static markup: none of it ships in
 * the page's JavaScript.
 */
import { HOME_TEXT_FR } from '../content/fr/home.ts';
import { FRENCH_PLACES } from '../places/french.ts';
import { useStaticHtml } from './static-html.ts';

export function FrenchPlaceDirectory() {
  const content = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="regio-title">{HOME_TEXT_FR.directoryHeading}</h2>
        <p className="section__intro">{HOME_TEXT_FR.directoryIntro}</p>
        <ul className="place-directory">
          {FRENCH_PLACES.filter((p) => p.twin.kind === 'province' || p.twin.regionCode === 'BE-BRU').map((province) => (
            <li key={province.slug} className="place-directory__group">
              <h3>
                <a href={province.path}>{province.label}</a>
              </h3>
              <ul>
                {FRENCH_PLACES.filter((p) => p.twin.kind !== 'province' && p !== province && p.twin.regionCode === province.twin.regionCode).map((p) => (
                  <li key={p.slug}>
                    <a href={p.path}>{p.label}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="section__intro">
          {HOME_TEXT_FR.directoryDutch}{' '}
          <a href="/" hrefLang="nl-BE" lang="nl-BE">
            Nederlands
          </a>
        </p>
      </>
    ),
  );
  return (
    <section id="regio" className="section" aria-labelledby="regio-title">
      <div className="container" {...content} />
    </section>
  );
}
