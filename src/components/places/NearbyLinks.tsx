/**
 * The intro line of a place page's benefits section: the place pages nearby, each with its distance
 * as the crow flies (the spec's cross-links first), or a province's town pages and the provinces next to
 * it; and the short section with what a source says about the municipality itself.
 */
import type { LinkGroup, SourcedText } from '../../places/local.ts';
import { Sourced } from '../Sourced.tsx';
import { useStaticHtml } from '../static-html.ts';

export function NearbyLinks({ groups }: { groups: readonly LinkGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <p key={group.label} className="local__links">
          {group.label}{' '}
          {group.links.map((link, index) => (
            <span key={link.path}>
              <a href={link.path}>{link.label}</a>
              {link.km === undefined ? '' : ` (${link.km} km)`}
              {index < group.links.length - 1 ? ', ' : '.'}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}

/** Static markup: neither the fact nor the component citing it is in the page's JavaScript. */
export function AboutSection({ heading, about }: { heading: string; about: SourcedText }) {
  const body = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="over-title">{heading}</h2>
        <Sourced item={about} />
      </>
    ),
  );
  return (
    <section id="over" className="section local" aria-labelledby="over-title">
      <div className="container local__body" {...body} />
    </section>
  );
}
