/**
 * Every place page, grouped by province (and the Brussels region), on the home page: the crawlable way
 * to each of the 62 landing pages. Static: not in the page's JavaScript (useStaticHtml).
 */
import { REGIONS, type RegionCode } from '../places/data/places.ts';
import { PLACES } from '../places/places.ts';
import { useStaticHtml } from './static-html.ts';

interface Group {
  region: RegionCode;
  province?: { label: string; path: string };
  places: { label: string; path: string }[];
}

export function placeGroups(): Group[] {
  return (Object.keys(REGIONS) as RegionCode[]).map((region) => {
    const province = PLACES.find((p) => p.kind === 'province' && p.regionCode === region);
    return {
      region,
      province: province ? { label: province.label, path: province.path } : undefined,
      places: PLACES.filter((p) => p.kind !== 'province' && p.regionCode === region).map((p) => ({ label: p.label, path: p.path })),
    };
  });
}

export function PlaceDirectory() {
  // The whole section is static markup: none of it (not even its texts) ships in the page's JavaScript.
  const content = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="regio-title">De groepsaankoop bij u in de buurt</h2>
        <p className="section__intro">Per provincie: de steden en gemeenten met een eigen pagina.</p>
        <ul className="place-directory">
          {placeGroups().map((group) => (
            <li key={group.region} className="place-directory__group">
              <h3>{group.province ? <a href={group.province.path}>{group.province.label}</a> : REGIONS[group.region]}</h3>
              {group.places.length > 0 ? (
                <ul>
                  {group.places.map((p) => (
                    <li key={p.path}>
                      <a href={p.path}>{p.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </>
    ),
  );
  return (
    <section id="regio" className="section" aria-labelledby="regio-title">
      <div className="container" {...content} />
    </section>
  );
}
