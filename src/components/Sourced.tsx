/** A sentence followed by its source, linked: how a place page states every local fact. */
import { SOURCE_LABEL } from '../content/source-label.ts';
import { keepUnitsWithFigures } from '../i18n/typography.ts';
import type { SourcedText } from '../places/local.ts';

export function Sourced({ item, className }: { item: SourcedText; className?: string }) {
  return (
    <p className={className}>
      {keepUnitsWithFigures(item.text)}
      {item.link ? (
        <>
          {' '}
          <a href={item.link.url} className="local__lookup" rel="noopener" target="_blank">
            {item.link.label}
          </a>
          .
        </>
      ) : null}
      {item.source ? (
        <>
          {' '}
          <small className="local__source">
            ({item.source.prefix ?? `${SOURCE_LABEL}:`}{' '}
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
