/**
 * The place's own sections: its drinking water, every fact followed by its source, and its
 * neighbourhood (nearby place pages, the province page, the factory). Static: no JavaScript of their own.
 */
import type { Neighbourhood, SourcedText, WaterSection } from '../../places/local.ts';

function Sourced({ item }: { item: SourcedText }) {
  return (
    <p>
      {item.text}
      {item.source ? (
        <>
          {' '}
          <small className="local__source">
            (Bron:{' '}
            <a href={item.source.url} rel="nofollow noopener" target="_blank">
              {item.source.label}
            </a>
            )
          </small>
        </>
      ) : null}
    </p>
  );
}

export function WaterFactsSection({ water }: { water: WaterSection }) {
  return (
    <section id="kraanwater" className="section local" aria-labelledby="kraanwater-title">
      <div className="container local__body">
        <h2 id="kraanwater-title">{water.heading}</h2>
        {water.paragraphs.map((item) => (
          <Sourced key={item.text} item={item} />
        ))}
      </div>
    </section>
  );
}

export function NeighbourhoodSection({ area }: { area: Neighbourhood }) {
  return (
    <section id="omgeving" className="section local" aria-labelledby="omgeving-title">
      <div className="container local__body">
        <h2 id="omgeving-title">{area.heading}</h2>
        <p>{area.lead}</p>
        <ul className="local__links">
          {area.links.map((link) => (
            <li key={link.path}>
              <a href={link.path}>{link.label}</a>
              {link.km === undefined ? null : ` (${[`${link.km} km`, link.water].filter(Boolean).join('; ')})`}
            </li>
          ))}
        </ul>
        {area.province ? (
          <p>
            Alle gemeenten met een eigen pagina staan op de pagina over de{' '}
            <a href={area.province.path}>
              {area.province.label.startsWith('provincie ') ? area.province.label : `provincie ${area.province.label}`}
            </a>
            .
          </p>
        ) : null}
        <p>{area.factory}</p>
      </div>
    </section>
  );
}
