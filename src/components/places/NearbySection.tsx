/**
 * A place page's section 'In de buurt': the place pages nearby, each town with its distance as the crow
 * flies, nearest first, and provinces by name (a province is no point on the map); a province's town
 * pages and the provinces next to it. Static markup (what a source says about the municipality itself is
 * the place part's slot `about`, PlacePart.tsx).
 */
import { Fragment } from 'react';
import type { LinkGroup } from '../../places/local.ts';
import { useStaticHtml } from '../static-html.ts';

export function NearbySection({ heading, groups }: { heading: string; groups: readonly LinkGroup[] }) {
  const body = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="in-de-buurt-title">{heading}</h2>
        {groups.map((group) => (
          <p key={group.label} className="local__links">
            {group.label}{' '}
            {group.links.map((link, index) => (
              <Fragment key={link.path}>
                {/* A place, its distance and its comma stay on one line; the space after it may break. */}
                <span>
                  <a href={link.path}>{link.label}</a>
                  {link.km === undefined ? '' : `\u00a0(${link.km}\u00a0km)`}
                  {index < group.links.length - 1 ? ',' : '.'}
                </span>{' '}
              </Fragment>
            ))}
          </p>
        ))}
      </>
    ),
  );
  return (
    <section id="in-de-buurt" className="section local" aria-labelledby="in-de-buurt-title">
      <div className="container local__body" {...body} />
    </section>
  );
}
