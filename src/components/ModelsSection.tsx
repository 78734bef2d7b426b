/**
 * The four models (anchor `info`, spec section 1): size, dimensions, who it suits, with or without wifi.
 * Each card draws the cabinet to scale against the tallest model, so the sizes compare at a glance.
 * The cards are static: not in the page's JavaScript (useStaticHtml).
 */
import type { ReactNode } from 'react';
import { type Softener, SOFTENERS } from '../leads/softeners.ts';
import { usePageTexts } from '../i18n/texts.ts';
import { SECTION_IDS, SITE, TIMINGS } from '../site.ts';
import { useReveal } from './reveal.ts';
import { useStaticHtml } from './static-html.ts';

const TALLEST = Math.max(...SOFTENERS.map((s) => s.dimensionsMm.height));

function CabinetSketch({ softener }: { softener: Softener }) {
  // 100 units of drawing height stand for the tallest cabinet; widths keep the real proportion.
  const height = (softener.dimensionsMm.height / TALLEST) * 100;
  const width = (softener.dimensionsMm.width / TALLEST) * 100;
  const x = (60 - width) / 2;
  const y = 104 - height;
  return (
    <svg viewBox="0 0 60 108" width="60" height="108" aria-hidden="true" focusable="false" className="model-card__sketch">
      <rect x={x} y={y} width={width} height={height} rx="3" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="1.5" />
      <rect x={x + 4} y={y + 5} width={width - 8} height="6" rx="1.5" fill="var(--color-primary)" />
      <path d="M4 105.5h52" stroke="var(--color-muted)" strokeWidth="1" />
    </svg>
  );
}

function formatDimensions(softener: Softener): string {
  const { width, depth, height } = softener.dimensionsMm;
  return `${width} × ${depth} × ${height} mm`;
}

export interface ModelsSectionProps {
  heading?: ReactNode;
  intro?: ReactNode;
}

export function ModelsSection({ heading, intro }: ModelsSectionProps) {
  const pageTexts = usePageTexts();
  const texts = import.meta.env.SSR && pageTexts?.sections;
  const t = texts && texts.models;
  const softeners = texts && texts.softeners;
  const head = useStaticHtml(
    import.meta.env.SSR && t && (
      <>
        <h2 id="info-title">{heading ?? t.heading}</h2>
        <p className="section__intro">{intro ?? t.intro}</p>
      </>
    ),
  );
  const ref = useReveal<HTMLDivElement>(TIMINGS.revealThreshold.models);
  const cards = useStaticHtml(
    import.meta.env.SSR &&
      t &&
      softeners &&
      SOFTENERS.map((softener) => (
        <li key={softener.type} className="model-card card">
          <CabinetSketch softener={softener} />
          <div>
            <h3 className="model-card__title">
              {softener.type} <span className="model-card__brand">{SITE.brand}</span>
            </h3>
            <p className="model-card__audience">
              {softeners[softener.type].audience} <span>({softeners[softener.type].persons})</span>
            </p>
            <dl className="model-card__facts">
              <div>
                <dt>{t.dimensions}</dt>
                <dd>{formatDimensions(softener)}</dd>
              </div>
              <div>
                <dt>{t.wifi}</dt>
                <dd>{t.withOrWithoutWifi}</dd>
              </div>
            </dl>
          </div>
        </li>
      )),
  );
  return (
    <section id={SECTION_IDS.models} className="section section--soft" aria-labelledby="info-title">
      <div ref={ref} className="container">
        <div {...head} />
        <ul className="card-grid reveal" {...cards} />
      </div>
    </section>
  );
}
